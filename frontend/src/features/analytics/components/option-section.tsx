import { lazy, Suspense, useRef } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { QuestionMeasures } from '@piba/shared';
import { MEASURE_TEXTS } from '../measure-texts';
import { useCaption, useCaptionLabel } from '../report-captions';
import { ChartBoundary } from './chart-boundary';
import { OptionTable } from './option-table';
import { ReportSection } from './report-section';
import { useNearViewport } from '../../../lib/use-near-viewport';
import { usePrinting } from '../../../lib/use-printing';

// Like the chart of difficulty, the drawing waits for the chart library and for the teacher to
// scroll near it; the table does not.
const OptionChart = lazy(() => import('./option-chart'));
const PRINT_WIDTH = 680;

/**
 * Distractor analysis: the share of each option, drawn as stacked bars with the table beside
 * them on a wide screen, and above it on a laptop, where the table needs the whole width; on
 * paper the figure and then the table.
 */
export function OptionSection({ questions }: { questions: QuestionMeasures[] }) {
  const chartBox = useRef<HTMLDivElement>(null);
  const near = useNearViewport(chartBox);
  const printing = usePrinting();
  const figure = useCaption('figure:options');
  const tableLabel = useCaptionLabel('table:options');
  return (
    <ReportSection id="analisis-pilihan" title="Pilihan jawaban per soal">
      <Typography variant="body2" color="textSecondary" sx={{ mb: 1 }}>
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
        <Box
          component="figure"
          ref={chartBox}
          data-testid="option-chart"
          sx={{ m: 0, minHeight: 200, breakInside: 'avoid' }}
        >
          <ChartBoundary>
            <Suspense fallback={<Typography role="status">Memuat grafik…</Typography>}>
              {near && (
                <Box sx={{ displayPrint: 'none' }}>
                  <OptionChart questions={questions} />
                </Box>
              )}
              {/* As the question chart: paper gets its own drawing, at a width that fits A4. */}
              {printing && (
                <Box sx={{ display: 'none', displayPrint: 'block' }}>
                  <OptionChart questions={questions} width={PRINT_WIDTH} />
                </Box>
              )}
            </Suspense>
          </ChartBoundary>
          <Typography
            component="figcaption"
            variant="body2"
            color="textSecondary"
            sx={{ '@media print': { color: '#000' } }}
          >
            {figure}: batang bertumpuk, satu untuk pretest dan satu untuk posttest tiap soal.
            Angkanya, dengan kunci dan tanda pengecoh, ada di {tableLabel}.
          </Typography>
        </Box>
        <OptionTable questions={questions} />
      </Box>
    </ReportSection>
  );
}
