import { DataGrid, type GridColDef, type GridPaginationModel } from '@mui/x-data-grid';
import { idID } from '@mui/x-data-grid/locales';
import type { HistoryRecord } from '../../../lib/history-contract';

export function attemptType(record: Pick<HistoryRecord, 'is_pretest' | 'is_posttest'>): string {
  if (record.is_pretest) return 'Pre Test';
  if (record.is_posttest) return 'Post Test';
  return 'N/A';
}

const orDash = (value: string | null) => value || '-';

const columns: GridColDef<HistoryRecord>[] = [
  { field: 'name', headerName: 'Name', flex: 2, minWidth: 140, valueGetter: orDash },
  { field: 'class_room', headerName: 'Class Room', flex: 1, minWidth: 110, valueGetter: orDash },
  { field: 'score', headerName: 'Score', flex: 1, minWidth: 90 },
  {
    field: 'percentage',
    headerName: 'Percentage',
    type: 'number',
    flex: 1,
    minWidth: 110,
    valueFormatter: (value: number) => `${value}%`,
  },
  {
    field: 'type',
    headerName: 'Type',
    flex: 1,
    minWidth: 110,
    valueGetter: (_value, row) => attemptType(row),
  },
];

const localeText = {
  ...idID.components.MuiDataGrid.defaultProps.localeText,
  noRowsLabel: 'Belum ada hasil.',
};

interface HistoryTableProps {
  records: HistoryRecord[];
  total: number;
  loading: boolean;
  paginationModel: GridPaginationModel;
  onPaginationModelChange: (model: GridPaginationModel) => void;
}

export function HistoryTable(props: HistoryTableProps) {
  return (
    <DataGrid
      rows={props.records}
      columns={columns}
      rowCount={props.total}
      loading={props.loading}
      paginationMode="server"
      paginationModel={props.paginationModel}
      onPaginationModelChange={props.onPaginationModelChange}
      pageSizeOptions={[25, 50, 100]}
      // Sorting or filtering one page of a server-paged list would mislead.
      disableColumnSorting
      disableColumnFilter
      disableRowSelectionOnClick
      localeText={localeText}
      sx={{ bgcolor: 'background.paper', minHeight: 320 }}
    />
  );
}
