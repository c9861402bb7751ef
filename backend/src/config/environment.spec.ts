import { isOpenAccess, trustProxySetting, validateEnvironment } from './environment.js';

describe('validateEnvironment', () => {
  it('applies the defaults: port 3000 and the embedded database', () => {
    const environment = validateEnvironment({});
    expect(environment.PORT).toBe(3000);
    expect(environment.DATABASE_URL).toBeUndefined();
    expect(environment.DATABASE_PATH).toBe('data/piba.sqlite');
  });

  it('treats an empty variable as unset', () => {
    expect(validateEnvironment({ PORT: '', DATABASE_URL: '' })).toMatchObject({ PORT: 3000 });
  });

  it('reads a MySQL URL and a port', () => {
    const environment = validateEnvironment({
      PORT: '8080',
      DATABASE_URL: 'mysql://piba:secret@db:3306/piba',
    });
    expect(environment).toMatchObject({
      PORT: 8080,
      DATABASE_URL: 'mysql://piba:secret@db:3306/piba',
    });
  });

  it('names every bad variable in one readable message', () => {
    const validate = () =>
      validateEnvironment({ PORT: 'eighty', DATABASE_URL: 'postgres://x/y', NODE_ENV: 'prod' });
    expect(validate).toThrow(/^Invalid environment configuration:/);
    expect(validate).toThrow(/- PORT must be a whole number between 1 and 65535$/m);
    expect(validate).toThrow(
      /- DATABASE_URL must look like mysql:\/\/user:password@host:3306\/database$/m,
    );
    expect(validate).toThrow(/- NODE_ENV must be one of /);
  });

  it('never repeats a value, which may hold a password or a key', () => {
    const secrets = {
      DATABASE_URL: 'mysql:/piba:Rahasia-Sekali-99@db/piba',
      TEACHER_ACCESS_KEY: 'rahasia-guru-2026',
    };
    const message = (() => {
      try {
        validateEnvironment(secrets);
      } catch (error) {
        return String(error);
      }
    })();
    expect(message).toMatch(/DATABASE_URL must look like/);
    expect(message).not.toMatch(/Rahasia-Sekali-99|rahasia-guru/);
  });

  it('keeps deleted results 30 days and real names 24 months unless told otherwise', () => {
    expect(validateEnvironment({})).toMatchObject({ TRASH_DAYS: 30, RETENTION_MONTHS: 24 });
    expect(validateEnvironment({ TRASH_DAYS: '7', RETENTION_MONTHS: '12' })).toMatchObject({
      TRASH_DAYS: 7,
      RETENTION_MONTHS: 12,
    });
    const validate = () => validateEnvironment({ TRASH_DAYS: '0', RETENTION_MONTHS: 'two years' });
    expect(validate).toThrow(/- TRASH_DAYS must be a whole number of days between 1 and 365$/m);
    expect(validate).toThrow(
      /- RETENTION_MONTHS must be a whole number of months between 1 and 120$/m,
    );
  });

  it('takes an .mp4 or .webm file as the local video, and nothing else', () => {
    expect(validateEnvironment({ VIDEO_FILE: '/srv/video/paru-paru.MP4' })).toMatchObject({
      VIDEO_FILE: '/srv/video/paru-paru.MP4',
    });
    expect(() => validateEnvironment({ VIDEO_FILE: '/srv/video/paru-paru.avi' })).toThrow(
      /- VIDEO_FILE must be the path of an .mp4 or .webm file$/m,
    );
  });
});

describe('the admin key', () => {
  const STRONG_KEY = '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b';

  it('is required in production, with how to make one', () => {
    expect(() => validateEnvironment({ NODE_ENV: 'production' })).toThrow(
      /- TEACHER_ACCESS_KEY must be set when NODE_ENV=production: make one with `openssl rand -hex 24`/,
    );
  });

  it('may be left out in production only by asking for an open demo', () => {
    const environment = validateEnvironment({ NODE_ENV: 'production', PIBA_OPEN_ACCESS: 'true' });
    expect(isOpenAccess(environment)).toBe(true);
  });

  it('may be left out in development, which is then open', () => {
    expect(isOpenAccess(validateEnvironment({}))).toBe(true);
  });

  it.each([
    ['a short one', 'rahasia-guru-8A', /at least 24 characters/],
    ['one character repeated', 'a'.repeat(30), /too easy to guess/],
    ['a word and digits repeated', 'password1234password1234', /too easy to guess/],
  ])('is refused when weak, in every mode: %s', (_label, key, reason) => {
    for (const NODE_ENV of ['production', 'development']) {
      expect(() => validateEnvironment({ NODE_ENV, TEACHER_ACCESS_KEY: key })).toThrow(reason);
    }
  });

  it('closes the server when strong, and cannot be combined with an open demo', () => {
    const environment = validateEnvironment({
      NODE_ENV: 'production',
      TEACHER_ACCESS_KEY: STRONG_KEY,
    });
    expect(isOpenAccess(environment)).toBe(false);
    expect(() =>
      validateEnvironment({ TEACHER_ACCESS_KEY: STRONG_KEY, PIBA_OPEN_ACCESS: 'true' }),
    ).toThrow(/set only one/);
  });
});

describe('trustProxySetting', () => {
  it('reads unset, empty (as compose passes an unset variable) and false as no proxy', () => {
    expect(trustProxySetting(undefined)).toBe(false);
    expect(trustProxySetting('')).toBe(false);
    expect(trustProxySetting('false')).toBe(false);
  });

  it('passes hop counts as numbers and addresses as they are', () => {
    expect(trustProxySetting('true')).toBe(true);
    expect(trustProxySetting('1')).toBe(1);
    expect(trustProxySetting('loopback, 10.0.0.0/8')).toBe('loopback, 10.0.0.0/8');
  });
});
