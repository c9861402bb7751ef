import type { ReactNode } from 'react';
import Table from '@mui/material/Table';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { StatText } from './stat-text';

interface ReportTableProps {
  /** Names the table and its scroll area for screen readers. */
  label: string;
  /** False while the table is out of sight: a hidden scroll area must not take the focus. */
  scrolls?: boolean;
  headers: readonly string[];
  /** The table's body. */
  children: ReactNode;
}

/**
 * A small table that scrolls sideways on a phone instead of squeezing its columns. The scroll
 * area takes focus so a keyboard can scroll it too. On paper: a three-line table as journals set
 * it (a rule above, one under the header, one below; no vertical or inner lines), black on white,
 * since shading and colour print grey or not at all. Headers set their statistical symbols.
 */
export function ReportTable({ label, scrolls = true, headers, children }: ReportTableProps) {
  return (
    <TableContainer
      role={scrolls ? 'region' : undefined}
      aria-label={scrolls ? label : undefined}
      tabIndex={scrolls ? 0 : undefined}
      sx={{
        mb: 2,
        overflow: scrolls ? undefined : 'visible',
        '@media print': { overflow: 'visible' },
      }}
    >
      <Table
        size="small"
        aria-label={label}
        sx={{
          '& th': { fontWeight: 700 },
          // A phone gets narrow columns first, and scrolls only if they still do not fit.
          '& td, & th': { whiteSpace: { sm: 'nowrap' }, px: { xs: 1, sm: 2 } },
          '@media print': {
            borderCollapse: 'collapse',
            borderTop: '1.5pt solid #000',
            borderBottom: '1.5pt solid #000',
            '& th, & td': {
              color: '#000',
              border: 'none',
              padding: '2pt 4pt',
              fontSize: '9pt',
              whiteSpace: 'normal',
            },
            '& thead th': { borderBottom: '0.75pt solid #000' },
            '& tr': { breakInside: 'avoid' },
          },
        }}
      >
        <TableHead>
          <TableRow>
            {headers.map((header) => (
              <TableCell key={header}>
                <StatText text={header} />
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        {children}
      </Table>
    </TableContainer>
  );
}
