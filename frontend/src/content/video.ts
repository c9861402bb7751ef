// The one place to change the video: replace `id` with another YouTube video id.
export const video = {
  id: '8NUxvJS-_0k',
  title: 'Bagaimana paru-paru bekerja? (TED-Ed)',
  captionLanguage: 'id',
} as const;
