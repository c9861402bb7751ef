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
 * section). Sources of the facts: docs/content.md.
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
      alt: 'Gambar tubuh manusia dengan otak di kepala, dua paru-paru dan jantung di dada, serta lambung dan usus di perut. Di sampingnya, sebuah lingkaran memperbesar ujung saluran napas: gelembung-gelembung kecil yang dilewati pembuluh darah.',
      heading: 'Organ tubuh dan pernapasan',
      body: [
        'Otak mengatur kerja tubuh. Jantung memompa darah ke seluruh tubuh.',
        'Saat kita menarik napas, udara mengalir lewat:',
        [
          'hidung',
          'tenggorokan (trakea)',
          'cabang tenggorokan (bronkus) di dalam paru-paru',
          'gelembung-gelembung kecil di ujung cabang itu, bernama alveolus',
        ],
        'Di alveolus, oksigen masuk ke darah dan karbon dioksida keluar dari darah. Karbon dioksida lalu dibuang saat kita mengembuskan napas.',
      ],
      more: [
        'Lambung dan usus mencerna makanan. Sari makanan diserap usus ke dalam darah, lalu darah membawanya bersama oksigen ke seluruh tubuh.',
      ],
    },
    {
      src: bodyMusclesTeeth,
      alt: 'Gambar kerangka manusia dengan sendi di siku dan lutut, lengan yang ditekuk dengan otot lengan atas menggembung dan panah ke atas, serta sebuah gigi dan sikat gigi.',
      heading: 'Rangka, otot, dan gigi',
      body: [
        'Rangka menopang tubuh dan melindungi organ di dalamnya. Sendi menghubungkan tulang sehingga tubuh bisa ditekuk.',
        'Otot menarik tulang sehingga kita bergerak. Olahraga teratur membuat otot kuat dan lentur.',
        'WHO menganjurkan anak dan remaja melakukan kegiatan yang menguatkan otot dan tulang, misalnya lompat tali, memanjat, atau senam lantai, sedikitnya 3 hari seminggu.',
        'Cara merawat gigi:',
        [
          'Sikat gigi 2 kali sehari: pagi setelah sarapan dan malam sebelum tidur.',
          'Pakai pasta gigi yang mengandung fluorida.',
          'Sikat semua permukaan gigi selama sekitar 2 menit.',
          'Kurangi camilan manis di antara waktu makan.',
        ],
      ],
      more: ['Periksakan gigimu ke dokter gigi atau puskesmas setiap 6 bulan.'],
    },
    {
      src: bodyAdolescence,
      alt: 'Gambar tiga orang berjajar dari yang terpendek, dihubungkan dengan panah: seorang anak, seorang remaja, dan seorang dewasa.',
      heading: 'Masa remaja dan pubertas',
      body: [
        'Menurut WHO, remaja adalah orang berusia 10–19 tahun. Pada masa ini terjadi pubertas: tubuh anak-anak berubah menjadi tubuh dewasa.',
        'Pada perempuan:',
        ['payudara mulai tumbuh', 'pinggul melebar', 'menstruasi pertama'],
        'Pada laki-laki:',
        ['suara memberat', 'jakun tumbuh', 'bahu melebar', 'mimpi basah pertama'],
        'Pada perempuan dan laki-laki:',
        [
          'rambut tumbuh di ketiak dan di sekitar kemaluan',
          'jerawat bisa muncul',
          'tubuh cepat bertambah tinggi',
          'perasaan lebih mudah berubah',
        ],
        'Tanda organ reproduksi mulai berfungsi: menstruasi pertama pada perempuan dan mimpi basah pertama pada laki-laki.',
        'Pubertas bisa mulai lebih cepat atau lebih lambat pada setiap orang. Itu wajar.',
      ],
      more: [
        'Menurut WHO, kesehatan reproduksi adalah keadaan sehat secara fisik, mental, dan sosial secara utuh, bukan hanya bebas dari penyakit atau kecacatan, dalam semua hal yang berkaitan dengan sistem, fungsi, dan proses reproduksi.',
        'Menjaga kebersihan saat pubertas:',
        [
          'Mandi dua kali sehari, terutama setelah banyak berkeringat.',
          'Ganti pakaian dalam setiap hari.',
          'Saat menstruasi, ganti pembalut setiap 4–6 jam, lebih sering bila darah banyak. Bungkus pembalut bekas sebelum dibuang ke tempat sampah.',
          'Cuci muka dengan air bersih dan jangan memencet jerawat.',
        ],
        'Ada yang membuatmu bingung atau khawatir? Tanyakan kepada orang tua, guru, atau petugas puskesmas.',
      ],
    },
  ],
  'slide-2': [
    {
      src: rasIntro,
      alt: 'Gambar pengeras suara yang mengeluarkan gelombang bunyi dan not musik, seorang anak yang bergerak di sampingnya, dan empat lingkaran berjajar di bawah, yang pertama berwarna lebih gelap.',
      heading: 'Apa itu Senam RAS?',
      body: [
        'RAS singkatan dari Rhythmic Auditory Stimulation. Artinya: rangsangan pendengaran yang berirama.',
        'Telinga mendengar ketukan yang tetap, lalu tubuh bergerak mengikuti ketukan itu. Ketukan dihitung 1, 2, 3, 4, lalu kembali ke 1.',
        'Senam RAS punya tiga tahap:',
        ['Tahap 1: pemanasan', 'Tahap 2: gerakan inti', 'Tahap 3: pendinginan'],
      ],
    },
    {
      src: rasWarmUp,
      alt: 'Gambar anak merentangkan kedua lengan ke samping dengan panah melingkar di ujung tiap tangan, di samping sebuah jam.',
      heading: 'Tahap 1: pemanasan',
      body: [
        'Tahap pertama adalah pemanasan, selama 5–10 menit.',
        'Gerakkan kepala, bahu, lengan, dan kaki perlahan sambil mengikuti ketukan.',
        'Denyut jantung naik perlahan dan otot siap bergerak. Otot dan sendi yang sudah siap membuat risiko cedera berkurang.',
        'Bernapas biasa, jangan menahan napas.',
      ],
    },
    {
      src: rasCore,
      alt: 'Gambar anak tampak dari depan mengangkat lengan kanan ke depan atas sambil mengangkat lutut kiri, di atas empat lingkaran ketukan yang pertama berwarna lain.',
      heading: 'Tahap 2: gerakan inti',
      body: [
        'Hitung 1 sampai 4, satu gerakan setiap ketukan.',
        'Mulai dengan tempo pelan (60 ketukan per menit), lalu tempo sedang (90 ketukan per menit).',
        'Gerakan bersilangan: lengan kanan maju saat lutut kiri naik, lalu berganti lengan kiri dan lutut kanan.',
        'Punggung tegak, napas teratur.',
      ],
      more: [
        'Tertinggal ketukan? Berhenti sebentar, dengarkan ketukannya, lalu mulai lagi pada hitungan 1.',
        'Merasa pusing atau sesak? Berhenti, duduk, dan beri tahu guru.',
      ],
    },
    {
      src: rasCoolDown,
      alt: 'Gambar anak meregangkan kedua lengan lurus ke atas, di samping gambar jantung dengan garis denyut dan sebotol air putih.',
      heading: 'Tahap 3: pendinginan',
      body: [
        'Akhiri dengan gerakan pelan dan peregangan. Tahan setiap regangan sambil bernapas tenang.',
        'Tarik napas dalam, lalu embuskan perlahan. Denyut jantung turun perlahan dan tubuh kembali tenang.',
        'Minum air putih secukupnya.',
      ],
    },
    {
      src: rasHealthyHabits,
      alt: 'Empat gambar: piring berisi sayur dan buah, sebuah jam, bulan sabit dengan huruf z tanda tidur, dan tanda dilarang merokok.',
      heading: 'Hidup sehat dengan GERMAS',
      body: [
        'GERMAS adalah Gerakan Masyarakat Hidup Sehat dari Kementerian Kesehatan. GERMAS mengajak kita:',
        [
          'aktif bergerak sedikitnya 30 menit setiap hari',
          'makan sayur dan buah setiap hari',
          'memeriksakan kesehatan secara teratur',
          'tidak merokok dan menjauhi asap rokok',
        ],
        'Untuk anak dan remaja, WHO menganjurkan lebih banyak gerak:',
        [
          'usia 5–17 tahun: aktif bergerak 60 menit setiap hari (rata-rata dalam seminggu), misalnya senam, bersepeda, atau bermain bola',
        ],
        'Lama tidur yang cukup dalam sehari semalam (24 jam):',
        ['usia 6–12 tahun: 9–12 jam', 'usia 13–18 tahun: 8–10 jam'],
      ],
    },
  ],
};
