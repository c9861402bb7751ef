import { type RefObject, useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import type { HistoryRecord, HistorySortField } from '@piba/shared';
import type { HistoryPaging, HistorySort } from '../hooks/use-history-view';
import { deleteLabel, HISTORY_COLUMNS, type HistoryColumn } from './history-columns';
import { HistoryPager } from './history-pager';

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
  onDelete: (record: HistoryRecord) => void;
  /** True while the delete dialog is open. */
  deleting: boolean;
}

/**
 * One page of results. Paging, sorting and filtering all happen in the API, over every result;
 * the table only shows the page it is given.
 */
export function HistoryTable(props: HistoryTableProps) {
  const { records, paging, sort, onDelete, columns = HISTORY_COLUMNS } = props;
  const table = useRef<HTMLTableElement>(null);
  const focusAfterDelete = useFocusAfterDelete(records, props.deleting, table);

  return (
    <Paper variant="outlined" sx={{ displayPrint: 'none' }}>
      {/* Reserves the bar's height, so rows do not jump while a page loads. */}
      <Box sx={{ height: 4 }}>{props.loading && <LinearProgress aria-label="Memuat hasil" />}</Box>
      {/* Tall enough for a screenful of rows; the pager stays within one scroll of the page. */}
      <TableContainer sx={{ maxHeight: 'max(420px, calc(100vh - 150px))' }}>
        <Table
          ref={table}
          tabIndex={-1}
          stickyHeader
          size="small"
          aria-label="History Table"
          aria-busy={props.loading}
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
            {records.map((record, index) => (
              <TableRow key={record.id} hover>
                {columns.map((column, columnIndex) => (
                  <TableCell
                    key={column.header}
                    // The name heads its row: a screen reader says whose score it reads.
                    {...(columnIndex === 0 && { component: 'th', scope: 'row' })}
                    align={column.numeric ? 'right' : 'left'}
                  >
                    {column.text(record)}
                  </TableCell>
                ))}
                <TableCell align="center" sx={{ py: 0 }}>
                  <IconButton
                    size="small"
                    aria-label={deleteLabel(record)}
                    ref={(button) => focusAfterDelete.register(index, button)}
                    onClick={() => {
                      focusAfterDelete.remember(record, index);
                      onDelete(record);
                    }}
                  >
                    <DeleteOutlinedIcon fontSize="small" />
                  </IconButton>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <HistoryPager total={props.total} paging={paging} onChange={props.onPagingChange} />
    </Paper>
  );
}

/**
 * A deleted row takes its delete button, and the keyboard focus, with it. Once the dialog has
 * closed, focus goes to the delete button of the row that took its place (or the last row, or the
 * table when none is left), so a keyboard user keeps their place instead of starting again from
 * the top of the page. A cancelled dialog gives focus back to the button itself.
 */
function useFocusAfterDelete(
  records: HistoryRecord[],
  deleting: boolean,
  table: RefObject<HTMLTableElement | null>,
) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const pending = useRef<{ id: number; index: number } | null>(null);

  useEffect(() => {
    const deleted = pending.current;
    if (!deleted || deleting) return;
    pending.current = null;
    if (records.some((record) => record.id === deleted.id)) return;
    const next = buttons.current[Math.min(deleted.index, records.length - 1)];
    (next ?? table.current)?.focus();
  }, [records, deleting, table]);

  return {
    register: (index: number, button: HTMLButtonElement | null) => {
      buttons.current[index] = button;
    },
    remember: (record: HistoryRecord, index: number) => {
      pending.current = { id: record.id, index };
    },
  };
}
