import { BarChart } from '@mui/x-charts/BarChart';
import type { OptionValue, QuestionMeasures } from '@piba/shared';
import { formatPercent, optionLetter } from '../analytics-format';

const ROW_HEIGHT = 30;
const OPTIONS: OptionValue[] = [1, 2, 3];
const COLORS = ['#1a56a8', '#8a3b00', '#5b6b2f'];

/**
 * One stacked bar per question and test: how the students split over A, B and C. The table
 * beside it has the same figures (with the key and the flags), so the drawing is hidden from
 * screen readers and is no tab stop.
 */
interface OptionChartProps {
  questions: QuestionMeasures[];
  /** Fixed width in pixels (for paper); otherwise the chart fills its box. */
  width?: number;
}

export default function OptionChart({ questions, width }: OptionChartProps) {
  const bars = questions.flatMap((question, index) => [
    { label: `${index + 1}. Pretest`, item: question.pre },
    { label: `${index + 1}. Posttest`, item: question.post },
  ]);
  return (
    <div aria-hidden="true">
      <BarChart
        layout="horizontal"
        width={width}
        disableKeyboardNavigation
        height={bars.length * ROW_HEIGHT + 90}
        yAxis={[
          {
            scaleType: 'band',
            data: bars.map((bar) => bar.label),
            width: 90,
            tickLabelStyle: { fontSize: 12 },
          },
        ]}
        xAxis={[
          {
            min: 0,
            max: 100,
            tickNumber: 5,
            label: 'Memilih (%)',
            valueFormatter: (value: number) => `${value}%`,
          },
        ]}
        series={OPTIONS.map((option, index) => ({
          label: `Opsi ${optionLetter(option)}`,
          stack: 'opsi',
          color: COLORS[index],
          data: bars.map(({ item }) => {
            const share = item.options.find((choice) => choice.option === option)?.share;
            return share === null || share === undefined ? null : Math.round(share * 1000) / 10;
          }),
          valueFormatter: (value: number | null) => formatPercent(value),
        }))}
        grid={{ vertical: true }}
        localeText={{ noData: 'Belum ada jawaban per soal.', loading: 'Memuat…' }}
        slotProps={{ legend: { position: { vertical: 'top', horizontal: 'center' } } }}
      />
    </div>
  );
}
