/** GET /api/video: the school's own video file, when the deployment has one. */
export interface VideoSource {
  /** Where the app serves the file (seekable with range requests); null plays the embed. */
  url: string | null;
}
