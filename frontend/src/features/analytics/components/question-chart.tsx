import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import type { QuestionMeasures } from '@piba/shared';
import { formatPercent } from '../analytics-format';

const share = (p: number | null) => (p === null ? null : Math.round(p * 1000) / 10);
const ROW_HEIGHT = 56;

/**
 * Horizontal bars: the topics are long, and read best as labels on the left. Screen readers and
 * keyboards get the same figures from the table below the chart, so the drawing is hidden from
 * them and is no tab stop (its bar-by-bar navigation would only repeat the table, in English).
 */
interface QuestionChartProps {
  questions: QuestionMeasures[];
  /** Fixed width in pixels (for paper); otherwise the chart fills its box. */
  width?: number;
}

export default function QuestionChart({ questions, width }: QuestionChartProps) {
  // A phone keeps room for the bars: its labels are cut short, and the number still leads to the
  // question's row in the table. (Axis labels are measured as one line, so wrapping does not help.)
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('sm')) || width !== undefined;
  return (
    <div aria-hidden="true">
      <BarChart
        layout="horizontal"
        width={width}
        disableKeyboardNavigation
        height={questions.length * ROW_HEIGHT + 90}
        yAxis={[
          {
            scaleType: 'band',
            data: questions.map((question, index) => `${index + 1}. ${question.topic}`),
            width: wide ? 250 : 120,
            tickLabelStyle: { fontSize: 12 },
          },
        ]}
        xAxis={[
          {
            min: 0,
            max: 100,
            tickNumber: 5,
            label: 'Menjawab benar (%)',
            valueFormatter: (value: number) => `${value}%`,
          },
        ]}
        series={[
          {
            label: 'Pretest',
            data: questions.map((question) => share(question.pre.p)),
            color: '#6b7a90',
            valueFormatter: (value) => formatPercent(value),
          },
          {
            label: 'Posttest',
            data: questions.map((question) => share(question.post.p)),
            color: '#1a56a8',
            valueFormatter: (value) => formatPercent(value),
          },
        ]}
        grid={{ vertical: true }}
        localeText={{ noData: 'Belum ada jawaban per soal.', loading: 'Memuat…' }}
        slotProps={{ legend: { position: { vertical: 'top', horizontal: 'center' } } }}
      />
    </div>
  );
}
