import Typography from '@mui/material/Typography';
import type { HistoryPage } from '../../../lib/history-contract';

type HistoryPageMeta = HistoryPage['meta'];
import { formatNumber } from '../history-format';

/** Counts over every result of the filter, not only the page on screen. */
export function summaryText({ total, summary }: Pick<HistoryPageMeta, 'total' | 'summary'>) {
  const average =
    summary.averagePercentage === null ? '-' : `${formatNumber(summary.averagePercentage)}%`;
  return [
    `Jumlah hasil: ${formatNumber(total)}`,
    `Pre Test: ${formatNumber(summary.pretest)}`,
    `Post Test: ${formatNumber(summary.posttest)}`,
    `Rata-rata persentase: ${average}`,
  ].join(' · ');
}

export function HistorySummary({ meta }: { meta: Pick<HistoryPageMeta, 'total' | 'summary'> }) {
  return (
    <Typography data-testid="history-summary" sx={{ fontWeight: 600, mb: 1 }}>
      {summaryText(meta)}
    </Typography>
  );
}
