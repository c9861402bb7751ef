import type { SxProps, Theme } from '@mui/material/styles';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
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
    <TextField
      select
      size="small"
      label="Kelas"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      sx={sx}
      slotProps={{
        inputLabel: { shrink: true },
        // The list is read again when opened: a new class may have submitted meanwhile.
        select: { displayEmpty: true, onOpen: () => void classes.refetch() },
      }}
    >
      <MenuItem value="">Semua kelas</MenuItem>
      {options.map((classRoom) => (
        <MenuItem key={classRoom} value={classRoom}>
          {classRoom}
        </MenuItem>
      ))}
    </TextField>
  );
}
