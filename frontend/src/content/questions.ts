export type OptionValue = 1 | 2 | 3;

export interface QuizOption {
  text: string;
  value: OptionValue;
}

export interface QuizQuestion {
  name: string;
  topic: string;
  question: string;
  correctAnswer: OptionValue;
  options: QuizOption[];
}

const choices = (a: string, b: string, c: string): QuizOption[] => [
  { text: a, value: 1 },
  { text: b, value: 2 },
  { text: c, value: 3 },
];

// The order of the bank (question6 first) is the product's order, not a mistake.
export const questions: QuizQuestion[] = [
  {
    name: 'question6',
    topic: 'Definisi kesehatan reproduksi',
    question:
      'Menurut WHO (Organisasi Kesehatan Dunia), yang dimaksud dengan kesehatan reproduksi adalah …',
    correctAnswer: 2,
    options: choices(
      'Keadaan organ reproduksi yang tidak sedang sakit, tanpa memperhatikan kesehatan mental dan kehidupan sosial',
      'Keadaan sejahtera fisik, mental, dan sosial secara utuh dalam semua hal yang berkaitan dengan sistem reproduksi, bukan hanya bebas dari penyakit',
      'Kemampuan seseorang untuk memiliki keturunan, tanpa memperhatikan kesehatan tubuh maupun pikirannya',
    ),
  },
  {
    name: 'question7',
    topic: 'Usia remaja menurut WHO',
    question: 'Menurut WHO, seseorang termasuk remaja jika berusia …',
    correctAnswer: 3,
    options: choices('5–9 tahun', '20–30 tahun', '10–19 tahun'),
  },
  {
    name: 'question8',
    topic: 'Perubahan organ reproduksi remaja',
    question:
      'Pada masa pubertas, organ reproduksi remaja mulai matang. Tanda yang menunjukkan hal ini adalah …',
    correctAnswer: 1,
    options: choices(
      'Remaja perempuan mulai mengalami menstruasi dan remaja laki-laki mulai mengalami mimpi basah',
      'Organ reproduksi berhenti tumbuh dan tidak mengalami perubahan apa pun sampai dewasa',
      'Perubahan hanya terjadi pada tinggi dan berat badan, sedangkan organ reproduksi tetap seperti masa kanak-kanak',
    ),
  },
  {
    name: 'question9',
    topic: 'Olahraga untuk otot',
    question: 'Apa manfaat olahraga yang dilakukan secara teratur bagi otot?',
    correctAnswer: 2,
    options: choices(
      'Otot menjadi lemah dan mudah kram',
      'Otot menjadi lebih kuat dan lentur',
      'Otot sama sekali tidak terpengaruh',
    ),
  },
  {
    name: 'question10',
    topic: 'Paru-paru untuk bernapas',
    question:
      'Organ utama tempat oksigen masuk ke darah dan karbon dioksida dikeluarkan saat kita bernapas adalah …',
    correctAnswer: 1,
    options: choices('Paru-paru', 'Lambung', 'Ginjal'),
  },
  {
    name: 'question1',
    topic: 'Arti nama Senam RAS',
    question: 'Apa kepanjangan dan arti RAS dalam Senam RAS?',
    correctAnswer: 3,
    options: choices(
      'Rangkaian Aktivitas Sehat, yaitu gerakan bebas tanpa musik',
      'Rhythmic Aerobic Sport, yaitu olahraga lari secepat mungkin',
      'Rhythmic Auditory Stimulation, yaitu stimulasi pendengaran berirama',
    ),
  },
  {
    name: 'question2',
    topic: 'Diawali pemanasan',
    question: 'Gerakan apa yang dilakukan pertama kali saat memulai Senam RAS?',
    correctAnswer: 1,
    options: choices('Pemanasan', 'Pendinginan', 'Gerakan inti'),
  },
  {
    name: 'question3',
    topic: 'Kebiasaan hidup sehat',
    question: 'Manakah yang termasuk kebiasaan hidup sehat?',
    correctAnswer: 2,
    options: choices(
      'Begadang setiap malam sambil bermain gawai',
      'Tidur cukup, makan makanan bergizi seimbang, dan rutin berolahraga',
      'Sering melewatkan sarapan dan jarang minum air putih',
    ),
  },
  {
    name: 'question4',
    topic: 'Manfaat pemanasan',
    question: 'Apa manfaat melakukan pemanasan sebelum berolahraga?',
    correctAnswer: 3,
    options: choices(
      'Membuat tubuh cepat lelah',
      'Menggantikan gerakan inti agar olahraga lebih singkat',
      'Menyiapkan otot dan sendi sehingga risiko cedera berkurang',
    ),
  },
  {
    name: 'question5',
    topic: 'Perawatan gigi',
    question: 'Cara merawat gigi yang benar adalah …',
    correctAnswer: 1,
    options: choices(
      'Menyikat gigi minimal dua kali sehari, pagi setelah sarapan dan malam sebelum tidur',
      'Menyikat gigi hanya ketika gigi terasa sakit',
      'Makan permen sebelum tidur tanpa menyikat gigi',
    ),
  },
];
