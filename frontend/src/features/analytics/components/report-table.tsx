import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { alpha, lighten, type SxProps, type Theme } from '@mui/material/styles';
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
 * MUI's small table, as it looks in this theme, on plain elements styled once here: a report
 * holds a dozen tables of some ten cells a row, and as MUI components each cell is three of them.
 * The tables' rows take classes: `total` (in bold), `pooled` (in italics); their cells: `strong`,
 * `flagged` (in the error colour), `notes` (wrapping, at least 160 px), `option` (a positioned
 * box for a visually hidden word).
 */
const tableStyles: SxProps<Theme> = (theme) => ({
  width: '100%',
  display: 'table',
  borderCollapse: 'collapse',
  borderSpacing: 0,
  '& th, & td': {
    ...theme.typography.body2,
    display: 'table-cell',
    verticalAlign: 'inherit',
    textAlign: 'left',
    color: theme.palette.text.primary,
    padding: '6px 16px',
    borderBottom: `1px solid ${lighten(alpha(theme.palette.divider, 1), 0.88)}`,
    // A phone gets narrow columns first, and scrolls only if they still do not fit.
    whiteSpace: { sm: 'nowrap' },
    px: { xs: 1, sm: 2 },
  },
  '& th': { fontWeight: 700 },
  '& thead th': { lineHeight: '1.5rem' },
  '& tr.total > *, & td.strong': { fontWeight: 700 },
  '& tr.pooled > *': { fontStyle: 'italic' },
  '& td.flagged': { color: theme.palette.error.main, fontWeight: 700 },
  '& td.option': { position: 'relative' },
  '& td.notes': { whiteSpace: 'normal', minWidth: '160px' },
  '@media print': {
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
});

/**
 * A small table that scrolls sideways on a phone instead of squeezing its columns. The scroll
 * area takes focus so a keyboard can scroll it too. On paper: a three-line table as journals set
 * it (a rule above, one under the header, one below; no vertical or inner lines), black on white,
 * since shading and colour print grey or not at all. Headers set their statistical symbols. Its
 * body is plain `tbody`, `tr`, `th scope="row"` and `td` elements.
 */
export function ReportTable({ label, scrolls = true, headers, children }: ReportTableProps) {
  return (
    <Box
      role={scrolls ? 'region' : undefined}
      aria-label={scrolls ? label : undefined}
      tabIndex={scrolls ? 0 : undefined}
      sx={{
        width: '100%',
        mb: 2,
        overflowX: scrolls ? 'auto' : 'visible',
        '@media print': { overflow: 'visible' },
      }}
    >
      <Box component="table" aria-label={label} sx={tableStyles}>
        <thead>
          <tr>
            {headers.map((header) => (
              <th key={header} scope="col">
                <StatText text={header} />
              </th>
            ))}
          </tr>
        </thead>
        {children}
      </Box>
    </Box>
  );
}
