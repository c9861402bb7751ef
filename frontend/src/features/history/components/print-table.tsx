import Box from '@mui/material/Box';
import { formatWib, testTypeLabel, type HistoryRecord } from '@piba/shared';
import { orDash } from '../history-format';

const HEADERS = ['Name', 'Class Room', 'Score', 'Percentage', 'Type', 'Waktu (WIB)'];

/**
 * The current page as a plain table, for paper only. The grid sizes its columns for the screen
 * in JavaScript and does not re-measure for the printed page, so it would be cut off; a table
 * flows to the paper's width and across pages, with its header repeated on each.
 */
export function PrintTable({ records }: { records: HistoryRecord[] }) {
  return (
    <Box
      component="table"
      hidden
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
          {HEADERS.map((header) => (
            <th key={header} scope="col">
              {header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {records.map((record) => (
          <tr key={record.id}>
            <td>{orDash(record.name)}</td>
            <td>{orDash(record.class_room)}</td>
            <td>{record.score}</td>
            <td>{record.percentage}%</td>
            <td>{testTypeLabel(record)}</td>
            <td>{formatWib(record.created_at)}</td>
          </tr>
        ))}
      </tbody>
    </Box>
  );
}
