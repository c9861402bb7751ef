import { pairedCsv, pairedCsvName } from './paired-csv';
import { pairedStudent as pair } from './testing/analytics-fixtures';

const lines = (csv: string) => csv.slice(1).split('\r\n').slice(1, -1);

describe('pairedCsv', () => {
  it('starts with a byte order mark and the Indonesian header, lines ending in CRLF', () => {
    const csv = pairedCsv([pair({})]);
    expect(csv.startsWith('\uFEFFNama,Kelas,Pretest (%),Posttest (%),Gain c,Kategori\r\n')).toBe(
      true,
    );
    expect(lines(csv)).toEqual(['Ani,8A,40,70,0.5,sedang']);
    expect(csv.endsWith('\r\n')).toBe(true);
  });

  it('quotes commas, quotes and line breaks as RFC 4180 says, keeping letters beyond ASCII', () => {
    const csv = pairedCsv([
      pair({ name: 'Ayu "Putri", Ñoño', class_room: '8 A' }),
      pair({ name: 'Baris\nbaru' }),
    ]);
    expect(lines(csv.replace('Baris\nbaru', 'Baris<LF>baru'))).toEqual([
      '"Ayu ""Putri"", Ñoño",8 A,40,70,0.5,sedang',
      '"Baris<LF>baru",8A,40,70,0.5,sedang',
    ]);
  });

  it('defuses names a spreadsheet would run as a formula, but not negative gains', () => {
    const csv = pairedCsv([
      pair({ name: '=1+1', class_room: '+8A' }),
      pair({ name: '-Budi', class_room: '@kelas' }),
      pair({ name: 'Citra', pre: 80, post: 60, change: -0.25, band: 'low' }),
    ]);
    expect(lines(csv)).toEqual([
      "'=1+1,'+8A,40,70,0.5,sedang",
      "'-Budi,'@kelas,40,70,0.5,sedang",
      'Citra,8A,80,60,-0.25,rendah',
    ]);
  });

  it('leaves unknown names, classes and gains empty', () => {
    const csv = pairedCsv([
      pair({ name: null, class_room: null, pre: 100, post: 100, change: null, band: null }),
    ]);
    expect(lines(csv)).toEqual([',,100,100,,']);
  });
});

describe('pairedCsv without names', () => {
  it('writes each participant code in place of the name, and no name anywhere', () => {
    const csv = pairedCsv(
      [
        pair({}),
        pair({ name: 'Budi Santoso', participant_code: 'M9N4RTVW', class_room: '8B' }),
        pair({ name: 'Peserta Z2X3C4V5', participant_code: 'Z2X3C4V5' }),
      ],
      { pseudonymous: true },
    );
    expect(
      csv.startsWith('\uFEFFKode peserta,Kelas,Pretest (%),Posttest (%),Gain c,Kategori\r\n'),
    ).toBe(true);
    expect(lines(csv)).toEqual([
      'K7P3QXBD,8A,40,70,0.5,sedang',
      'M9N4RTVW,8B,40,70,0.5,sedang',
      'Z2X3C4V5,8A,40,70,0.5,sedang',
    ]);
    expect(csv).not.toMatch(/Ani|Budi|Santoso|Peserta|Nama/);
  });

  it('leaves the code empty when the server has none, rather than falling back on the name', () => {
    const csv = pairedCsv([pair({ name: 'Ani', participant_code: null })], { pseudonymous: true });
    expect(lines(csv)).toEqual([',8A,40,70,0.5,sedang']);
    expect(csv).not.toContain('Ani');
  });
});

describe('pairedCsvName', () => {
  it('dates the file in WIB and names the class', () => {
    // 18:00 UTC on the 20th is already the 21st in Jakarta.
    const evening = new Date('2026-11-20T18:00:00Z');
    expect(pairedCsvName('8A', evening)).toBe('analisis-piba-8A-2026-11-21.csv');
    expect(pairedCsvName('', evening)).toBe('analisis-piba-semua-kelas-2026-11-21.csv');
    expect(pairedCsvName('8 A/IPA', evening)).toBe('analisis-piba-8-A-IPA-2026-11-21.csv');
  });

  it('says "pseudonim" in the name of the file without names', () => {
    const evening = new Date('2026-11-20T18:00:00Z');
    expect(pairedCsvName('8A', evening, { pseudonymous: true })).toBe(
      'analisis-piba-pseudonim-8A-2026-11-21.csv',
    );
  });
});
