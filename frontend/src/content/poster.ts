import posterSrc from './images/poster.svg';

export const poster: { src: string; alt: string } = {
  src: posterSrc,
  alt: 'Poster PIBA, Pembelajaran Interaktif Berbasis Aplikatif, dengan tiga topik: Pengenalan Tubuh Manusia, Pengenalan Senam RAS, dan Pernapasan Manusia. Poster mengajak siswa mengerjakan kuis pretest, belajar, lalu mengerjakan posttest.',
};
