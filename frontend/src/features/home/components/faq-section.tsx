import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { PackFaqItem } from '@piba/shared';

// Native <details> is a keyboard- and screen-reader-friendly accordion with no JavaScript,
// which keeps the home page bundle small.
const itemStyle = {
  bgcolor: 'background.paper',
  border: 1,
  borderColor: 'divider',
  borderRadius: 2,
  '& + &': { mt: 1.5 },
  '& > summary': {
    cursor: 'pointer',
    listStylePosition: 'inside',
    px: 2,
    py: 1.5,
    fontWeight: 600,
    borderRadius: 2,
  },
  '& > summary:focus-visible': { outline: '3px solid', outlineColor: 'primary.main' },
  '&[open] > summary': { borderBottom: 1, borderColor: 'divider' },
} as const;

export function FaqSection({ items }: { items: PackFaqItem[] }) {
  return (
    <Box component="section" aria-labelledby="faq-title">
      <Typography id="faq-title" variant="h2" gutterBottom>
        Pertanyaan yang Sering Diajukan
      </Typography>
      {items.map((item) => (
        <Box component="details" key={item.question} sx={itemStyle}>
          <Typography component="summary" sx={{ fontWeight: 600 }}>
            {item.question}
          </Typography>
          <Typography sx={{ px: 2, py: 1.5 }}>{item.answer}</Typography>
        </Box>
      ))}
    </Box>
  );
}
