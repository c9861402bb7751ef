import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { joinPath } from '@piba/shared';
import { absoluteJoinUrl } from '../join-url';
import { CopyButton } from './copy-button';
import { JoinQrCode } from './join-qr-code';

export interface SharedSession {
  code: string;
  name: string;
  /** The server's join link; the path is built from the code when absent. */
  join_url?: string;
  /** Present only right after the key was made: it is never shown again. */
  teacher_key?: string;
}

/** What to give the class (link, code, QR) and, once, what to give the school's teacher. */
export function SessionShareDialog({
  session,
  onClose,
}: {
  session: SharedSession | null;
  onClose: () => void;
}) {
  const url = session ? absoluteJoinUrl(session.join_url ?? joinPath(session.code)) : '';
  return (
    <Dialog open={session !== null} onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{session?.name}</DialogTitle>
      {session && (
        <DialogContent>
          <Stack spacing={2}>
            <Typography>
              Siswa membuka tautan ini atau memindai kode QR. Kode sesi:{' '}
              <Typography
                component="strong"
                sx={{ fontFamily: 'monospace', fontSize: '1.4rem', letterSpacing: '0.2em' }}
              >
                {session.code}
              </Typography>
            </Typography>
            <JoinQrCode url={url} />
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography component="code" sx={{ wordBreak: 'break-all' }}>
                {url}
              </Typography>
              <CopyButton text={url} label="Salin tautan" />
            </Stack>
            {session.teacher_key && (
              <Alert severity="warning">
                <Typography gutterBottom>
                  Kunci sesi untuk guru sekolah. Kunci ini hanya ditampilkan sekali: salin dan
                  berikan kepada guru. Dengan kunci ini guru hanya melihat hasil sesi ini.
                </Typography>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                  <Typography
                    component="code"
                    data-testid="session-key"
                    sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}
                  >
                    {session.teacher_key}
                  </Typography>
                  <CopyButton text={session.teacher_key} label="Salin kunci" />
                </Stack>
              </Alert>
            )}
          </Stack>
        </DialogContent>
      )}
      <DialogActions>
        <Button onClick={onClose}>Tutup</Button>
      </DialogActions>
    </Dialog>
  );
}
