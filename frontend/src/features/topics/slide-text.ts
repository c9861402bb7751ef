import type { Slide, SlideBlock } from './slide';

/** One piece of a slide read aloud and highlighted at once: the heading, a paragraph, a list item. */
export interface SlidePart {
  /** `heading`, `body-1` (a paragraph), `body-2-0` (a list's first item), `more-0`… */
  id: string;
  text: string;
}

const partsOf = (blocks: readonly SlideBlock[], section: string): SlidePart[] =>
  blocks.flatMap((block, index) =>
    typeof block === 'string'
      ? [{ id: `${section}-${index}`, text: block }]
      : block.map((item, itemIndex) => ({ id: `${section}-${index}-${itemIndex}`, text: item })),
  );

/** What "Dengarkan" reads of a slide, in reading order: "Selengkapnya" only when it is open. */
export function slideParts(slide: Slide, moreOpen: boolean): SlidePart[] {
  return [
    { id: 'heading', text: slide.heading },
    ...partsOf(slide.body, 'body'),
    ...(moreOpen && slide.more ? partsOf(slide.more, 'more') : []),
  ];
}
