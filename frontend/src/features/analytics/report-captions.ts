import { createContext, useContext } from 'react';

/**
 * Every table and figure of the analysis, numbered in the order the page (and the printed
 * report) shows them: "Tabel 3. …", "Gambar 2. …". A part the selection does not show (no test
 * ran, one class chosen, no programme view) takes no number, so the numbers run without a gap.
 */
export const REPORT_PARTS = [
  'figure:pairs',
  'table:descriptives',
  'table:normality',
  'table:test',
  'table:nGain',
  'table:knowledge',
  'table:programme',
  'figure:forest',
  'table:participants',
  'table:classes',
  'figure:questions',
  'table:questions',
  'table:reliability',
  'table:itemValidity',
  'figure:options',
  'table:options',
  'table:attitude',
  'table:attitudeItems',
  'table:forms',
  'table:formItems',
  'table:delayed',
  'table:delayedPairs',
  'table:comparison',
  'table:paired',
  'table:missing',
] as const;

export type ReportPart = (typeof REPORT_PARTS)[number];

/** Each part's title, after its number. */
export const PART_TITLES: Record<ReportPart, string> = {
  'figure:pairs': 'Nilai tiap siswa dari pretest ke posttest',
  'table:descriptives': 'Statistik deskriptif',
  'table:normality': 'Uji normalitas Shapiro–Wilk',
  'table:test': 'Uji perbedaan pretest–posttest dan besar efek',
  'table:nGain': 'N-gain',
  'table:knowledge': 'Tingkat pengetahuan sebelum dan sesudah pembelajaran',
  'table:programme': 'Perbandingan hasil antarsesi',
  'figure:forest': 'Selisih rata-rata tiap sesi dan gabungannya (meta-analisis efek acak)',
  'table:participants': 'Peserta per kelas',
  'table:classes': 'Ringkasan per kelas',
  'figure:questions': 'Persentase siswa yang menjawab benar tiap soal',
  'table:questions': 'Gain per topik; indeks kesukaran dan daya pembeda per soal',
  'table:reliability': 'Reliabilitas tes (KR-20)',
  'table:itemValidity': 'Validitas butir soal (korelasi butir–total terkoreksi)',
  'figure:options': 'Persentase pilihan jawaban tiap soal',
  'table:options': 'Persentase pilihan jawaban per soal',
  'table:attitude': 'Skala sikap: skor total dan reliabilitas (Cronbach α)',
  'table:attitudeItems': 'Skala sikap: pernyataan pada posttest',
  'table:forms': 'Bentuk soal A dan B: pretest dan gain tiap urutan bentuk',
  'table:formItems': 'Bentuk soal B: indeks kesukaran dan daya pembeda per soal',
  'table:delayed': 'Pretest, posttest dan tes tunda',
  'table:delayedPairs': 'Uji Wilcoxon berpasangan dengan penyesuaian Holm',
  'table:comparison': 'Kelas yang diajar dan kelompok pembanding',
  'table:paired': 'Siswa berpasangan',
  'table:missing': 'Belum mengerjakan posttest',
};

export type Captions = (part: ReportPart) => string;

/** "Tabel 3. Uji …" for each part shown, numbered over `shown` in the report's order. */
export function captionsOf(shown: ReadonlySet<ReportPart> | null = null): Captions {
  const numbers = new Map<ReportPart, number>();
  const counts = { table: 0, figure: 0 };
  for (const part of REPORT_PARTS) {
    if (shown && !shown.has(part)) continue;
    const kind = part.startsWith('table:') ? 'table' : 'figure';
    counts[kind] += 1;
    numbers.set(part, counts[kind]);
  }
  return (part) => {
    const word = part.startsWith('table:') ? 'Tabel' : 'Gambar';
    const number = numbers.get(part);
    const title = PART_TITLES[part];
    return number === undefined ? title : `${word} ${number}. ${title}`;
  };
}

/** Without a report around it (a section shown alone), every part is counted. */
export const ReportCaptions = createContext<Captions>(captionsOf());

/** "Tabel 3. Uji perbedaan …": the numbered title of `part` in the report on screen. */
export const useCaption = (part: ReportPart) => useContext(ReportCaptions)(part);

/** "Tabel 3": how a text refers to `part`. */
export const useCaptionLabel = (part: ReportPart) => useCaption(part).split('. ')[0];
