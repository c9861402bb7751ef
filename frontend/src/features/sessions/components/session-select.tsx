import type { SxProps, Theme } from '@mui/material/styles';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useVisibleSessions } from '../api/sessions-api';

interface SessionSelectProps {
  /** A join code, `none` for results without a session, or '' for every session. */
  value: string;
  onChange: (session: string) => void;
  sx?: SxProps<Theme>;
}

/**
 * The administrator's session filter, shown once there is a session. A session key's pages are
 * its session's already, so they have none.
 */
export function SessionSelect({ value, onChange, sx = { minWidth: 220 } }: SessionSelectProps) {
  const sessions = useVisibleSessions();
  if (sessions.length === 0 && !value) return null;
  const known = sessions.some((session) => session.code === value);
  return (
    <TextField
      select
      size="small"
      label="Sesi"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      sx={sx}
      slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
    >
      <MenuItem value="">Semua sesi</MenuItem>
      <MenuItem value="none">Tanpa sesi</MenuItem>
      {value && value !== 'none' && !known && <MenuItem value={value}>{value}</MenuItem>}
      {sessions.map((session) => (
        <MenuItem key={session.code} value={session.code}>
          {session.name} ({session.code})
        </MenuItem>
      ))}
    </TextField>
  );
}
