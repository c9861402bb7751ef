import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ReportTable } from './report-table';

interface EvidenceTableProps {
  /** "Tabel 1. Statistik deskriptif": shown above the table and naming it for screen readers. */
  title: string;
  headers: readonly string[];
  /** A line under the table: what the columns mean. */
  note?: ReactNode;
  children: ReactNode;
}

/** A numbered table of the report, its title above it as a paper report sets it. */
export function EvidenceTable({ title, headers, note, children }: EvidenceTableProps) {
  return (
    <Box sx={{ mb: 2, breakInside: 'avoid' }}>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      <ReportTable label={title} headers={headers}>
        {children}
      </ReportTable>
      {note && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: -1 }}>
          {note}
        </Typography>
      )}
    </Box>
  );
}
