import { lazy, Suspense, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { QuestionMeasures } from '@piba/shared';
import { formatCount } from '../analytics-format';
import { MEASURE_TEXTS } from '../measure-texts';
import { useCaption } from '../report-captions';
import { ChartBoundary } from './chart-boundary';
import { QuestionTable } from './question-table';
import { StatText } from './stat-text';
import { ReportSection } from './report-section';
import { useNearViewport } from '../../../lib/use-near-viewport';
import { usePrinting } from '../../../lib/use-printing';
import { visuallyHidden } from '../../../lib/visually-hidden';

// The chart library is the heaviest code of this page, and drawing a chart its longest work: the
// figures, cards and tables above and below it appear without waiting for it, and the chart is
// drawn once the teacher scrolls near it.
const QuestionChart = lazy(() => import('./question-chart'));
const PRINT_WIDTH = 680;

/** Out of sight on screen only: screen readers still read it, and paper still shows it. */
const screenReaderOnly = { '@media screen': visuallyHidden } as const;

export function QuestionSection({
  questions,
  excludedOtherVersion,
}: {
  questions: QuestionMeasures[];
  /** Tests whose answers were scored with an earlier answer key (docs/content.md). */
  excludedOtherVersion: number;
}) {
  const [tableShown, setTableShown] = useState(false);
  const [first] = questions;
  const chartBox = useRef<HTMLDivElement>(null);
  const near = useNearViewport(chartBox);
  const printing = usePrinting();
  const figure = useCaption('figure:questions');
  return (
    <ReportSection id="analisis-soal" title="Ketercapaian per soal">
      <Typography variant="body2" color="textSecondary">
        <StatText text={MEASURE_TEXTS.topicGain} />
      </Typography>
      <Typography variant="body2" color="textSecondary">
        <StatText text={MEASURE_TEXTS.difficulty} />
      </Typography>
      <Typography variant="body2" color="textSecondary">
        <StatText text={MEASURE_TEXTS.discrimination} />
      </Typography>
      <Typography variant="body2" color="textSecondary" sx={{ mb: 1 }}>
        <StatText text={MEASURE_TEXTS.pointBiserial} />
      </Typography>
      <Typography variant="body2" sx={{ mb: 1 }}>
        Dihitung dari {formatCount(first?.pre.answered ?? 0)} pretest dan{' '}
        {formatCount(first?.post.answered ?? 0)} posttest yang menyimpan jawaban per soal.
      </Typography>
      {excludedOtherVersion > 0 && (
        <Typography variant="body2" sx={{ mb: 1 }}>
          {formatCount(excludedOtherVersion)} hasil dari versi soal sebelumnya tidak dihitung dalam
          statistik per soal.
        </Typography>
      )}
      <Box
        component="figure"
        ref={chartBox}
        data-testid="question-chart"
        sx={{ m: 0, minHeight: 200, breakInside: 'avoid' }}
      >
        <ChartBoundary>
          <Suspense fallback={<Typography role="status">Memuat grafik…</Typography>}>
            {near && (
              <Box sx={{ displayPrint: 'none' }}>
                <QuestionChart questions={questions} />
              </Box>
            )}
            {/* A chart follows its box's width only when the screen resizes, not when the page is
              laid out for paper; so paper gets its own chart, drawn at a width that fits A4, and
              only when the page is printed. */}
            {printing && (
              <Box sx={{ display: 'none', displayPrint: 'block' }}>
                <QuestionChart questions={questions} width={PRINT_WIDTH} />
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
          {figure}: pretest (abu-abu) dan posttest (biru); angka di depan topik = nomor soal.
        </Typography>
      </Box>
      {/* The table is always read by screen readers and printed; on screen it is shown on request. */}
      <Button
        aria-pressed={tableShown}
        onClick={() => setTableShown((shown) => !shown)}
        sx={{ displayPrint: 'none', mb: 1 }}
      >
        {tableShown ? 'Sembunyikan tabel angka' : 'Tampilkan tabel angka'}
      </Button>
      <Box sx={tableShown ? undefined : screenReaderOnly}>
        <QuestionTable questions={questions} shown={tableShown} />
      </Box>
    </ReportSection>
  );
}
