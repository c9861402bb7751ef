import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { type ReportPart, useCaption } from '../report-captions';
import { ReportTable } from './report-table';
import { StatText } from './stat-text';

interface EvidenceTableProps {
  /** Which table of the report: its number and title ("Tabel 1. Statistik deskriptif"). */
  part: ReportPart;
  headers: readonly string[];
  /** A line under the table: what the columns mean. A text has its symbols set. */
  note?: ReactNode;
  /** False while the table is out of sight on screen (it is still read and printed). */
  scrolls?: boolean;
  children: ReactNode;
}

/**
 * A numbered table of the report, its number and title above it as a paper report sets it; the
 * title also names the table for screen readers.
 */
export function EvidenceTable({ part, headers, note, scrolls, children }: EvidenceTableProps) {
  const title = useCaption(part);
  return (
    <Box sx={{ mb: 2, breakInside: 'avoid' }}>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      <ReportTable label={title} headers={headers} scrolls={scrolls}>
        {children}
      </ReportTable>
      {note && (
        <Typography
          variant="body2"
          color="textSecondary"
          sx={{ mt: -1, '@media print': { color: '#000', fontSize: '8.5pt' } }}
        >
          {typeof note === 'string' ? <StatText text={note} /> : note}
        </Typography>
      )}
    </Box>
  );
}
