import { trustProxySetting, validateEnvironment } from './environment.js';

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
    const attempt = () =>
      validateEnvironment({ PORT: 'eighty', DATABASE_URL: 'postgres://x/y', NODE_ENV: 'prod' });
    expect(attempt).toThrow(/^Invalid environment configuration:/);
    expect(attempt).toThrow(/- PORT must be a whole number between 1 and 65535 \(got "eighty"\)/);
    expect(attempt).toThrow(
      /- DATABASE_URL must look like mysql:\/\/.* \(got "postgres:\/\/x\/y"\)/,
    );
    expect(attempt).toThrow(/- NODE_ENV must be one of .* \(got "prod"\)/);
  });

  it('takes an .mp4 or .webm file as the local video, and nothing else', () => {
    expect(validateEnvironment({ VIDEO_FILE: '/srv/video/paru-paru.MP4' })).toMatchObject({
      VIDEO_FILE: '/srv/video/paru-paru.MP4',
    });
    expect(() => validateEnvironment({ VIDEO_FILE: '/srv/video/paru-paru.avi' })).toThrow(
      /- VIDEO_FILE must be the path of an .mp4 or .webm file \(got "\/srv\/video\/paru-paru.avi"\)/,
    );
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
