import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatWib, type SessionSummary } from '@piba/shared';
import { ConsentStatus } from './consent-status';
import { packLabel, usePackChoices } from './pack-version-field';
import { designLabel } from './session-design-fields';

interface SessionsTableProps {
  sessions: SessionSummary[];
  onShare: (session: SessionSummary) => void;
  onRenewKey: (session: SessionSummary) => void;
  onClose: (session: SessionSummary) => void;
  onReopen: (session: SessionSummary) => void;
  /** "Ganti paket", offered while a session has no results. */
  onChangePack: (session: SessionSummary) => void;
}

/**
 * Every session, newest first, with its results and what the administrator can do with it. Its
 * consent record comes right after its name, so a phone shows it without scrolling sideways.
 */
export function SessionsTable({
  sessions,
  onShare,
  onRenewKey,
  onClose,
  onReopen,
  onChangePack,
}: SessionsTableProps) {
  const { packs } = usePackChoices();
  if (sessions.length === 0) {
    return (
      <Typography color="textSecondary">
        Belum ada sesi. Buat sesi pertama untuk kunjungan ke sebuah sekolah.
      </Typography>
    );
  }
  return (
    <TableContainer>
      <Table size="small" aria-label="Daftar sesi">
        <TableHead>
          <TableRow>
            <TableCell>Nama</TableCell>
            <TableCell>Persetujuan orang tua/wali</TableCell>
            <TableCell>Kode</TableCell>
            <TableCell>Status</TableCell>
            <TableCell>Hasil (pretest / posttest)</TableCell>
            <TableCell>Dibuat (WIB)</TableCell>
            <TableCell>Tindakan</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {sessions.map((session) => (
            <TableRow key={session.code}>
              <TableCell component="th" scope="row" sx={{ minWidth: 120 }}>
                {session.name}
                <Typography variant="body2" color="textSecondary">
                  Paket: {packLabel(packs, session.pack_version)}
                </Typography>
                {designLabel(session) && (
                  <Typography variant="body2" color="textSecondary">
                    Desain: {designLabel(session)}
                  </Typography>
                )}
              </TableCell>
              <TableCell sx={{ minWidth: 150 }}>
                <ConsentStatus consent={session.consent} />
              </TableCell>
              <TableCell sx={{ fontFamily: 'monospace' }}>{session.code}</TableCell>
              <TableCell>
                <Chip
                  size="small"
                  label={session.open ? 'Dibuka' : 'Ditutup'}
                  color={session.open ? 'success' : 'default'}
                />
              </TableCell>
              <TableCell>
                {session.results.total} ({session.results.pretest} / {session.results.posttest})
              </TableCell>
              <TableCell>{formatWib(session.created_at)}</TableCell>
              <TableCell>
                <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
                  <Button size="small" onClick={() => onShare(session)}>
                    Tautan & QR
                  </Button>
                  <Button size="small" onClick={() => onRenewKey(session)}>
                    Kunci baru
                  </Button>
                  {session.results.total === 0 && (
                    <Button size="small" onClick={() => onChangePack(session)}>
                      Ganti paket
                    </Button>
                  )}
                  {session.open ? (
                    <Button size="small" color="warning" onClick={() => onClose(session)}>
                      Tutup sesi
                    </Button>
                  ) : (
                    <Button size="small" onClick={() => onReopen(session)}>
                      Buka lagi
                    </Button>
                  )}
                </Stack>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
