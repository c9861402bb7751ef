// The short privacy notice in the name-and-class form and its link's label, kept apart from the
// full notice (privacy.ts) so that the form, open on a first visit, loads only these two lines.
export const privacyNotice = {
  /** The short notice in the name-and-class form, followed by the link. */
  short:
    'Nama, kelas, dan nilaimu disimpan agar gurumu bisa melihat hasil belajar kelas. Hanya guru sesimu dan admin universitas yang bisa melihatnya.',
  linkLabel: 'Baca kebijakan privasi',
};
