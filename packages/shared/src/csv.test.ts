import { csvField, csvLine } from './csv.js';

describe('csvField', () => {
  it('quotes a field holding a comma, a semicolon, a quote or a line break', () => {
    expect(csvField('Siti, Ani')).toBe('"Siti, Ani"');
    expect(csvField('Ani;=1+1')).toBe('"Ani;=1+1"');
    expect(csvField('Budi "Bud"')).toBe('"Budi ""Bud"""');
    expect(csvField('baris\r\nbaru')).toBe('"baris\r\nbaru"');
  });

  it('keeps a field that starts like a formula from running as one', () => {
    for (const text of ['=HYPERLINK("x")', '+1', '-1', '@SUM(A1)']) {
      expect(csvField(text).replace(/^"/, '').startsWith("'")).toBe(true);
    }
    expect(csvField('=1;2')).toBe(`"'=1;2"`);
  });

  it('writes numbers and empty values as they are', () => {
    expect(csvLine(['Ani', -0.5, null, 70])).toBe('Ani,-0.5,,70\r\n');
  });
});
