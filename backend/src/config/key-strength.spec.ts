import { keyWeakness } from './key-strength.js';

describe('keyWeakness', () => {
  it.each([
    'aaaaaaaaaaaaaaaaaaaaaaaaaaaa',
    'password1234password1234',
    'abcabcabcabcabcabcabcabc',
    'sekolahku2026sekolahku2026',
    '123456789012345678901234',
  ])('refuses %s as too easy to guess', (key) => {
    expect(keyWeakness(key)).toMatch(/too easy to guess/);
  });

  it('refuses a key shorter than 24 characters, however random', () => {
    expect(keyWeakness('Xk3v9PqZ7m2LwT8rN4bY6hJ')).toBe('must be at least 24 characters');
  });

  it.each(['9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822c', 'Xk3v9PqZ7m2LwT8rN4bY6hJd'])(
    'accepts a random key such as openssl rand makes: %s',
    (key) => {
      expect(keyWeakness(key)).toBeNull();
    },
  );
});
