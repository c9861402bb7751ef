import {
  clearScore,
  isIdentityIncomplete,
  markPretestDone,
  readIdentity,
  readIsPretest,
  readPendingSubmissions,
  readScore,
  rememberSubmission,
  participantId,
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

  it('gives the student one participant id that entering the identity again keeps', () => {
    saveIdentity('Siti', '8A');
    const id = stored('participantId');
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    saveIdentity('Siti Aminah', '8A');
    expect(stored('participantId')).toBe(id);
    expect(participantId()).toBe(id);
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
