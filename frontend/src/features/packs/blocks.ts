import type { PackBlock } from '@piba/shared';

/*
 * A slide's text as the writer types it: paragraphs separated by an empty line, a list as lines
 * starting with "- ". A paragraph's lines are joined by a space. **Bold** stays as typed: the
 * student app reads it.
 */

const LIST_ITEM = /^\s*-\s+/;

/** The blocks a text stands for. */
export function textToBlocks(text: string): PackBlock[] {
  const blocks: PackBlock[] = [];
  let paragraph: string[] = [];
  let list: string[] = [];
  const flush = () => {
    if (paragraph.length > 0) blocks.push(paragraph.join(' '));
    if (list.length > 0) blocks.push(list);
    paragraph = [];
    list = [];
  };
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (!line) {
      flush();
    } else if (LIST_ITEM.test(raw)) {
      if (paragraph.length > 0) flush();
      list.push(line.replace(LIST_ITEM, '').trim());
    } else {
      if (list.length > 0) flush();
      paragraph.push(line);
    }
  }
  flush();
  return blocks.filter((block) => (typeof block === 'string' ? block : block.join('')) !== '');
}

/** The text that stands for blocks: each block apart from the next by an empty line. */
export function blocksToText(blocks: readonly PackBlock[] | undefined): string {
  return (blocks ?? [])
    .map((block) =>
      typeof block === 'string' ? block : block.map((item) => `- ${item}`).join('\n'),
    )
    .join('\n\n');
}

export const sameBlocks = (
  a: readonly PackBlock[] | undefined,
  b: readonly PackBlock[] | undefined,
) => JSON.stringify(a ?? []) === JSON.stringify(b ?? []);
