import { memo } from 'react';
import Box from '@mui/material/Box';
import type { HistoryRecord } from '@piba/shared';
import { HISTORY_COLUMNS, type HistoryColumn } from './history-columns';

/**
 * The current page as a plain table, for paper only: the screen table's columns without its
 * delete buttons, scroll box and pager. It flows to the paper's width and across pages, with its
 * header repeated on each.
 */
export const PrintTable = memo(function PrintTable({
  records,
  columns = HISTORY_COLUMNS,
}: {
  records: HistoryRecord[];
  columns?: readonly HistoryColumn[];
}) {
  return (
    <Box
      component="table"
      hidden
      data-testid="print-table"
      sx={{
        '@media print': { display: 'table !important' },
        width: '100%',
        borderCollapse: 'collapse',
        fontSize: '10pt',
        color: '#000',
        '& th, & td': { border: '1px solid #000', padding: '2pt 4pt', textAlign: 'left' },
        '& th': { fontWeight: 700 },
        '& tr': { breakInside: 'avoid' },
      }}
    >
      <thead>
        <tr>
          {columns.map(({ header }) => (
            <th key={header} scope="col">
              {header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {records.map((record) => (
          <tr key={record.id}>
            {columns.map((column) => (
              <td key={column.header}>{column.text(record)}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </Box>
  );
});
