import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import type { Slide } from '../slide';
import { useCarousel } from '../hooks/use-carousel';
import { CarouselDots } from './carousel-dots';
import { PretestFirstPrompt } from './pretest-first-prompt';
import { SlideView } from './slide-view';

interface CarouselProps {
  slides: Slide[];
  label: string;
}

const arrow = { bgcolor: 'background.paper', boxShadow: 1 } as const;

export function Carousel({ slides, label }: CarouselProps) {
  const { index, previous, next, goTo } = useCarousel(slides.length);
  const slide = slides[index];

  return (
    <Box
      component="section"
      aria-roledescription="carousel"
      aria-label={label}
      sx={{ flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column' }}
    >
      {slide ? (
        <>
          <PretestFirstPrompt material="slides" />
          {/* A slide taller than a phone's screen scrolls here, so the controls stay in view. */}
          <Box
            role="group"
            aria-roledescription="slide"
            aria-label={`${index + 1} dari ${slides.length}`}
            aria-live="polite"
            sx={{
              flex: 1,
              minHeight: 0,
              overflowY: { xs: 'auto', md: 'hidden' },
              display: 'flex',
              flexDirection: 'column',
              px: { xs: 2, md: 4 },
              py: { xs: 2, md: 1.5 },
            }}
          >
            {/* Keyed by slide: another slide starts closed and silent. */}
            <SlideView key={index} slide={slide} />
          </Box>
          <Box
            sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 1, py: 1 }}
          >
            <IconButton aria-label="Gambar sebelumnya" onClick={previous} sx={arrow}>
              <ChevronLeftIcon fontSize="large" />
            </IconButton>
            <CarouselDots count={slides.length} active={index} onSelect={goTo} />
            <IconButton aria-label="Gambar berikutnya" onClick={next} sx={arrow}>
              <ChevronRightIcon fontSize="large" />
            </IconButton>
          </Box>
        </>
      ) : (
        <Alert severity="info" sx={{ m: 2 }}>
          Materi untuk topik ini belum tersedia. Silakan kembali dan pilih topik lain.
        </Alert>
      )}
    </Box>
  );
}
