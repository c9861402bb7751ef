import { lazy, Suspense, useDeferredValue } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import type { AnalyticsReport as Report } from '@piba/shared';
import { failureMessage, KeyRequired, type TeacherAccess } from '../../teacher-access';
import { AnalyticsReport } from './analytics-report';

// Only paper shows it: its code waits until the report is on screen.
const PrintHeading = lazy(() => import('./print-heading'));

interface AnalyticsStateProps {
  report: UseQueryResult<Report>;
  access: TeacherAccess;
  classRoom: string;
}

const isEmpty = ({ overall }: Report) => overall.pretestStudents + overall.posttestStudents === 0;

/** Whatever the page can show: the report, or why it cannot yet. */
export function AnalyticsState({ report, access, classRoom }: AnalyticsStateProps) {
  // The answer is drawn in a background pass the browser can interrupt, not in the task that
  // receives it: its first part alone (the sentence and the design) is a large draw.
  const data = useDeferredValue(report.data);
  if (access.refused) return <KeyRequired onAskKey={access.open} />;
  const failure = report.isError && failureMessage('Analisis gagal dimuat', report.error);
  if (failure && !data) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void report.refetch()}>
            Coba lagi
          </Button>
        }
      >
        {failure}
      </Alert>
    );
  }
  if (!data) return <Typography role="status">Memuat analisis…</Typography>;
  if (isEmpty(data)) {
    return (
      <Typography role="status" sx={{ py: 2 }}>
        {classRoom ? 'Belum ada data untuk kelas ini.' : 'Belum ada hasil kuis yang tersimpan.'}
      </Typography>
    );
  }
  return (
    <>
      {/* A failed refresh keeps the last analysis on screen rather than taking it away. */}
      {failure && (
        <Alert severity="warning" sx={{ displayPrint: 'none' }}>
          {failure} Yang tampil adalah data terakhir.
        </Alert>
      )}
      <Suspense fallback={null}>
        <PrintHeading report={data} updatedAt={report.dataUpdatedAt} />
      </Suspense>
      <AnalyticsReport report={data} />
    </>
  );
}
