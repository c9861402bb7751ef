import bodyOrgansBreathing from './images/body-1-organs-breathing.svg';
import bodyMusclesTeeth from './images/body-2-muscles-teeth.svg';
import bodyAdolescence from './images/body-3-adolescence.svg';
import rasIntro from './images/ras-1-intro.svg';
import rasWarmUp from './images/ras-2-warm-up.svg';
import rasCore from './images/ras-3-core.svg';
import rasCoolDown from './images/ras-4-cool-down.svg';
import rasHealthyHabits from './images/ras-5-healthy-habits.svg';

export interface Slide {
  src: string;
  alt: string;
}

/**
 * The decks of /topics/slide-1 (3 images) and /topics/slide-2 (5 images). Each alt text says
 * what the drawing shows and everything its text teaches: it is what a screen reader reads, and
 * the coverage test reads it with the drawing's text to check every question is taught.
 */
export const slideDecks: Record<string, Slide[]> = {
  'slide-1': [
    {
      src: bodyOrgansBreathing,
      alt: 'Organ tubuh dan pernapasan: gambar tubuh dengan otak, paru-paru, jantung, lambung, dan usus. Otak mengatur kerja tubuh dan jantung memompa darah ke seluruh tubuh. Udara masuk lewat hidung, lalu menuju paru-paru. Di paru-paru, oksigen masuk ke darah dan karbon dioksida dikeluarkan.',
    },
    {
      src: bodyMusclesTeeth,
      alt: 'Rangka, otot, dan gigi: gambar kerangka dengan sendi dan tulang, lengan yang ditekuk oleh otot bisep, serta gigi dan sikat gigi bertuliskan 2× sehari. Rangka menopang tubuh dan melindungi organ, otot menarik tulang sehingga kita bergerak, dan olahraga teratur membuat otot kuat dan lentur. Sikat gigi 2 kali sehari: pagi setelah sarapan dan malam sebelum tidur.',
    },
    {
      src: bodyAdolescence,
      alt: 'Remaja dan kesehatan reproduksi: gambar anak, remaja berusia 10–19 tahun, dan orang dewasa. Menurut WHO, remaja berusia 10–19 tahun. Kesehatan reproduksi adalah keadaan sehat fisik, mental, dan sosial, bukan hanya bebas dari penyakit atau kecacatan. Tanda organ reproduksi mulai berfungsi: menstruasi pertama pada perempuan dan mimpi basah pada laki-laki; semua ini wajar dan sehat. Saat pubertas, tubuh juga cepat tinggi, suara berubah, dan jerawat bisa muncul.',
    },
  ],
  'slide-2': [
    {
      src: rasIntro,
      alt: 'Apa itu Senam RAS: orang bergerak di depan pengeras suara yang mengeluarkan not musik, dengan ketukan 1 sampai 4. RAS adalah Rhythmic Auditory Stimulation, artinya stimulasi pendengaran berirama: bergerak seirama dengan ketukan yang tetap. Senam RAS punya tiga tahap: pemanasan, gerakan inti, dan pendinginan.',
    },
    {
      src: rasWarmUp,
      alt: 'Tahap 1, pemanasan: orang merentangkan kedua lengan dan memutarnya membentuk lingkaran, di samping jam bertuliskan 5–10 menit. Selalu mulai dengan pemanasan 5–10 menit: gerakkan kepala, bahu, lengan, dan kaki perlahan. Otot dan sendi siap, risiko cedera berkurang. Bernapas biasa, jangan menahan napas.',
    },
    {
      src: rasCore,
      alt: 'Tahap 2, gerakan inti: orang tampak dari depan mengangkat lengan kanan ke depan atas sambil mengangkat lutut kiri, di atas delapan lingkaran ketukan bernomor 1 sampai 8. Hitung 1 sampai 8, satu gerakan setiap ketukan, mulai dengan tempo pelan lalu tempo sedang. Gerakan bersilangan: lengan kanan maju saat kaki kiri naik, lalu bergantian. Punggung tegak, napas teratur.',
    },
    {
      src: rasCoolDown,
      alt: 'Tahap 3, pendinginan: orang meregangkan kedua lengan ke atas, di samping gambar jantung dengan garis denyut dan botol air putih. Akhiri dengan gerakan pelan dan peregangan, tarik napas dalam lalu embuskan perlahan, denyut jantung kembali tenang perlahan, dan minum air putih secukupnya.',
    },
    {
      src: rasHealthyHabits,
      alt: 'Hidup sehat dengan GERMAS (Gerakan Masyarakat Hidup Sehat): empat gambar, yaitu piring berisi sayur dan buah, jam bertuliskan 60 menit, bulan bertuliskan 8–10 jam, dan tanda dilarang merokok. Makan sayur dan buah dengan gizi seimbang, aktif bergerak 60 menit sehari misalnya senam, tidur cukup 8–10 jam setiap malam, serta tidak merokok dan jauhi asap rokok.',
    },
  ],
};
