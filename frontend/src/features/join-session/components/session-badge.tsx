import Typography from '@mui/material/Typography';
import { useJoinedSession } from '../join-by-code';

/** "Sesi: …" on home, small, when this tab joined a session by its link or its code. */
export function SessionBadge() {
  const session = useJoinedSession();
  if (!session) return null;
  return (
    <Typography variant="body2" color="textSecondary" sx={{ mt: 1 }}>
      Sesi: {session.name}
    </Typography>
  );
}
