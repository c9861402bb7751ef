// The privacy notice students read: a short version in the name-and-class form, and the full one
// on /privasi. Written for a 12-year-old who reads slowly: short sentences, "kamu", no legal
// words without a plain explanation. The university's name and e-mail come from footer.ts.
import { footerContent } from './footer';
import { privacyNotice } from './privacy-notice';

/**
 * How long the server keeps results. The server sets them (TRASH_DAYS, RETENTION_MONTHS), and the
 * page fills in the numbers it answers with.
 */
export interface PrivacyDurations {
  /** Days a result deleted by a teacher stays in the trash before it is gone for good. */
  trashDays: number;
  /** Months after which a student's name is replaced by a pseudonym. */
  retentionMonths: number;
}

export interface PrivacySection {
  heading: string;
  /** Paragraphs, in order. */
  paragraphs: string[];
  /** A bulleted list after the paragraphs. */
  list?: string[];
  /** Written after the list, as its own paragraph. */
  closing?: string;
  /** An e-mail address shown as a link at the end of the section. */
  email?: string;
}

const { institution, email } = footerContent;

export const privacyContent = {
  title: 'Kebijakan Privasi',
  ...privacyNotice,
  intro:
    'Nama dan nilaimu adalah data pribadimu. Data pribadi dilindungi oleh undang-undang (UU No. 27 Tahun 2022). Di halaman ini kamu bisa membaca data apa yang disimpan PIBA, siapa yang bisa melihatnya, dan berapa lama data itu disimpan.',
  sections: ({ trashDays, retentionMonths }: PrivacyDurations): PrivacySection[] => [
    {
      heading: 'Apa yang disimpan',
      paragraphs: ['Saat kamu memakai PIBA, yang disimpan hanya ini:'],
      list: [
        'Nama dan kelas yang kamu ketik.',
        'Jawaban dan nilaimu di pretest dan posttest.',
        'Waktu kamu mengerjakan kuis.',
        'Kode sesi sekolahmu.',
        'Kode acak dari browsermu. Kode ini dipakai untuk mencocokkan pretest dan posttest-mu.',
      ],
      closing: 'PIBA tidak menyimpan foto, alamat, nomor HP, atau lokasimu.',
    },
    {
      heading: 'Siapa yang bisa melihat',
      paragraphs: ['Hanya dua pihak yang bisa melihat nama dan nilaimu:'],
      list: [
        'Gurumu di sesi sekolahmu. Guru membukanya dengan kunci guru.',
        `Admin dari ${institution}, universitas penyelenggara PIBA.`,
      ],
      closing: 'Siswa lain tidak bisa melihat nama dan nilaimu.',
    },
    {
      heading: 'Berapa lama disimpan',
      paragraphs: [
        `Jika gurumu menghapus hasilmu, hasil itu masuk ke "Sampah" dulu. Setelah ${trashDays} hari, hasil itu terhapus untuk selamanya.`,
        `Setelah hasilmu disimpan ${retentionMonths} bulan, namamu diganti dengan kode samaran. Kode samaran disebut juga pseudonim. Nilaimu tetap bisa dipakai untuk penelitian, tetapi tanpa namamu.`,
      ],
    },
    {
      heading: 'Di perangkat ini',
      paragraphs: [
        'Nama dan kelasmu disimpan di tab browser ini saja. Saat tab ditutup, nama dan kelasmu hilang dari perangkat ini.',
        'Hasil kuis yang belum terkirim disimpan di browser ini. Hasil itu tetap di sana sampai server menerimanya.',
      ],
    },
    {
      heading: 'Meminta melihat atau menghapus datamu',
      paragraphs: [
        'Kamu atau orang tua/walimu boleh meminta untuk melihat datamu. Kalian juga boleh meminta agar datamu dihapus.',
        `Sampaikan permintaan itu kepada gurumu atau sekolahmu. Sekolah akan meneruskannya ke ${institution}.`,
        `Orang tua/walimu juga bisa menulis email ke ${institution}:`,
      ],
      email,
    },
    {
      heading: 'Persetujuan orang tua/wali',
      paragraphs: [
        'Sebelum kegiatan PIBA dimulai, sekolahmu meminta persetujuan dari orang tua atau walimu.',
      ],
    },
  ],
};
