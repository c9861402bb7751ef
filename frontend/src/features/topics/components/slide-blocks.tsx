import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { SlideBlock } from '../slide';
import { beingReadSx } from '../../../components/read-aloud-button';

interface SlideBlocksProps {
  blocks: readonly SlideBlock[];
  /** `body` or `more`: the part ids of slide-text.ts. */
  section: string;
  /** The part being read aloud, marked so the student can follow it. */
  readingId: string | null;
}

const marked = (id: string, readingId: string | null) => (id === readingId ? beingReadSx : {});

/** Paragraphs and bulleted lists, in the slide's own size (at least 16 px). */
export function SlideBlocks({ blocks, section, readingId }: SlideBlocksProps) {
  return blocks.map((block, index) => {
    const id = `${section}-${index}`;
    if (typeof block === 'string') {
      return (
        <Typography key={id} sx={{ fontSize: 'inherit', mt: 1.25, ...marked(id, readingId) }}>
          {block}
        </Typography>
      );
    }
    return (
      <Box
        key={id}
        component="ul"
        // Lists take two columns on a wide screen, read down then across, so a slide fits unscrolled.
        sx={{
          mt: 1,
          mb: 0,
          pl: 3,
          display: { md: 'grid' },
          gridTemplateColumns: { md: block.length >= 3 ? '1fr 1fr' : '1fr' },
          gridTemplateRows: {
            md: `repeat(${block.length >= 3 ? Math.ceil(block.length / 2) : block.length}, auto)`,
          },
          gridAutoFlow: 'column',
          columnGap: 5,
        }}
      >
        {block.map((item, itemIndex) => (
          <Typography
            key={itemIndex}
            component="li"
            sx={{
              fontSize: 'inherit',
              mt: 0.25,
              ...marked(`${id}-${itemIndex}`, readingId),
            }}
          >
            {item}
          </Typography>
        ))}
      </Box>
    );
  });
}
