import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';

interface CarouselDotsProps {
  count: number;
  active: number;
  onSelect: (index: number) => void;
}

export function CarouselDots({ count, active, onSelect }: CarouselDotsProps) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', gap: 0.5 }}>
      {Array.from({ length: count }, (_, i) => (
        <ButtonBase
          key={i}
          aria-label={`Slide ${i + 1} dari ${count}`}
          aria-current={i === active ? 'true' : undefined}
          onClick={() => onSelect(i)}
          // 32px keeps the touch target comfortable while the dot itself stays small.
          sx={{ width: 32, height: 32, borderRadius: '50%' }}
        >
          <Box
            component="span"
            sx={{
              width: 14,
              height: 14,
              borderRadius: '50%',
              border: '2px solid',
              borderColor: 'primary.main',
              bgcolor: i === active ? 'primary.main' : 'transparent',
            }}
          />
        </ButtonBase>
      ))}
    </Box>
  );
}
