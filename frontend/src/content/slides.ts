import bodyOrgansBreathing from './images/body-1-organs-breathing.svg';
import bodyMusclesTeeth from './images/body-2-muscles-teeth.svg';
import bodyAdolescence from './images/body-3-adolescence.svg';
import rasIntro from './images/ras-1-intro.svg';
import rasWarmUp from './images/ras-2-warm-up.svg';
import rasCore from './images/ras-3-core.svg';
import rasCoolDown from './images/ras-4-cool-down.svg';
import rasHealthyHabits from './images/ras-5-healthy-habits.svg';

/** A paragraph, or a bulleted list. */
export type SlideBlock = string | readonly string[];

/**
 * One slide: a drawing without words, and the text shown beside it. `alt` describes only the
 * drawing; everything the slide teaches is in `heading`, `body` and `more` (the "Selengkapnya"
 * section).
 */
export interface Slide {
  src: string;
  alt: string;
  heading: string;
  body: SlideBlock[];
  more?: SlideBlock[];
}

/** The decks of /topics/slide-1 (3 slides) and /topics/slide-2 (5 slides). */
export const slideDecks: Record<string, Slide[]> = {
  'slide-1': [
    {
      src: bodyOrgansBreathing,
      alt: 'Gambar tubuh dengan otak, paru-paru, jantung, lambung, dan usus.',
      heading: 'Organ tubuh dan pernapasan',
      body: [
        'Otak mengatur kerja tubuh dan jantung memompa darah ke seluruh tubuh.',
        'Udara masuk lewat hidung, lalu menuju paru-paru. Di paru-paru, oksigen masuk ke darah dan karbon dioksida dikeluarkan.',
      ],
    },
    {
      src: bodyMusclesTeeth,
      alt: 'Gambar kerangka dengan sendi dan tulang, lengan yang ditekuk oleh otot bisep, serta gigi dan sikat gigi.',
      heading: 'Rangka, otot, dan gigi',
      body: [
        'Rangka menopang tubuh dan melindungi organ. Otot menarik tulang sehingga kita bergerak, dan olahraga teratur membuat otot kuat dan lentur.',
        'Sikat gigi 2 kali sehari: pagi setelah sarapan dan malam sebelum tidur.',
      ],
    },
    {
      src: bodyAdolescence,
      alt: 'Gambar seorang anak, seorang remaja, dan seorang dewasa berdiri berjajar dari yang terpendek.',
      heading: 'Remaja dan kesehatan reproduksi',
      body: [
        'Menurut WHO, remaja berusia 10–19 tahun.',
        'Kesehatan reproduksi adalah keadaan sehat fisik, mental, dan sosial, bukan hanya bebas dari penyakit atau kecacatan.',
        'Tanda organ reproduksi mulai berfungsi: menstruasi pertama pada perempuan dan mimpi basah pada laki-laki; semua ini wajar dan sehat. Saat pubertas, tubuh juga cepat tinggi, suara berubah, dan jerawat bisa muncul.',
      ],
    },
  ],
  'slide-2': [
    {
      src: rasIntro,
      alt: 'Gambar orang bergerak di depan pengeras suara yang mengeluarkan not musik.',
      heading: 'Apa itu Senam RAS',
      body: [
        'RAS adalah Rhythmic Auditory Stimulation, artinya stimulasi pendengaran berirama: bergerak seirama dengan ketukan yang tetap.',
        'Senam RAS punya tiga tahap: pemanasan, gerakan inti, dan pendinginan.',
      ],
    },
    {
      src: rasWarmUp,
      alt: 'Gambar orang merentangkan kedua lengan dan memutarnya membentuk lingkaran, di samping sebuah jam.',
      heading: 'Tahap 1: pemanasan',
      body: [
        'Mulai dengan pemanasan 5–10 menit: gerakkan kepala, bahu, lengan, dan kaki perlahan.',
        'Otot dan sendi siap, risiko cedera berkurang. Bernapas biasa, jangan menahan napas.',
      ],
    },
    {
      src: rasCore,
      alt: 'Gambar orang tampak dari depan mengangkat lengan kanan ke depan atas sambil mengangkat lutut kiri, di atas lingkaran-lingkaran ketukan.',
      heading: 'Tahap 2: gerakan inti',
      body: [
        'Hitung 1 sampai 8, satu gerakan setiap ketukan, mulai dengan tempo pelan lalu tempo sedang.',
        'Gerakan bersilangan: lengan kanan maju saat kaki kiri naik, lalu bergantian. Punggung tegak, napas teratur.',
      ],
    },
    {
      src: rasCoolDown,
      alt: 'Gambar orang meregangkan kedua lengan ke atas, di samping gambar jantung dengan garis denyut dan botol air putih.',
      heading: 'Tahap 3: pendinginan',
      body: [
        'Akhiri dengan gerakan pelan dan peregangan. Tarik napas dalam lalu embuskan perlahan; denyut jantung kembali tenang perlahan.',
        'Minum air putih secukupnya.',
      ],
    },
    {
      src: rasHealthyHabits,
      alt: 'Empat gambar: piring berisi sayur dan buah, jam, bulan sabit, dan tanda dilarang merokok.',
      heading: 'Hidup sehat dengan GERMAS',
      body: [
        'GERMAS adalah Gerakan Masyarakat Hidup Sehat.',
        [
          'Makan sayur dan buah dengan gizi seimbang.',
          'Aktif bergerak 60 menit sehari, misalnya senam.',
          'Tidur cukup 8–10 jam setiap malam.',
          'Tidak merokok dan jauhi asap rokok.',
        ],
      ],
    },
  ],
};
