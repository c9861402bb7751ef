export type OptionValue = 1 | 2 | 3;

export interface QuizOption {
  text: string;
  value: OptionValue;
}

/** Where a question's fact is taught: a slide of a deck (index from 0), or the video. */
export type TaughtIn = { deck: 'slide-1' | 'slide-2'; index: number } | { deck: 'video-1' };

export interface QuizQuestion {
  name: string;
  topic: string;
  question: string;
  correctAnswer: OptionValue;
  options: QuizOption[];
  /** Shown in the review after the post-test: why the key is right. */
  explanation: string;
  taughtIn: TaughtIn;
  /** A phrase the slide named by `taughtIn` must contain in its text (heading, body or more). */
  keyFact: string;
}

const choices = (a: string, b: string, c: string): QuizOption[] => [
  { text: a, value: 1 },
  { text: b, value: 2 },
  { text: c, value: 3 },
];

/*
 * Every item asks for a fact or a piece of reasoning the lesson teaches; the facts and their
 * sources are listed in docs/content.md. Items follow Haladyna, Downing & Rodriguez (2002): wrong
 * options are misconceptions of 12–15-year-olds, the three options are alike in length, grammar
 * and detail, none carries an absolute word, the key is neither the option that shares most
 * words with the other two nor regularly the longest, and the key is spread over A, B and C.
 * frontend/src/content/questions-coverage.test.ts guards all of this, and that no key stands in
 * what a student reads before the pre-test.
 *
 * Changing a stem, an option, a key, a name or the order changes the answer-key version.
 * The order of the bank (question6 first) is the product's order, not a mistake.
 */
export const questions: QuizQuestion[] = [
  {
    name: 'question6',
    topic: 'Definisi kesehatan reproduksi',
    question:
      'Menurut WHO, kesehatan reproduksi adalah keadaan sehat secara fisik, mental, dan sosial dalam hal apa?',
    correctAnswer: 2,
    options: choices(
      'Kebersihan dan kesuburan organ reproduksi',
      'Sistem, fungsi, dan proses reproduksi',
      'Bentuk, ukuran, dan hormon organ reproduksi',
    ),
    explanation:
      'Kesehatan reproduksi mencakup semua hal yang berkaitan dengan sistem, fungsi, dan proses reproduksi, bukan hanya organnya yang bersih atau bebas penyakit.',
    taughtIn: { deck: 'slide-1', index: 2 },
    keyFact: 'sistem, fungsi, dan proses reproduksi',
  },
  {
    name: 'question7',
    topic: 'Usia remaja menurut WHO',
    question: 'Menurut WHO, pada rentang usia berapakah seseorang disebut remaja?',
    correctAnswer: 2,
    options: choices('10–18 tahun', '10–19 tahun', '10–24 tahun'),
    explanation:
      'WHO menyebut usia 10–19 tahun sebagai masa remaja. Angka 10–18 tahun dipakai Kementerian Kesehatan dan 10–24 tahun dipakai BKKBN, tetapi soal ini menanyakan batas menurut WHO.',
    taughtIn: { deck: 'slide-1', index: 2 },
    keyFact: 'menurut WHO, remaja adalah orang berusia 10–19 tahun',
  },
  {
    name: 'question8',
    topic: 'Perubahan organ reproduksi remaja',
    question:
      'Tanda apa yang menunjukkan bahwa organ reproduksi anak laki-laki sudah mulai berfungsi?',
    correctAnswer: 1,
    options: choices('Mimpi basah pertama', 'Suara mulai memberat', 'Jakun mulai tumbuh'),
    explanation:
      'Mimpi basah pertama menandakan organ reproduksi laki-laki mulai berfungsi, seperti menstruasi pertama pada perempuan. Suara yang memberat dan jakun juga muncul saat pubertas, tetapi bukan tanda itu.',
    taughtIn: { deck: 'slide-1', index: 2 },
    keyFact: 'mimpi basah pertama pada laki-laki',
  },
  {
    name: 'question9',
    topic: 'Olahraga untuk otot',
    question:
      'Menurut WHO, berapa hari dalam seminggu anak dan remaja sebaiknya melakukan kegiatan yang menguatkan otot dan tulang?',
    correctAnswer: 2,
    options: choices('1 hari seminggu', '3 hari seminggu', '7 hari seminggu'),
    explanation:
      'WHO menganjurkan kegiatan yang menguatkan otot dan tulang, seperti lompat tali, memanjat, atau senam lantai, sedikitnya 3 hari seminggu. Olahraga seminggu sekali saat pelajaran PJOK belum cukup.',
    taughtIn: { deck: 'slide-1', index: 1 },
    keyFact: 'sedikitnya 3 hari seminggu',
  },
  {
    name: 'question10',
    topic: 'Paru-paru untuk bernapas',
    question: 'Di bagian mana oksigen dari udara berpindah ke dalam darah?',
    correctAnswer: 3,
    options: choices('Trakea', 'Bronkus', 'Alveolus'),
    explanation:
      'Oksigen berpindah ke darah di alveolus, gelembung kecil di ujung saluran napas di dalam paru-paru. Trakea dan bronkus hanya saluran yang mengalirkan udara.',
    taughtIn: { deck: 'slide-1', index: 0 },
    keyFact: 'di alveolus, oksigen masuk ke darah',
  },
  {
    name: 'question1',
    topic: 'Arti nama Senam RAS',
    question: 'Apa arti nama RAS pada Senam RAS?',
    correctAnswer: 3,
    options: choices(
      'Peregangan otot aktif yang berirama',
      'Gerakan aerobik ringan yang berirama',
      'Rangsangan pendengaran yang berirama',
    ),
    explanation:
      'RAS singkatan dari Rhythmic Auditory Stimulation, artinya rangsangan pendengaran yang berirama: telinga mendengar ketukan yang tetap, lalu tubuh bergerak mengikutinya.',
    taughtIn: { deck: 'slide-2', index: 0 },
    keyFact: 'rangsangan pendengaran yang berirama',
  },
  {
    name: 'question2',
    topic: 'Diawali pemanasan',
    question: 'Senam RAS punya tiga tahap. Tahap apa yang dilakukan pertama, dan berapa lama?',
    correctAnswer: 1,
    options: choices(
      'Pemanasan, selama 5–10 menit',
      'Peregangan diam, selama 1–2 menit',
      'Gerakan inti pelan, selama 15 menit',
    ),
    explanation:
      'Senam RAS dimulai dengan pemanasan selama 5–10 menit, lalu gerakan inti, lalu pendinginan. Peregangan yang ditahan diam dilakukan di akhir, saat pendinginan.',
    taughtIn: { deck: 'slide-2', index: 1 },
    keyFact: 'tahap pertama adalah pemanasan, selama 5–10 menit',
  },
  {
    name: 'question3',
    topic: 'Kebiasaan hidup sehat',
    question:
      'Menurut WHO, berapa lama anak dan remaja usia 5–17 tahun sebaiknya aktif bergerak setiap hari?',
    correctAnswer: 2,
    options: choices('30 menit', '60 menit', '120 menit'),
    explanation:
      'WHO menganjurkan anak dan remaja usia 5–17 tahun aktif bergerak rata-rata 60 menit sehari. Angka 30 menit adalah ajakan GERMAS untuk masyarakat umum.',
    taughtIn: { deck: 'slide-2', index: 4 },
    keyFact: 'usia 5–17 tahun: aktif bergerak 60 menit setiap hari',
  },
  {
    name: 'question4',
    topic: 'Manfaat pemanasan',
    question: 'Apa manfaat tahap pemanasan dalam Senam RAS?',
    correctAnswer: 1,
    options: choices(
      'Denyut jantung naik perlahan dan otot siap bergerak',
      'Denyut jantung turun perlahan dan tubuh kembali tenang',
      'Lemak terbakar cepat dan berat badan ikut turun',
    ),
    explanation:
      'Saat pemanasan, denyut jantung naik perlahan dan otot serta sendi menjadi siap, sehingga risiko cedera berkurang. Denyut jantung yang turun perlahan terjadi saat pendinginan.',
    taughtIn: { deck: 'slide-2', index: 1 },
    keyFact: 'denyut jantung naik perlahan dan otot siap bergerak',
  },
  {
    name: 'question5',
    topic: 'Perawatan gigi',
    question: 'Kapan waktu yang dianjurkan untuk menyikat gigi dua kali sehari?',
    correctAnswer: 3,
    options: choices(
      'Setelah bangun tidur dan saat mandi sore',
      'Saat mandi pagi dan saat mandi sore',
      'Setelah sarapan dan sebelum tidur malam',
    ),
    explanation:
      'Sikat gigi pagi setelah sarapan dan malam sebelum tidur. Gigi yang disikat saat mandi sore masih kotor oleh makan malam, dan sisa makanan itu menempel sepanjang malam.',
    taughtIn: { deck: 'slide-1', index: 1 },
    keyFact: 'pagi setelah sarapan dan malam sebelum tidur',
  },
];
