import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PrintIcon from '@mui/icons-material/Print';
import { joinPath } from '@piba/shared';
import { ModalDialog } from '../../../components/modal-dialog';
import { teacherLink } from '../../teacher-access';
import { absoluteJoinUrl, appBaseUrl, joinUrlIsLocalOnly } from '../join-url';
import { CopyButton } from './copy-button';
import { HandoverSheet } from './handover-sheet';
import { QrCode, useQrCode } from './qr-code';

export interface SharedSession {
  code: string;
  name: string;
  /** The server's join link; the path is built from the code when absent. */
  join_url?: string;
  /** Present only right after the key was made: it is never shown again. */
  teacher_key?: string;
}

/** Says so when the link holds an address only the administrator's computer reaches. */
function LocalOnlyWarning() {
  const host = window.location.host;
  return (
    <Alert severity="error" role="alert">
      <Typography gutterBottom>
        Siswa tidak dapat membuka alamat ini: <strong>{host}</strong> hanya berlaku di komputer ini
        sendiri.
      </Typography>
      <Typography>
        Atur PUBLIC_URL di server ke alamat yang dipakai siswa, misalnya http://192.168.1.10:3000,
        lalu jalankan ulang server (lihat docs/deploy.md). Bisa juga membuka halaman ini lewat
        alamat itu.
      </Typography>
    </Alert>
  );
}

/** What to give the class (link, code, QR) and, once, what to give the school's teacher. */
export function SessionShareDialog({
  session,
  onClose,
}: {
  session: SharedSession | null;
  onClose: () => void;
}) {
  const joinUrl = session ? (session.join_url ?? joinPath(session.code)) : '';
  const url = session ? absoluteJoinUrl(joinUrl) : '';
  const baseUrl = session ? appBaseUrl(joinUrl, session.code) : '';
  const teacherUrl = session?.teacher_key ? teacherLink(baseUrl, session.teacher_key) : null;
  const joinQr = useQrCode(session ? url : null);
  const teacherQr = useQrCode(teacherUrl);

  return (
    <ModalDialog open={session !== null} onClose={onClose} labelledBy="session-share-title" roomy>
      <DialogTitle id="session-share-title">{session?.name}</DialogTitle>
      {session && (
        <DialogContent>
          <Stack spacing={2}>
            {joinUrlIsLocalOnly(joinUrl) && <LocalOnlyWarning />}
            <Typography>
              Siswa membuka tautan ini atau memindai kode QR. Kode sesi:{' '}
              <Typography
                component="strong"
                sx={{ fontFamily: 'monospace', fontSize: '1.4rem', letterSpacing: '0.2em' }}
              >
                {session.code}
              </Typography>
            </Typography>
            <QrCode qr={joinQr} alt={`Kode QR untuk ${url}`} />
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography component="code" sx={{ wordBreak: 'break-all' }}>
                {url}
              </Typography>
              <CopyButton text={url} label="Salin tautan" />
            </Stack>
            {session.teacher_key && teacherUrl && (
              <Alert severity="warning">
                <Typography gutterBottom>
                  Untuk guru sekolah. Kunci sesi dan tautan guru hanya ditampilkan sekali: berikan
                  salah satunya kepada guru, atau cetak lembar serah terima. Keduanya hanya membuka
                  hasil sesi ini.
                </Typography>
                <Typography gutterBottom sx={{ fontWeight: 700 }}>
                  Jangan tayangkan layar ini ke kelas. Untuk siswa, tutup lalu pilih Tautan &amp; QR
                  di daftar sesi.
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
                <Typography sx={{ mt: 2 }} gutterBottom>
                  Tautan guru: membuka hasil sesi ini tanpa mengetik kunci.
                </Typography>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                  <Typography
                    component="code"
                    data-testid="teacher-link"
                    sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}
                  >
                    {teacherUrl}
                  </Typography>
                  <CopyButton text={teacherUrl} label="Salin tautan guru" />
                </Stack>
                <QrCode qr={teacherQr} alt="Kode QR tautan guru" maxWidth={200} />
                <Button
                  variant="outlined"
                  color="inherit"
                  startIcon={<PrintIcon />}
                  onClick={() => window.print()}
                  sx={{ mt: 2 }}
                >
                  Cetak lembar serah terima
                </Button>
              </Alert>
            )}
          </Stack>
          {session.teacher_key && teacherUrl && (
            <HandoverSheet
              name={session.name}
              code={session.code}
              baseUrl={baseUrl}
              joinUrl={url}
              joinQr={joinQr}
              teacherUrl={teacherUrl}
              teacherQr={teacherQr}
              teacherKey={session.teacher_key}
            />
          )}
        </DialogContent>
      )}
      <DialogActions>
        <Button onClick={onClose}>Tutup</Button>
      </DialogActions>
    </ModalDialog>
  );
}
