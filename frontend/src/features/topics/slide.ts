import type { PackBlock } from '@piba/shared';

/** A paragraph, or a bulleted list. */
export type SlideBlock = PackBlock;

/**
 * One slide as the carousel draws it: a pack slide with its drawing's address. `alt` describes
 * only the drawing; everything the slide teaches is in `heading`, `body` and `more` (the
 * "Selengkapnya" section).
 */
export interface Slide {
  src: string;
  alt: string;
  heading: string;
  body: SlideBlock[];
  more?: SlideBlock[];
}
