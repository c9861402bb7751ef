import Typography from '@mui/material/Typography';
import { useTeacherScope } from '../api/get-teacher-scope';

/** Under a session key, which session the page shows; nothing under the admin key. */
export function ScopeNote() {
  const { data: scope } = useTeacherScope();
  if (scope?.role !== 'session') return null;
  return (
    <Typography color="textSecondary" sx={{ mb: 2 }}>
      Sesi: {scope.name} ({scope.code}). Kunci ini hanya membuka hasil sesi ini.
    </Typography>
  );
}
