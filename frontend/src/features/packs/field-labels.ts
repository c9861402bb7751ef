import type { ShapeError } from './instrument-check';

const LETTERS = ['A', 'B', 'C'];

const NAMES: Record<string, string> = {
  title: 'judul',
  home: 'beranda',
  subtitle: 'subjudul',
  quizDescription: 'keterangan kuis',
  poster: 'poster',
  faq: 'tanya jawab',
  topics: 'topik',
  slides: 'slide',
  heading: 'judul',
  body: 'isi',
  more: 'selengkapnya',
  drawing: 'gambar',
  file: 'berkas',
  alt: 'teks alternatif',
  questions: 'soal',
  options: 'pilihan',
  question: 'pertanyaan',
  explanation: 'pembahasan',
  keyFact: 'fakta kunci',
  taughtIn: 'diajarkan di',
  topic: 'topik',
  slide: 'slide',
  card: 'kartu',
  description: 'keterangan',
  action: 'tombol',
  icon: 'ikon',
  id: 'alamat',
  kind: 'jenis',
  video: 'video',
  youtubeId: 'ID YouTube',
  videoTitle: 'judul pemutar',
  summary: 'ringkasan',
  reviewed: 'alasan tinjauan',
  text: 'teks',
  answer: 'jawaban',
  name: 'nama',
  correctAnswer: 'kunci jawaban',
  format: 'format',
  form_b: 'form B soal',
  attitude_scale: 'skala sikap, pernyataan',
  positive: 'arah pernyataan',
};

/** `questions[3].options[1].text` → `Soal 4, pilihan B, teks`. */
export function fieldLabel(field: string): string {
  const parts: string[] = [];
  for (const match of field.matchAll(/([A-Za-z_]+)(?:\[(\d+)\])?/g)) {
    const [, key, index] = match;
    const name = NAMES[key] ?? key;
    if (index === undefined) parts.push(name);
    else if (key === 'options')
      parts.push(`${name} ${LETTERS[Number(index)] ?? Number(index) + 1}`);
    else parts.push(`${name} ${Number(index) + 1}`);
  }
  if (field === '' || parts.length === 0) return 'Paket';
  const label = parts.join(', ');
  return label.charAt(0).toUpperCase() + label.slice(1);
}

/** What is wrong, in Indonesian, from the validator's English message. */
function reasonOf(message: string): string {
  if (/too long|at most|exceed|longer than|too many|maximum/i.test(message))
    return 'terlalu panjang atau terlalu banyak';
  if (/parallel|as many questions as form A/i.test(message))
    return 'harus sejajar dengan soal form A di urutan yang sama (topik, tempat diajarkan, jumlah soal)';
  if (/unique|duplicate|twice|already|repeats/i.test(message))
    return 'tidak boleh sama dengan yang lain';
  if (/required|missing|empty/i.test(message)) return 'wajib diisi';
  if (/letters|digits|hyphen|pattern|format|must be one of|file name/i.test(message))
    return 'bentuknya tidak sesuai';
  return 'tidak sesuai aturan paket';
}

/** A shape error as the editor says it: where, and what is wrong. */
export const shapeErrorText = (error: ShapeError) =>
  `${fieldLabel(error.field)}: ${reasonOf(error.message)}.`;
