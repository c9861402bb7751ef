import { lazy, Suspense, useRef } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { QuestionMeasures } from '@piba/shared';
import { MEASURE_TEXTS } from '../measure-texts';
import { ChartBoundary } from './chart-boundary';
import { OptionTable } from './option-table';
import { ReportSection } from './report-section';
import { useNearViewport } from '../../../lib/use-near-viewport';

// Like the chart of difficulty, the drawing waits for the chart library and for the teacher to
// scroll near it; the table does not.
const OptionChart = lazy(() => import('./option-chart'));

/**
 * Distractor analysis: the share of each option, drawn as stacked bars with the table beside
 * them on a wide screen, and above it on a laptop, where the table needs the whole width.
 */
export function OptionSection({ questions }: { questions: QuestionMeasures[] }) {
  const chartBox = useRef<HTMLDivElement>(null);
  const near = useNearViewport(chartBox);
  return (
    <ReportSection id="analisis-pilihan" title="Pilihan jawaban per soal">
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {MEASURE_TEXTS.options}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', xl: 'minmax(0, 1fr) minmax(0, 2fr)' },
          alignItems: 'start',
          '@media print': { gridTemplateColumns: 'minmax(0, 1fr)' },
        }}
      >
        {/* On paper the table alone carries the figures. */}
        <Box
          ref={chartBox}
          data-testid="option-chart"
          sx={{ minHeight: 200, displayPrint: 'none' }}
        >
          {near && (
            <ChartBoundary>
              <Suspense fallback={<Typography role="status">Memuat grafik…</Typography>}>
                <OptionChart questions={questions} />
              </Suspense>
            </ChartBoundary>
          )}
        </Box>
        <OptionTable questions={questions} />
      </Box>
    </ReportSection>
  );
}
