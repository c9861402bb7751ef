import { tabStorage } from '../../lib/tab-storage';
import {
  forgetStudent,
  participantId,
  readIdentity,
  readSignedInStudent,
  saveIdentity,
} from './identity';
import { isIdentityIncomplete, readIsPretest, startPretestIfIncomplete } from './pre-post-rule';

const stored = (key: string) => window.sessionStorage.getItem(key);

describe('identity', () => {
  it('stores trimmed name and classroom under the spec keys', () => {
    saveIdentity('  Siti Aminah ', ' 8A ');
    expect(stored('name')).toBe('Siti Aminah');
    expect(stored('classroom')).toBe('8A');
    expect(readIdentity()).toEqual({ name: 'Siti Aminah', classRoom: '8A' });
  });

  it('leaves an empty or blank field missing, replacing an earlier value', () => {
    saveIdentity('Budi', '7B');
    saveIdentity('   ', '');
    expect(stored('name')).toBeNull();
    expect(stored('classroom')).toBeNull();
    expect(readIdentity()).toEqual({ name: null, classRoom: null });
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
    tabStorage.set('answersInProgress', '{"q1":2}');
    startPretestIfIncomplete();
    saveIdentity('Budi', '7B');
    expect(participantId()).not.toBe(skipped);
    expect(stored('answersInProgress')).toBeNull();
    expect(readIsPretest()).toBe('1');
  });

  it("gives another name typed over the last student's a participant id of its own", () => {
    saveIdentity('Ani', '');
    const ani = participantId();
    saveIdentity('Budi', '7B');
    expect(participantId()).not.toBe(ani);
    expect(readIdentity()).toEqual({ name: 'Budi', classRoom: '7B' });
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
    expect(readSignedInStudent()).toEqual({ name: 'Ani', classRoom: '8A' });

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

describe('blocked storage', () => {
  it('behaves as empty instead of throwing', () => {
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(() => saveIdentity('Budi', '7B')).not.toThrow();
    expect(readIdentity()).toEqual({ name: null, classRoom: null });
    expect(startPretestIfIncomplete()).toBe(true);
  });
});
