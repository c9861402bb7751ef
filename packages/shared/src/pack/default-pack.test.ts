import { answerKeyVersion } from '../answer-key.js';
import { questions } from '../questions.js';
import { defaultPackDocument } from './default-pack.js';

describe('the default pack', () => {
  it('keeps the answer-key version every result saved before packs was scored with', () => {
    expect(answerKeyVersion(defaultPackDocument.questions)).toBe('e125b284');
  });

  it('is the bank the app and the server score with', () => {
    expect(questions).toBe(defaultPackDocument.questions);
    expect(questions.map((q) => q.name)).toEqual([
      'question6',
      'question7',
      'question8',
      'question9',
      'question10',
      'question1',
      'question2',
      'question3',
      'question4',
      'question5',
    ]);
  });

  it('has the routes of the specification: two decks of 3 and 5 slides and a video', () => {
    expect(
      defaultPackDocument.topics.map((t) => [t.id, t.kind === 'deck' ? t.slides.length : 'video']),
    ).toEqual([
      ['slide-1', 3],
      ['slide-2', 5],
      ['video-1', 'video'],
    ]);
  });
});
