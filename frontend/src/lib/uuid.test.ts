import { newUuid } from './uuid';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('newUuid', () => {
  it('uses crypto.randomUUID where the browser has it', () => {
    const randomUUID = jest
      .spyOn(globalThis.crypto, 'randomUUID')
      .mockReturnValue('7f0c7a52-3c1e-4f5e-9b1a-2d4c6e8f0a1b');
    expect(newUuid()).toBe('7f0c7a52-3c1e-4f5e-9b1a-2d4c6e8f0a1b');
    expect(randomUUID).toHaveBeenCalled();
  });

  it('makes a version 4 UUID from getRandomValues on plain http, where randomUUID is missing', () => {
    // eslint-disable-next-line @typescript-eslint/unbound-method -- kept only to be put back on crypto
    const { randomUUID } = globalThis.crypto;
    Object.defineProperty(globalThis.crypto, 'randomUUID', {
      value: undefined,
      configurable: true,
    });
    try {
      const ids = Array.from({ length: 50 }, newUuid);
      ids.forEach((id) => expect(id).toMatch(UUID_V4));
      expect(new Set(ids).size).toBe(50);
    } finally {
      Object.defineProperty(globalThis.crypto, 'randomUUID', {
        value: randomUUID,
        configurable: true,
      });
    }
  });
});
