import {
  clearAnswersInProgress,
  readAnswersInProgress,
  saveAnswersInProgress,
} from './answers-in-progress';

const stored = (key: string) => window.sessionStorage.getItem(key);

describe('answers in progress', () => {
  it('keeps the chosen options in tab storage only, until cleared', () => {
    saveAnswersInProgress({ q1: 2, q2: undefined, q3: 1 });
    expect(readAnswersInProgress()).toEqual({ q1: 2, q3: 1 });
    expect(window.localStorage.length).toBe(0);
    saveAnswersInProgress({});
    expect(stored('answersInProgress')).toBeNull();
    saveAnswersInProgress({ q1: 3 });
    clearAnswersInProgress();
    expect(readAnswersInProgress()).toEqual({});
  });

  it.each(['not json', '[1,2]', 'null', '{"q1":"2","q2":1.5,"q3":3}'])(
    'reads what it cannot use (%s) as nothing chosen',
    (text) => {
      window.sessionStorage.setItem('answersInProgress', text);
      const expected = text.startsWith('{') ? { q3: 3 } : {};
      expect(readAnswersInProgress()).toEqual(expected);
    },
  );
});
