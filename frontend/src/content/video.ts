// The one place to change the video: replace `id` with another YouTube video id, and `summary`
// with what that video teaches (a question taught by the video must find its fact there).
export const video = {
  id: '8NUxvJS-_0k',
  title: 'Bagaimana paru-paru bekerja? (TED-Ed)',
  /** The player's title when the school plays its own file instead (VIDEO_FILE, docs/configuration.md). */
  fileTitle: 'Video pembelajaran: Pernapasan Manusia',
  captionLanguage: 'id',
  summary:
    'Saat kita menarik napas, otot diafragma bergerak turun dan udara masuk lewat hidung menuju paru-paru, sampai ke gelembung-gelembung kecil bernama alveolus. Di alveolus, oksigen masuk ke darah, dan karbon dioksida dari darah dibuang saat kita mengembuskan napas.',
} as const;
