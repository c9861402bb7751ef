import { Fragment } from 'react';
import Typography from '@mui/material/Typography';
import type { HistoryPage } from '@piba/shared';
import { formatNumber } from '../history-format';

type HistoryPageMeta = HistoryPage['meta'];

/** Counts over every result of the filter, not only the page on screen. */
export function summaryParts({ total, summary }: Pick<HistoryPageMeta, 'total' | 'summary'>) {
  const average =
    summary.averagePercentage === null ? '-' : `${formatNumber(summary.averagePercentage)}%`;
  return [
    `Jumlah hasil: ${formatNumber(total)}`,
    `Pre Test: ${formatNumber(summary.pretest)}`,
    `Post Test: ${formatNumber(summary.posttest)}`,
    `Rata-rata persentase: ${average}`,
  ];
}

export function HistorySummary({ meta }: { meta: Pick<HistoryPageMeta, 'total' | 'summary'> }) {
  return (
    <Typography data-testid="history-summary" sx={{ fontWeight: 600, mb: 1 }}>
      {summaryParts(meta).map((part, index) => (
        // Each figure stays on one line on a phone; lines break only between them.
        <Fragment key={part}>
          {index > 0 && ' · '}
          <span style={{ whiteSpace: 'nowrap' }}>{part}</span>
        </Fragment>
      ))}
    </Typography>
  );
}
