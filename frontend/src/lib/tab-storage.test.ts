import {
  clearAnswersInProgress,
  clearScore,
  forgetStudent,
  isIdentityIncomplete,
  markPretestDone,
  readAnswersInProgress,
  readIdentity,
  readIsPretest,
  readPendingSubmissions,
  readScore,
  readSignedInStudent,
  rememberSubmission,
  participantId,
  saveAnswersInProgress,
  saveIdentity,
  saveScore,
  settleSubmission,
  startPretestIfIncomplete,
} from './tab-storage';

const stored = (key: string) => window.sessionStorage.getItem(key);

describe('identity', () => {
  it('stores trimmed name and classroom under the spec keys', () => {
    saveIdentity('  Siti Aminah ', ' 8A ');
    expect(stored('name')).toBe('Siti Aminah');
    expect(stored('classroom')).toBe('8A');
    expect(readIdentity()).toEqual({ name: 'Siti Aminah', classroom: '8A' });
  });

  it('leaves an empty or blank field missing, replacing an earlier value', () => {
    saveIdentity('Budi', '7B');
    saveIdentity('   ', '');
    expect(stored('name')).toBeNull();
    expect(stored('classroom')).toBeNull();
    expect(readIdentity()).toEqual({ name: null, classroom: null });
  });

  it('gives the student one participant id that completing the identity keeps', () => {
    saveIdentity('Siti', '');
    const id = stored('participantId');
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    saveIdentity(' siti ', '8A');
    expect(stored('participantId')).toBe(id);
    expect(participantId()).toBe(id);
  });

  it('gives the next student a participant id of their own when the last one skipped the form', () => {
    // The last student closed the name form and took a quiz: their results carry this id.
    const skipped = participantId();
    saveAnswersInProgress({ q1: 2 });
    startPretestIfIncomplete();
    saveIdentity('Budi', '7B');
    expect(participantId()).not.toBe(skipped);
    expect(readAnswersInProgress()).toEqual({});
    expect(readIsPretest()).toBe('1');
  });

  it("gives another name typed over the last student's a participant id of its own", () => {
    saveIdentity('Ani', '');
    const ani = participantId();
    saveIdentity('Budi', '7B');
    expect(participantId()).not.toBe(ani);
    expect(readIdentity()).toEqual({ name: 'Budi', classroom: '7B' });
  });
});

describe('startPretestIfIncomplete', () => {
  it.each([
    ['nothing stored', {}],
    ['no classroom', { name: 'Budi', isPretest: '0' }],
    ['no name', { classroom: '7B', isPretest: '0' }],
    ['no isPretest', { name: 'Budi', classroom: '7B' }],
  ])("sets isPretest to '1' when %s", (_, values: Record<string, string>) => {
    Object.entries(values).forEach(([key, value]) => window.sessionStorage.setItem(key, value));
    expect(isIdentityIncomplete()).toBe(true);
    expect(startPretestIfIncomplete()).toBe(true);
    expect(readIsPretest()).toBe('1');
  });

  it('keeps a post-test when everything is stored', () => {
    saveIdentity('Budi', '7B');
    markPretestDone();
    expect(startPretestIfIncomplete()).toBe(false);
    expect(readIsPretest()).toBe('0');
  });
});

describe('score', () => {
  it('stores and clears score and percentage', () => {
    saveScore('7/10', '70.00');
    expect(stored('score')).toBe('7/10');
    expect(stored('percentage')).toBe('70.00');
    clearScore();
    expect(readScore()).toEqual({ score: null, percentage: null });
  });
});

describe('pending submissions', () => {
  it('ends the pre-test only when a result of this tab is saved', () => {
    window.sessionStorage.setItem('isPretest', '1');
    rememberSubmission('mine-1');
    rememberSubmission('mine-2');
    settleSubmission('from-another-tab', true);
    expect(readIsPretest()).toBe('1');
    settleSubmission('mine-1', false);
    expect(readIsPretest()).toBe('1');
    expect(readPendingSubmissions()).toEqual(['mine-2']);
    settleSubmission('mine-2', true);
    expect(readIsPretest()).toBe('0');
    expect(stored('pendingSubmissions')).toBeNull();
  });
});

describe('a result of a student who has made way for the next one', () => {
  it('is sent, but its late confirmation leaves the next student at the pre-test', () => {
    saveIdentity('Ani', '8A');
    const ani = participantId();
    rememberSubmission('ani-pretest', ani);
    forgetStudent();
    saveIdentity('Budi', '8B');
    expect(participantId()).not.toBe(ani);
    // Even were it still listed (another tab's copy of the list, an older page), it is Ani's.
    rememberSubmission('ani-pretest', ani);
    settleSubmission('ani-pretest', true);
    expect(readIsPretest()).toBe('1');
    rememberSubmission('budi-pretest');
    settleSubmission('budi-pretest', true);
    expect(readIsPretest()).toBe('0');
  });

  it("reads a list written before results carried their participant as this tab's", () => {
    saveIdentity('Ani', '8A');
    window.sessionStorage.setItem('isPretest', '1');
    window.sessionStorage.setItem('pendingSubmissions', JSON.stringify(['older-page']));
    expect(readPendingSubmissions()).toEqual(['older-page']);
    settleSubmission('older-page', true);
    expect(readIsPretest()).toBe('0');
  });
});

describe('the next student at the same tab', () => {
  it('forgets everything about the student and keeps the teacher key and the joined session', () => {
    saveIdentity('Ani', '8A');
    const values = {
      isPretest: '0',
      score: '6/10',
      percentage: '60.00',
      pretestPercentage: '60.00',
      posttestPercentage: '90.00',
      answersInProgress: '{"q1":2}',
      pendingSubmissions: '[]',
      teacherKey: 'kunci-guru',
      joinedSessionCode: 'K7P3QX',
      joinedSessionName: 'SMPN 1 Sleman',
    };
    Object.entries(values).forEach(([key, value]) => window.sessionStorage.setItem(key, value));
    expect(readSignedInStudent()).toEqual({ name: 'Ani', classroom: '8A' });

    forgetStudent();

    expect({ ...window.sessionStorage }).toEqual({
      isPretest: '1',
      teacherKey: 'kunci-guru',
      joinedSessionCode: 'K7P3QX',
      joinedSessionName: 'SMPN 1 Sleman',
    });
    expect(readSignedInStudent()).toBeNull();
    expect(isIdentityIncomplete()).toBe(true);
  });
});

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

describe('blocked storage', () => {
  it('behaves as empty instead of throwing', () => {
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(() => saveIdentity('Budi', '7B')).not.toThrow();
    expect(readIdentity()).toEqual({ name: null, classroom: null });
    expect(startPretestIfIncomplete()).toBe(true);
  });
});
