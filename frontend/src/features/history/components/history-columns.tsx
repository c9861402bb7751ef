import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import { GridActionsCellItem, type GridColDef } from '@mui/x-data-grid';
import { formatWib, testTypeLabel, type HistoryRecord } from '@piba/shared';
import { orDash } from '../history-format';

/** The label of a record's delete button; screen readers tell the rows apart by name. */
export const deleteLabel = (record: HistoryRecord) => `Hapus hasil ${record.name || 'tanpa nama'}`;

/**
 * The five columns docs/product.md names (Name, Class Room, Score, Percentage, Type), then the
 * time and the delete button. Only the columns the API can sort by are sortable: sorting happens
 * on the server, over every page.
 */
export function historyColumns(onDelete: (record: HistoryRecord) => void) {
  const columns: GridColDef<HistoryRecord>[] = [
    { field: 'name', headerName: 'Name', flex: 2, minWidth: 150, valueGetter: orDash },
    { field: 'class_room', headerName: 'Class Room', flex: 1, minWidth: 115, valueGetter: orDash },
    { field: 'score', headerName: 'Score', flex: 1, minWidth: 80, sortable: false },
    {
      field: 'percentage',
      headerName: 'Percentage',
      type: 'number',
      flex: 1,
      minWidth: 120,
      valueFormatter: (value: number) => `${value}%`,
    },
    {
      field: 'type',
      headerName: 'Type',
      flex: 1,
      minWidth: 100,
      sortable: false,
      valueGetter: (_value, row) => testTypeLabel(row),
    },
    {
      field: 'created_at',
      headerName: 'Waktu (WIB)',
      flex: 1.5,
      minWidth: 165,
      valueFormatter: (value: string) => formatWib(value),
    },
    {
      field: 'actions',
      type: 'actions',
      headerName: 'Hapus',
      width: 80,
      getActions: ({ row }) => [
        <GridActionsCellItem
          key="delete"
          icon={<DeleteOutlinedIcon />}
          label={deleteLabel(row)}
          onClick={() => onDelete(row)}
        />,
      ],
    },
  ];
  return columns;
}
