const titles: Record<string, string> = {
  'slide-1': 'Pengenalan Tubuh Manusia',
  'slide-2': 'Pengenalan Senam RAS',
  'video-1': 'Pernapasan Manusia',
};

export function topicTitle(slide: string): string {
  // hasOwn: a route like /topics/constructor must not find Object.prototype members.
  return Object.hasOwn(titles, slide) ? titles[slide] : 'Materi Belajar';
}
