import Typography from '@mui/material/Typography';
import { readJoinedSession } from '../../../lib/tab-storage';

/** "Sesi: …" on home, small, when this tab joined a session by its link. */
export function SessionBadge() {
  const session = readJoinedSession();
  if (!session) return null;
  return (
    <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
      Sesi: {session.name}
    </Typography>
  );
}
