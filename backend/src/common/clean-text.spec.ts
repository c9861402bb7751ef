import { cleanText } from './clean-text.js';

describe('cleanText', () => {
  it('writes a name in one Unicode form (NFC), whichever way it was typed', () => {
    expect(cleanText('Jose\u0301')).toBe('Jos\u00e9');
  });

  it('removes control characters and direction overrides, then trims', () => {
    expect(cleanText(' Ani\u0000\u0007\u001f ')).toBe('Ani');
    expect(cleanText('Ani\tRahma\r\nPutri')).toBe('Ani Rahma Putri');
    expect(cleanText('Budi\u202etxt.exe')).toBe('Buditxt.exe');
    expect(cleanText('\u2066Citra\u2069 \u202a8A\u202c')).toBe('Citra 8A');
  });

  it('gives null for nothing left, and leaves what is not text to the validator', () => {
    expect(cleanText(' \u202e\t ')).toBeNull();
    expect(cleanText(42)).toBe(42);
    expect(cleanText(null)).toBeNull();
  });
});
