import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

interface ReportSectionProps {
  id: string;
  title: string;
  /** Shown beside the title on screen, e.g. the section's download button. */
  action?: ReactNode;
  children: ReactNode;
}

export function ReportSection({ id, title, action, children }: ReportSectionProps) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ mt: 4, '@media print': { mt: 2 } }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}>
        <Typography
          id={id}
          variant="h2"
          sx={{ fontSize: { xs: '1.25rem', md: '1.5rem' }, mr: 'auto' }}
        >
          {title}
        </Typography>
        {action}
      </Box>
      {children}
    </Box>
  );
}
