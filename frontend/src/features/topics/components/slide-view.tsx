import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import type { Slide } from '../slide';
import { beingReadSx, ReadAloudButton } from '../../../components/read-aloud-button';
import { useReadAloud } from '../../../lib/speech-hooks';
import { slideParts } from '../slide-text';
import { SlideBlocks } from './slide-blocks';

/**
 * A slide's drawing with its words as text: beside it on a wide screen, below it on a phone,
 * never smaller than 16 px.
 */
export function SlideView({ slide }: { slide: Slide }) {
  const [moreOpen, setMoreOpen] = useState(false);
  const parts = slideParts(slide, moreOpen);
  const readAloud = useReadAloud(parts.map((part) => part.text));
  const readingId = readAloud.block === null ? null : (parts[readAloud.block]?.id ?? null);
  const moreId = useId();

  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 2fr) minmax(0, 3fr)' },
        // On a wide screen the slide fills the space between the header and the controls: the
        // drawing shrinks to fit, and only words too long for the screen scroll, beside it.
        gridTemplateRows: { md: 'minmax(0, 1fr)' },
        flex: { md: 1 },
        minHeight: 0,
        gap: { xs: 2, md: 4 },
        width: '100%',
        maxWidth: 1200,
        mx: 'auto',
      }}
    >
      {/* On a phone the drawing's box is a third of the screen high from the start, before the
          file arrives: the words below it are drawn where they stay. */}
      <Box
        component="img"
        src={slide.src}
        alt={slide.alt}
        sx={{
          display: 'block',
          width: '100%',
          height: { xs: '34vh', md: '100%' },
          objectFit: 'contain',
        }}
      />
      <Box
        sx={{
          minWidth: 0,
          maxHeight: { md: '100%' },
          overflowY: { md: 'auto' },
          alignSelf: { md: 'center' },
          overflowWrap: 'break-word',
          fontSize: { xs: '1rem', md: '1.125rem' },
        }}
      >
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 1,
          }}
        >
          <Typography
            variant="h2"
            sx={{
              fontSize: { xs: '1.4rem', md: '1.6rem' },
              ...(readingId === 'heading' && beingReadSx),
            }}
          >
            {slide.heading}
          </Typography>
          <ReadAloudButton readAloud={readAloud} />
        </Box>
        <SlideBlocks blocks={slide.body} section="body" readingId={readingId} />
        {slide.more && (
          <>
            <Button
              onClick={() => setMoreOpen((open) => !open)}
              aria-expanded={moreOpen}
              aria-controls={moreId}
              endIcon={
                <ExpandMoreIcon sx={{ transform: moreOpen ? 'rotate(180deg)' : undefined }} />
              }
              sx={{ fontSize: '1rem', mt: 1 }}
            >
              Selengkapnya
            </Button>
            <Box id={moreId} hidden={!moreOpen}>
              <SlideBlocks blocks={slide.more} section="more" readingId={readingId} />
            </Box>
          </>
        )}
      </Box>
    </Box>
  );
}
