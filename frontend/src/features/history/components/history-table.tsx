import { useMemo } from 'react';
import {
  DataGrid,
  type GridPaginationModel,
  type GridSortModel,
  type GridLocaleText,
} from '@mui/x-data-grid';
import { idID } from '@mui/x-data-grid/locales';
import type { HistoryRecord } from '@piba/shared';
import { historyColumns } from './history-columns';

const indonesian: Partial<GridLocaleText> = {
  ...idID.components.MuiDataGrid.defaultProps.localeText,
  // The shipped Indonesian texts have typos here ('Tidak ad abaris', 'Kelola columns').
  noRowsLabel: 'Tidak ada baris',
  noColumnsOverlayManageColumns: 'Kelola kolom',
};

interface HistoryTableProps {
  records: HistoryRecord[];
  total: number;
  loading: boolean;
  /** The Indonesian empty state: no results yet, or none that match the filter. */
  emptyLabel: string;
  paginationModel: GridPaginationModel;
  onPaginationModelChange: (model: GridPaginationModel) => void;
  sortModel: GridSortModel;
  onSortModelChange: (model: GridSortModel) => void;
  onDelete: (record: HistoryRecord) => void;
}

export function HistoryTable(props: HistoryTableProps) {
  const { onDelete, emptyLabel } = props;
  const columns = useMemo(() => historyColumns(onDelete), [onDelete]);
  const localeText = useMemo(() => ({ ...indonesian, noRowsLabel: emptyLabel }), [emptyLabel]);
  return (
    <DataGrid
      aria-label="History Table"
      rows={props.records}
      columns={columns}
      rowCount={props.total}
      loading={props.loading}
      // Paging, sorting and filtering all happen in the API, over every result, not one page.
      paginationMode="server"
      sortingMode="server"
      filterMode="server"
      paginationModel={props.paginationModel}
      onPaginationModelChange={props.onPaginationModelChange}
      pageSizeOptions={[25, 50, 100]}
      sortModel={props.sortModel}
      onSortModelChange={props.onSortModelChange}
      // The filter bar above the grid replaces the grid's own filter panel and column menu.
      disableColumnFilter
      disableColumnMenu
      disableRowSelectionOnClick
      // A page holds at most 100 rows: all of them in the page lets the browser's find (Ctrl+F)
      // reach every student on it.
      disableVirtualization
      localeText={localeText}
      sx={{
        bgcolor: 'background.paper',
        // Tall enough for a screenful of rows; the pager stays within one scroll of the page.
        height: 'max(420px, calc(100vh - 96px))',
        displayPrint: 'none',
      }}
    />
  );
}
