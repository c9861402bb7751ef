import { blocksToText, textToBlocks } from './blocks';

describe("a slide's text as the writer types it", () => {
  it('reads paragraphs apart by an empty line, and lines starting "- " as a list', () => {
    expect(
      textToBlocks(
        'Saat menarik napas,\nudara mengalir lewat:\n- hidung\n-  trakea \n\n**Paru-paru** bekerja.\n\n\n',
      ),
    ).toEqual([
      'Saat menarik napas, udara mengalir lewat:',
      ['hidung', 'trakea'],
      '**Paru-paru** bekerja.',
    ]);
  });

  it('reads an empty text as no block', () => {
    expect(textToBlocks(' \n\n ')).toEqual([]);
  });

  it('writes blocks back as the same text', () => {
    const blocks = ['Satu paragraf.', ['a', 'b'], 'Lalu **tebal**.'];
    const text = blocksToText(blocks);
    expect(text).toBe('Satu paragraf.\n\n- a\n- b\n\nLalu **tebal**.');
    expect(textToBlocks(text)).toEqual(blocks);
  });
});
