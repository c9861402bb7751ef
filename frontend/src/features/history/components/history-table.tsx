import { memo, type RefObject, useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import { alpha, lighten, type SxProps, type Theme } from '@mui/material/styles';
import type { HistoryRecord, HistorySortField } from '@piba/shared';
import type { HistoryPaging, HistorySort } from '../hooks/use-history-view';
import {
  deleteLabel,
  ERASE_HINT,
  eraseLabel,
  HISTORY_COLUMNS,
  type HistoryColumn,
} from './history-columns';
import { HistoryPager } from './history-pager';

/** MUI's DeleteOutlined icon. */
const DELETE_ICON_PATH =
  'M16 9v10H8V9zm-1.5-6h-5l-1 1H5v2h14V4h-3.5zM18 7H6v12c0 1.1.9 2 2 2h8c1.1 0 2-.9 2-2z';

/** MUI's DeleteForeverOutlined icon. */
const ERASE_ICON_PATH =
  'M14.12 10.47 12 12.59l-2.13-2.12-1.41 1.41L10.59 14l-2.12 2.12 1.41 1.41L12 15.41l2.12 2.12 1.41-1.41L13.41 14l2.12-2.12zM15.5 4l-1-1h-5l-1 1H5v2h14V4zM6 19c0 1.1.9 2 2 2h8c1.1 0 2-.9 2-2V7H6zM8 9h8v10H8z';

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
  '& tbody button': {
    display: 'inline-flex',
    padding: '5px',
    border: 0,
    borderRadius: '50%',
    background: 'none',
    color: theme.palette.action.active,
    cursor: 'pointer',
    '&:hover': { backgroundColor: theme.palette.action.hover },
    '&.erase': { color: theme.palette.error.main },
    '&:focus-visible': {
      outline: `2px solid ${theme.palette.primary.main}`,
      outlineOffset: '1px',
    },
  },
  '& tbody svg': { width: 20, height: 20, fill: 'currentColor' },
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
  onDelete: (record: HistoryRecord) => void;
  /** The administrator's erasure on a parent's request; absent for a session key. */
  onErase?: (record: HistoryRecord) => void;
  /** True while the delete (or erase) dialog is open. */
  deleting: boolean;
}

/**
 * One page of results. Paging, sorting and filtering all happen in the API, over every result;
 * the table only shows the page it is given.
 */
export function HistoryTable(props: HistoryTableProps) {
  const { records, paging, sort, onDelete, onErase, columns = HISTORY_COLUMNS } = props;
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
      <HistoryPager total={props.total} paging={paging} onChange={props.onPagingChange} />
    </Paper>
  );
}

interface HistoryRowsProps {
  records: HistoryRecord[];
  columns: readonly HistoryColumn[];
  onDelete: (record: HistoryRecord) => void;
  onErase?: (record: HistoryRecord) => void;
  focusAfterDelete: ReturnType<typeof useFocusAfterDelete>;
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
        <button
          type="button"
          aria-label={deleteLabel(record)}
          ref={(button) => focusAfterDelete.register(index, button)}
          onClick={() => {
            focusAfterDelete.remember(record, index);
            onDelete(record);
          }}
        >
          <svg viewBox="0 0 24 24" aria-hidden focusable="false">
            <path d={DELETE_ICON_PATH} />
          </svg>
        </button>
        {onErase && (
          <button
            type="button"
            className="erase"
            aria-label={eraseLabel(record)}
            title={ERASE_HINT}
            onClick={() => {
              focusAfterDelete.remember(record, index);
              onErase(record);
            }}
          >
            <svg viewBox="0 0 24 24" aria-hidden focusable="false">
              <path d={ERASE_ICON_PATH} />
            </svg>
          </button>
        )}
      </td>
    </tr>
  ));
});

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

  // The same object on every render: the rows are not drawn again for it.
  const [handlers] = useState(() => ({
    register: (index: number, button: HTMLButtonElement | null) => {
      buttons.current[index] = button;
    },
    remember: (record: HistoryRecord, index: number) => {
      pending.current = { id: record.id, index };
    },
  }));
  return handlers;
}
