const titles: Record<string, string> = {
  'slide-1': 'Pengenalan Tubuh Manusia',
  'slide-2': 'Pengenalan Senam RAS',
  'video-1': 'Pernapasan Manusia',
};

export function topicTitle(slide: string): string {
  return titles[slide] ?? 'Materi Belajar';
}
