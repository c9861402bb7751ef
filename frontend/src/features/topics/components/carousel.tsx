import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import type { Slide } from '../../../content/slides';
import { useCarousel } from '../hooks/use-carousel';
import { CarouselDots } from './carousel-dots';

interface CarouselProps {
  slides: Slide[];
  label: string;
}

const arrow = {
  position: 'absolute',
  top: '50%',
  transform: 'translateY(-50%)',
  bgcolor: 'background.paper',
  boxShadow: 2,
  '&:hover': { bgcolor: 'background.paper' },
} as const;

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
          <Box sx={{ position: 'relative', flex: 1, minHeight: 0, display: 'flex' }}>
            <Box
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} dari ${slides.length}`}
              aria-live="polite"
              sx={{ flex: 1, minHeight: 0, display: 'flex', justifyContent: 'center' }}
            >
              <Box
                component="img"
                src={slide.src}
                alt={slide.alt}
                sx={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' }}
              />
            </Box>
            <IconButton
              aria-label="Gambar sebelumnya"
              onClick={previous}
              sx={{ ...arrow, left: 8 }}
            >
              <ChevronLeftIcon fontSize="large" />
            </IconButton>
            <IconButton aria-label="Gambar berikutnya" onClick={next} sx={{ ...arrow, right: 8 }}>
              <ChevronRightIcon fontSize="large" />
            </IconButton>
          </Box>
          <CarouselDots count={slides.length} active={index} onSelect={goTo} />
        </>
      ) : (
        <Alert severity="info" sx={{ m: 2 }}>
          Materi untuk topik ini belum tersedia. Silakan kembali dan pilih topik lain.
        </Alert>
      )}
    </Box>
  );
}
