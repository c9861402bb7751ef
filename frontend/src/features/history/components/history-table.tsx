import { lazy, memo, Suspense, useRef } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import { alpha, lighten, type SxProps, type Theme, useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { HistoryRecord, HistorySortField } from '@piba/shared';
import { Pager } from '../../../components/pager';
import { HISTORY_PAGE_SIZES } from '../api/history-request';
import type { HistoryPaging, HistorySort } from '../hooks/use-history-view';
import { HistoryCards } from './history-cards';
import { HISTORY_COLUMNS, type HistoryColumn } from './history-columns';
import { type FocusAfterDelete, rowActions, useFocusAfterDelete } from './row-actions';
import { plainIconButtonStyles } from '../../../components/plain-button';
import { SortSelect } from './sort-select';

// Shown only while another page of results is on its way: it loads the first time it is.
const LinearProgress = lazy(() => import('@mui/material/LinearProgress'));

/**
 * The rows are plain table elements styled once, here, as MUI's small TableCell, TableRow hover
 * and small IconButton look. One MUI component per cell (each a styled component that works out
 * its own styles when it renders) made a page of 50 results about 500 of them, and the largest
 * part of the page's first draw on a school laptop.
 */
const bodyStyles: SxProps<Theme> = (theme) => ({
  '& tbody th, & tbody td': {
    ...theme.typography.body2,
    color: theme.palette.text.primary,
    padding: '6px 16px',
    textAlign: 'left',
    verticalAlign: 'inherit',
    borderBottom: `1px solid ${lighten(alpha(theme.palette.divider, 1), 0.88)}`,
  },
  '& tbody .numeric': { textAlign: 'right' },
  '& tbody .action': { textAlign: 'center', py: 0, whiteSpace: 'nowrap' },
  '& tbody tr:hover': { backgroundColor: theme.palette.action.hover },
  ...plainIconButtonStyles(theme),
});

interface HistoryTableProps {
  records: HistoryRecord[];
  /** The columns before the delete button (HISTORY_COLUMNS unless the view spans sessions). */
  columns?: readonly HistoryColumn[];
  total: number;
  loading: boolean;
  /** The Indonesian empty state: no results yet, or none that match the filter. */
  emptyLabel: string;
  paging: HistoryPaging;
  onPagingChange: (paging: HistoryPaging) => void;
  sort: HistorySort;
  onSortChange: (field: HistorySortField) => void;
  /** The phone's order select: one column and one direction at once. */
  onSortSet: (sort: HistorySort) => void;
  onDelete: (record: HistoryRecord) => void;
  /** The administrator's erasure on a parent's request; absent for a session key. */
  onErase?: (record: HistoryRecord) => void;
  /** True while the delete (or erase) dialog is open. */
  deleting: boolean;
}

/**
 * One page of results. Paging, sorting and filtering all happen in the API, over every result;
 * the table only shows the page it is given. Below MUI's `sm` breakpoint (a phone) each result is
 * a card instead of a row, and the order is a select.
 */
export function HistoryTable(props: HistoryTableProps) {
  const { records, paging, sort, onDelete, onErase, columns = HISTORY_COLUMNS } = props;
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  const list = useRef<HTMLTableElement & HTMLUListElement>(null);
  const focusAfterDelete = useFocusAfterDelete(records, props.deleting, list);

  return (
    <Paper variant="outlined" sx={{ displayPrint: 'none' }}>
      {/* Reserves the bar's height, so rows do not jump while a page loads. */}
      <Box sx={{ height: 4 }}>
        {props.loading && (
          <Suspense fallback={null}>
            <LinearProgress aria-label="Memuat hasil" />
          </Suspense>
        )}
      </Box>
      {phone ? (
        <>
          <Box sx={{ px: 2, pt: 1.5, pb: 1 }}>
            <SortSelect sort={sort} onChange={props.onSortSet} sx={{ width: '100%' }} />
          </Box>
          {records.length === 0 && (
            <Typography sx={{ py: 4, px: 2, textAlign: 'center' }}>{props.emptyLabel}</Typography>
          )}
          <HistoryCards
            listRef={list}
            records={records}
            columns={columns}
            loading={props.loading}
            onDelete={onDelete}
            onErase={onErase}
            focusAfterDelete={focusAfterDelete}
          />
        </>
      ) : (
        // Tall enough for a screenful of rows; the pager stays within one scroll of the page.
        <TableContainer sx={{ maxHeight: 'max(420px, calc(100vh - 150px))' }}>
          <Table
            ref={list}
            tabIndex={-1}
            stickyHeader
            size="small"
            aria-label="History Table"
            aria-busy={props.loading}
            sx={bodyStyles}
          >
            <TableHead>
              <TableRow>
                {columns.map((column) => {
                  const active = column.sortField === sort.field;
                  return (
                    <TableCell
                      key={column.header}
                      align={column.numeric ? 'right' : 'left'}
                      sortDirection={active ? sort.direction : false}
                      sx={{ minWidth: column.minWidth, fontWeight: 700, whiteSpace: 'nowrap' }}
                    >
                      {column.sortField ? (
                        <TableSortLabel
                          active={active}
                          direction={active ? sort.direction : 'asc'}
                          onClick={() => props.onSortChange(column.sortField!)}
                        >
                          {column.header}
                        </TableSortLabel>
                      ) : (
                        column.header
                      )}
                    </TableCell>
                  );
                })}
                <TableCell align="center" sx={{ fontWeight: 700 }}>
                  Hapus
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {records.length === 0 && (
                <TableRow>
                  <TableCell colSpan={columns.length + 1} sx={{ py: 6, textAlign: 'center' }}>
                    {props.emptyLabel}
                  </TableCell>
                </TableRow>
              )}
              <HistoryRows
                records={records}
                columns={columns}
                onDelete={onDelete}
                onErase={onErase}
                focusAfterDelete={focusAfterDelete}
              />
            </TableBody>
          </Table>
        </TableContainer>
      )}
      <Box sx={{ px: 2 }}>
        <Pager
          page={paging.page + 1}
          pageSize={paging.pageSize}
          total={props.total}
          onPageChange={(page) =>
            props.onPagingChange({ page: page - 1, pageSize: paging.pageSize })
          }
          pageSizes={HISTORY_PAGE_SIZES}
          onPageSizeChange={(pageSize) => props.onPagingChange({ page: 0, pageSize })}
        />
      </Box>
    </Paper>
  );
}

interface HistoryRowsProps {
  records: HistoryRecord[];
  columns: readonly HistoryColumn[];
  onDelete: (record: HistoryRecord) => void;
  onErase?: (record: HistoryRecord) => void;
  focusAfterDelete: FocusAfterDelete;
}

/**
 * The rows, drawn again only when the records or columns change (each prop is stable otherwise):
 * the answers that arrive after the first results (the teacher's scope, the classes, the
 * sessions) redraw the page around the rows, not every row.
 */
const HistoryRows = memo(function HistoryRows(props: HistoryRowsProps) {
  const { records, columns, onDelete, onErase, focusAfterDelete } = props;
  return records.map((record, index) => (
    <tr key={record.id}>
      {columns.map((column, columnIndex) => {
        const Cell = columnIndex === 0 ? 'th' : 'td';
        return (
          <Cell
            key={column.header}
            // The name heads its row: a screen reader says whose score it reads.
            scope={columnIndex === 0 ? 'row' : undefined}
            className={column.numeric ? 'numeric' : undefined}
          >
            {column.text(record)}
          </Cell>
        );
      })}
      <td className="action">
        {rowActions({ record, index, onDelete, onErase, focusAfterDelete })}
      </td>
    </tr>
  ));
});
