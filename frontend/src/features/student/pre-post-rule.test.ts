import { forgetStudent, participantId, saveIdentity } from './identity';
import {
  isIdentityIncomplete,
  markPretestDone,
  readIsPretest,
  readPendingSubmissions,
  rememberSubmission,
  settleSubmission,
  startPretestIfIncomplete,
  testTypeOf,
} from './pre-post-rule';

const stored = (key: string) => window.sessionStorage.getItem(key);

describe('testTypeOf', () => {
  it("is a pre-test only when the tab's isPretest is '1'", () => {
    expect(testTypeOf('1')).toEqual({ is_pretest: true, is_posttest: false });
    expect(testTypeOf('0')).toEqual({ is_pretest: false, is_posttest: true });
    expect(testTypeOf(null)).toEqual({ is_pretest: false, is_posttest: true });
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
