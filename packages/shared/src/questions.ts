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
  /** A phrase the slide named by `taughtIn` must contain, in its drawing or its alt text. */
  keyFact: string;
}

const choices = (a: string, b: string, c: string): QuizOption[] => [
  { text: a, value: 1 },
  { text: b, value: 2 },
  { text: c, value: 3 },
];

/*
 * Facts and sources:
 * - Reproductive health: WHO's definition (ICPD 1994), in Indonesian law as PP No. 61 Tahun 2014
 *   tentang Kesehatan Reproduksi, Pasal 1.
 * - Adolescence is 10–19 years: WHO, "Adolescent health". BKKBN's programme for adolescents uses
 *   10–24 years and unmarried, a real source of confusion and so a fair distractor.
 * - Signs of puberty (menstruasi pertama, mimpi basah): Kemenkes RI, "Rapor Kesehatanku" for
 *   SMP/MTs, and BKKBN's school material on reproductive health.
 * - 60 minutes of activity a day for ages 5–17: WHO Guidelines on physical activity (2020).
 *   GERMAS (Inpres No. 1 Tahun 2017) and Pedoman Gizi Seimbang (Permenkes No. 41 Tahun 2014).
 * - Tooth brushing twice a day, after breakfast and before sleep: Kemenkes RI, oral health
 *   campaign for schools (UKGS).
 * - RAS = Rhythmic Auditory Stimulation: Thaut et al., movement timed to an external beat.
 * Item writing follows Haladyna, Downing & Rodriguez (2002): distractors are misconceptions of
 * 12–15-year-olds, options are alike in length and grammar, numbers are in order, and the key
 * is spread over A, B and C. The app's content test (frontend/src/content/questions-coverage.test.ts)
 * guards all of this.
 *
 * The order of the bank (question6 first) is the product's order, not a mistake.
 */
export const questions: QuizQuestion[] = [
  {
    name: 'question6',
    topic: 'Definisi kesehatan reproduksi',
    question: 'Menurut WHO, apa yang dimaksud dengan kesehatan reproduksi?',
    correctAnswer: 2,
    options: choices(
      'Keadaan organ reproduksi yang bebas dari penyakit menular dan dapat berfungsi dengan baik',
      'Keadaan sehat fisik, mental, dan sosial, bukan hanya bebas dari penyakit atau kecacatan',
      'Kemampuan tubuh untuk memiliki keturunan yang sehat setelah dewasa dan menikah',
    ),
    explanation:
      'Menurut WHO, kesehatan reproduksi adalah keadaan sehat secara fisik, mental, dan sosial secara utuh, bukan hanya bebas dari penyakit atau kecacatan. Jadi, perasaan dan hubungan dengan orang lain juga termasuk di dalamnya.',
    taughtIn: { deck: 'slide-1', index: 2 },
    keyFact: 'bukan hanya bebas dari penyakit atau kecacatan',
  },
  {
    name: 'question7',
    topic: 'Usia remaja menurut WHO',
    question: 'Menurut WHO, pada rentang usia berapakah seseorang disebut remaja?',
    correctAnswer: 1,
    options: choices('10–19 tahun', '10–24 tahun', '13–18 tahun'),
    explanation:
      'WHO menyebut usia 10–19 tahun sebagai masa remaja. BKKBN memakai batas 10–24 tahun dan belum menikah, tetapi pertanyaan ini menanyakan batas menurut WHO.',
    taughtIn: { deck: 'slide-1', index: 2 },
    keyFact: '10–19 tahun',
  },
  {
    name: 'question8',
    topic: 'Perubahan organ reproduksi remaja',
    question: 'Tanda apa yang menunjukkan bahwa organ reproduksi remaja sudah mulai berfungsi?',
    correctAnswer: 3,
    options: choices(
      'Tinggi badan bertambah cepat dan nafsu makan menjadi lebih besar',
      'Jerawat mulai muncul dan kulit wajah menjadi lebih berminyak',
      'Menstruasi pertama pada perempuan dan mimpi basah pada laki-laki',
    ),
    explanation:
      'Menstruasi pertama pada perempuan dan mimpi basah pada laki-laki menandakan organ reproduksi mulai berfungsi. Tubuh yang cepat tinggi dan jerawat juga muncul saat pubertas, tetapi bukan tanda itu.',
    taughtIn: { deck: 'slide-1', index: 2 },
    keyFact: 'mimpi basah',
  },
  {
    name: 'question9',
    topic: 'Olahraga untuk otot',
    question: 'Apa yang terjadi pada otot jika kita berolahraga secara teratur?',
    correctAnswer: 2,
    options: choices(
      'Lemak di dalam tubuh berubah menjadi otot yang lebih besar',
      'Otot menjadi lebih kuat dan lentur serta tidak mudah lelah',
      'Otot menjadi keras dan kaku sehingga tubuh lebih kokoh',
    ),
    explanation:
      'Olahraga teratur melatih otot sehingga menjadi lebih kuat dan lentur. Lemak tidak dapat berubah menjadi otot, dan otot yang terlatih tidak menjadi kaku.',
    taughtIn: { deck: 'slide-1', index: 1 },
    keyFact: 'kuat dan lentur',
  },
  {
    name: 'question10',
    topic: 'Paru-paru untuk bernapas',
    question: 'Di organ manakah oksigen masuk ke darah dan karbon dioksida dikeluarkan?',
    correctAnswer: 3,
    options: choices('Hidung', 'Jantung', 'Paru-paru'),
    explanation:
      'Di paru-paru, oksigen dari udara masuk ke darah dan karbon dioksida dikeluarkan. Hidung adalah jalan masuk udara, sedangkan jantung memompa darah ke seluruh tubuh.',
    taughtIn: { deck: 'slide-1', index: 0 },
    keyFact: 'oksigen masuk ke darah',
  },
  {
    name: 'question1',
    topic: 'Arti nama Senam RAS',
    question: 'Apa kepanjangan dan arti RAS pada Senam RAS?',
    correctAnswer: 1,
    options: choices(
      'Rhythmic Auditory Stimulation: stimulasi pendengaran berirama',
      'Rhythmic Aerobic Sport: olahraga aerobik yang berirama',
      'Rhythmic Active Stretching: peregangan aktif berirama',
    ),
    explanation:
      'RAS adalah singkatan dari Rhythmic Auditory Stimulation, artinya stimulasi pendengaran berirama: telinga mendengar ketukan yang tetap, lalu tubuh bergerak seirama.',
    taughtIn: { deck: 'slide-2', index: 0 },
    keyFact: 'stimulasi pendengaran berirama',
  },
  {
    name: 'question2',
    topic: 'Diawali pemanasan',
    question: 'Senam RAS punya tiga tahap. Tahap apa yang dilakukan pertama, dan berapa lama?',
    correctAnswer: 2,
    options: choices(
      'Pemanasan, selama 1–2 menit',
      'Pemanasan, selama 5–10 menit',
      'Gerakan inti pelan, selama 5–10 menit',
    ),
    explanation:
      'Senam RAS selalu dimulai dengan pemanasan selama 5–10 menit, lalu gerakan inti, lalu pendinginan. Gerakan inti dengan tempo pelan dilakukan setelah pemanasan, bukan sebagai penggantinya.',
    taughtIn: { deck: 'slide-2', index: 1 },
    keyFact: 'pemanasan 5–10 menit',
  },
  {
    name: 'question3',
    topic: 'Kebiasaan hidup sehat',
    question: 'Manakah kebiasaan hidup sehat yang dianjurkan GERMAS untuk remaja?',
    correctAnswer: 3,
    options: choices(
      'Tidur 5 jam saja agar waktu belajar menjadi lebih panjang',
      'Melewatkan sarapan agar berat badan tetap ideal dan ringan',
      'Makan sayur dan buah, serta aktif bergerak 60 menit sehari',
    ),
    explanation:
      'GERMAS (Gerakan Masyarakat Hidup Sehat) menganjurkan makan sayur dan buah setiap hari serta aktif bergerak; remaja dianjurkan aktif 60 menit sehari. Tidur cukup dan sarapan juga penting, jadi keduanya jangan dikurangi.',
    taughtIn: { deck: 'slide-2', index: 4 },
    keyFact: 'aktif bergerak 60 menit sehari',
  },
  {
    name: 'question4',
    topic: 'Manfaat pemanasan',
    question: 'Apa manfaat utama pemanasan sebelum gerakan inti?',
    correctAnswer: 1,
    options: choices(
      'Menyiapkan otot dan sendi sehingga risiko cedera berkurang',
      'Membakar lemak sebanyak-banyaknya agar badan cepat menjadi kurus',
      'Membuat tubuh berkeringat agar racun tubuh keluar lewat kulit',
    ),
    explanation:
      'Pemanasan menyiapkan otot dan sendi sehingga risiko cedera berkurang. Tujuannya bukan membakar lemak, dan keringat tidak mengeluarkan racun dari tubuh.',
    taughtIn: { deck: 'slide-2', index: 1 },
    keyFact: 'risiko cedera berkurang',
  },
  {
    name: 'question5',
    topic: 'Perawatan gigi',
    question: 'Kapan waktu yang paling tepat untuk menyikat gigi setiap hari?',
    correctAnswer: 2,
    options: choices(
      'Saat mandi pagi dan saat mandi sore setiap hari',
      'Pagi setelah sarapan dan malam sebelum tidur',
      'Setiap kali selesai makan makanan yang manis',
    ),
    explanation:
      'Sikat gigi minimal dua kali sehari: pagi setelah sarapan dan malam sebelum tidur. Sikat gigi saat mandi sore tidak melindungi gigi sepanjang malam, saat sisa makanan paling lama menempel.',
    taughtIn: { deck: 'slide-1', index: 1 },
    keyFact: 'pagi setelah sarapan dan malam sebelum tidur',
  },
];
