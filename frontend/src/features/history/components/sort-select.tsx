import type { SxProps, Theme } from '@mui/material/styles';
import { OutlinedSelect } from '../../../components/outlined-field';
import { toApiSort, type HistorySort } from '../api/history-request';

/** Each order a teacher can choose, by the column's name on the table. */
const ORDERS: ReadonlyArray<{ sort: HistorySort; label: string }> = [
  { sort: { field: 'created_at', direction: 'desc' }, label: 'Waktu: terbaru dulu' },
  { sort: { field: 'created_at', direction: 'asc' }, label: 'Waktu: terlama dulu' },
  { sort: { field: 'name', direction: 'asc' }, label: 'Name: A–Z' },
  { sort: { field: 'name', direction: 'desc' }, label: 'Name: Z–A' },
  { sort: { field: 'class_room', direction: 'asc' }, label: 'Class Room: A–Z' },
  { sort: { field: 'class_room', direction: 'desc' }, label: 'Class Room: Z–A' },
  { sort: { field: 'percentage', direction: 'desc' }, label: 'Percentage: tertinggi dulu' },
  { sort: { field: 'percentage', direction: 'asc' }, label: 'Percentage: terendah dulu' },
];

const orderOf = (value: string): HistorySort =>
  ORDERS.find((order) => toApiSort(order.sort) === value)?.sort ?? ORDERS[0].sort;

interface SortSelectProps {
  sort: HistorySort;
  onChange: (sort: HistorySort) => void;
  sx?: SxProps<Theme>;
}

/** The order of the results where there are no column headers to click: the phone's cards. */
export function SortSelect({ sort, onChange, sx }: SortSelectProps) {
  return (
    <OutlinedSelect
      label="Urutkan"
      value={toApiSort(sort)}
      onChange={(value) => onChange(orderOf(value))}
      sx={sx}
    >
      {ORDERS.map((order) => (
        <option key={toApiSort(order.sort)} value={toApiSort(order.sort)}>
          {order.label}
        </option>
      ))}
    </OutlinedSelect>
  );
}
