import type { SxProps, Theme } from '@mui/material/styles';
import { OutlinedSelect } from '../../../components/outlined-field';
import { useHistoryClasses } from '../api/get-history-classes';

interface ClassSelectProps {
  value: string;
  /** The session whose classes to offer ('' for every session). */
  session?: string;
  onChange: (classRoom: string) => void;
  sx?: SxProps<Theme>;
}

/** Every class with a result, and "Semua kelas": the results table's and the analysis's filter. */
export function ClassSelect({
  value,
  session = '',
  onChange,
  sx = { minWidth: 200 },
}: ClassSelectProps) {
  const classes = useHistoryClasses(session);
  const known = classes.data ?? [];
  // A class from the address stays selectable before the list arrives (or if it has no results).
  const options = value && !known.includes(value) ? [value, ...known] : known;
  return (
    <OutlinedSelect
      label="Kelas"
      value={value}
      onChange={onChange}
      // The list is read again when it is about to be used: a new class may have submitted.
      onFocus={() => void classes.refetch()}
      sx={sx}
    >
      <option value="">Semua kelas</option>
      {options.map((classRoom) => (
        <option key={classRoom} value={classRoom}>
          {classRoom}
        </option>
      ))}
    </OutlinedSelect>
  );
}
