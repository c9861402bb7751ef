import Typography from '@mui/material/Typography';
import { formatWibLong } from '@piba/shared';
import type { AnalyticsReport } from '@piba/shared';

interface PrintHeadingProps {
  report: Pick<AnalyticsReport, 'session' | 'sessionDetails' | 'classRoom' | 'evidence'>;
  /** When the figures were read (ms since the epoch); 0 for not yet. */
  updatedAt: number;
}

/** The session as the report names it: its name (the school and class), never its join code. */
function sessionName({ session, sessionDetails }: PrintHeadingProps['report']): string {
  if (session === null) return 'Semua sesi';
  if (session === 'none') return 'Tanpa sesi';
  return sessionDetails?.name ?? session;
}

/**
 * On paper the selectors are hidden, so the report says what it covers: the session by its name,
 * the class, and when the figures were read, as a report writes a date. A chunk of its own: the
 * screen never shows it.
 */
export default function PrintHeading({ report, updatedAt }: PrintHeadingProps) {
  const parts = [`Sesi: ${sessionName(report)}`, `Kelas: ${report.classRoom || 'Semua kelas'}`];
  if (updatedAt > 0) parts.push(`Data diambil ${formatWibLong(new Date(updatedAt))}`);
  if (report.evidence.flaggedIncluded) parts.push('Pasangan yang ditandai ikut diuji');
  return (
    <Typography data-testid="print-heading" sx={{ display: 'none', displayPrint: 'block', mb: 1 }}>
      {parts.join(' · ')}
    </Typography>
  );
}
