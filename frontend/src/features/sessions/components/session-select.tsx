import type { SxProps, Theme } from '@mui/material/styles';
import { OutlinedSelect } from '../../../components/outlined-field';
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
    <OutlinedSelect label="Sesi" value={value} onChange={onChange} sx={sx}>
      <option value="">Semua sesi</option>
      <option value="none">Tanpa sesi</option>
      {value && value !== 'none' && !known && <option value={value}>{value}</option>}
      {sessions.map((session) => (
        <option key={session.code} value={session.code}>
          {session.name} ({session.code})
        </option>
      ))}
    </OutlinedSelect>
  );
}
