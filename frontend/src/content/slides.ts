import bodyOverview from './images/body-1-overview.svg';
import bodySkeletonMuscles from './images/body-2-skeleton-muscles.svg';
import bodyBreathingPuberty from './images/body-3-breathing-puberty.svg';
import rasIntro from './images/ras-1-intro.svg';
import rasWarmUp from './images/ras-2-warm-up.svg';
import rasBeat from './images/ras-3-beat.svg';
import rasCoordination from './images/ras-4-coordination.svg';
import rasCoolDown from './images/ras-5-cool-down.svg';

export interface Slide {
  src: string;
  alt: string;
}

export const slideDecks: Record<string, Slide[]> = {
  'slide-1': [
    {
      src: bodyOverview,
      alt: 'Sistem organ tubuh manusia: gambar tubuh dengan otak, paru-paru, jantung, lambung, dan usus. Otak mengatur kerja tubuh, jantung memompa darah, paru-paru untuk bernapas, dan lambung serta usus mencerna makanan.',
    },
    {
      src: bodySkeletonMuscles,
      alt: 'Sistem rangka dan otot: gambar kerangka dan lengan yang ditekuk. Rangka menopang tubuh dan melindungi organ, tubuh orang dewasa memiliki 206 tulang, dan otot menarik tulang agar kita bisa bergerak.',
    },
    {
      src: bodyBreathingPuberty,
      alt: 'Sistem pernapasan dan reproduksi: gambar paru-paru dengan oksigen masuk dan karbon dioksida keluar, serta anak, remaja, dan dewasa. Udara masuk lewat hidung ke paru-paru, dan remaja berusia 10–19 tahun mengalami pubertas.',
    },
  ],
  'slide-2': [
    {
      src: rasIntro,
      alt: 'Apa itu Senam RAS: orang bergerak di depan pengeras suara yang mengeluarkan not musik dan ketukan 1 sampai 4. RAS adalah Rhythmic Auditory Stimulation atau stimulasi pendengaran berirama, yaitu bergerak mengikuti ketukan yang tetap.',
    },
    {
      src: rasWarmUp,
      alt: 'Langkah 1, pemanasan: orang memutar bahu dengan jam bertuliskan 5–10 menit. Mulailah dengan pemanasan pelan dari kepala sampai kaki agar otot dan sendi siap dan tidak cedera.',
    },
    {
      src: rasBeat,
      alt: 'Langkah 2, gerakan inti: delapan lingkaran ketukan bernomor 1 sampai 8 di bawah not musik dan orang yang melangkah. Hitung 1 sampai 8, lakukan satu gerakan pada setiap ketukan, mulai dari tempo pelan.',
    },
    {
      src: rasCoordination,
      alt: 'Langkah 3, gerakan inti lanjutan: orang mengayunkan lengan kanan ke depan saat kaki kiri melangkah. Gerakkan lengan dan kaki secara bersilangan, angkat lutut bergantian, dan tetap seirama dengan ketukan.',
    },
    {
      src: rasCoolDown,
      alt: 'Langkah 4, pendinginan dan tips: orang melakukan peregangan di samping botol air minum. Akhiri dengan gerakan pelan dan peregangan, tarik napas dalam, minum air putih, dan berlatih secara rutin.',
    },
  ],
};
