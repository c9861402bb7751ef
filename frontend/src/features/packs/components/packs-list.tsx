import { Link as RouterLink, useLocation } from 'wouter';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import EditIcon from '@mui/icons-material/Edit';
import { formatWibLong } from '@piba/shared';
import { ApiError } from '../../../lib/api-client';
import { failureMessage, KeyRequired, type TeacherAccess } from '../../teacher-access';
import { type PackSummary, useCreatePack, type usePacks } from '../api/packs-api';
import { shareFileName, useDownloadVersion } from '../api/sharing-api';
import { ImportPack } from './import-pack';
import { VersionDownloads } from './version-downloads';
import { shortVersion, VersionsTable } from './versions-table';

export const ADMIN_ONLY_TEXT =
  'Halaman ini untuk pengelola aplikasi. Kunci sesi hanya membuka hasil sesinya sendiri di tabel hasil.';

/** The page a pack's draft is edited on; `question` opens that question there. */
export const draftPath = (id: string, question?: string) =>
  `/history/packs/${encodeURIComponent(id)}${question ? `?question=${encodeURIComponent(question)}` : ''}`;

function PackCard({
  pack,
  creating,
  onDuplicate,
}: {
  pack: PackSummary;
  creating: boolean;
  onDuplicate: (version: string) => void;
}) {
  const headingId = `pack-${pack.id}`;
  const download = useDownloadVersion();
  const asked = download.variables;
  return (
    <Paper component="section" aria-labelledby={headingId} variant="outlined" sx={{ p: 2 }}>
      <Stack
        direction="row"
        spacing={1}
        sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1, mb: 1 }}
      >
        <Typography id={headingId} variant="h2" sx={{ fontSize: '1.25rem', fontWeight: 600 }}>
          {pack.title || 'Paket tanpa judul'}
        </Typography>
        {pack.is_default && (
          // info.dark: white text on the theme's lighter info.main is under 4.5:1.
          <Chip
            size="small"
            label="bawaan, hanya baca"
            sx={{ bgcolor: 'info.dark', color: 'common.white' }}
          />
        )}
        <Box sx={{ flex: 1 }} />
        {pack.draft && (
          <Button component={RouterLink} to={draftPath(pack.id)} startIcon={<EditIcon />}>
            Buka draf
          </Button>
        )}
      </Stack>
      {pack.draft && (
        <Typography color="textSecondary" sx={{ mb: 1 }}>
          Draf terakhir disimpan {formatWibLong(pack.draft.updated_at)}.
        </Typography>
      )}
      <VersionsTable
        label={`Versi ${pack.title || 'paket tanpa judul'}`}
        versions={pack.versions}
        actions={(version) => (
          <>
            <VersionDownloads version={version.version} download={download} />
            <Button
              size="small"
              startIcon={<ContentCopyIcon />}
              disabled={creating}
              onClick={() => onDuplicate(version.version)}
              aria-label={`Duplikat versi ${shortVersion(version.version)}`}
            >
              Duplikat
            </Button>
          </>
        )}
      />
      {download.isPending && asked && (
        <Typography role="status" sx={{ mt: 1 }}>
          Mengunduh {shareFileName(asked.version, asked.format)}…
        </Typography>
      )}
      {download.isError && asked && (
        <Alert severity="error" role="alert" sx={{ mt: 1 }} onClose={() => download.reset()}>
          {failureMessage(
            `Berkas ${shareFileName(asked.version, asked.format)} gagal diunduh`,
            download.error,
          )}
        </Alert>
      )}
    </Paper>
  );
}

/**
 * The lesson packs: each with its draft and its published versions. A version is duplicated into
 * a new pack's draft, which opens at once; the default pack is never edited in place.
 */
export function PacksList({
  list,
  access,
}: {
  list: ReturnType<typeof usePacks>;
  access: TeacherAccess;
}) {
  const [, navigate] = useLocation();
  const creation = useCreatePack();
  const create = (fromVersion: string | null) =>
    creation.mutate(fromVersion, { onSuccess: ({ id }) => void navigate(draftPath(id)) });

  if (access.refused) return <KeyRequired onAskKey={access.open} />;
  if (list.isPending) return <Typography role="status">Memuat paket…</Typography>;
  if (list.isError) {
    const forbidden = list.error instanceof ApiError && list.error.status === 403;
    return (
      <Alert
        severity={forbidden ? 'info' : 'error'}
        role="alert"
        action={
          forbidden ? undefined : (
            <Button color="inherit" onClick={() => void list.refetch()}>
              Coba lagi
            </Button>
          )
        }
      >
        {forbidden ? ADMIN_ONLY_TEXT : failureMessage('Daftar paket gagal dimuat', list.error)}
      </Alert>
    );
  }
  const packs = list.data.packs;
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Button
          variant="contained"
          startIcon={<AddIcon />}
          disabled={creation.isPending}
          onClick={() => create(null)}
        >
          Paket baru
        </Button>
        <ImportPack />
      </Stack>
      {creation.isPending && <Typography role="status">Membuat draf…</Typography>}
      {creation.isError && (
        <Alert severity="error" role="alert">
          {failureMessage('Draf gagal dibuat', creation.error)}
        </Alert>
      )}
      {packs.length === 0 ? (
        <Typography>Belum ada paket. Buat paket baru untuk mulai menulis.</Typography>
      ) : (
        packs.map((pack) => (
          <PackCard
            key={pack.id}
            pack={pack}
            creating={creation.isPending}
            onDuplicate={(version) => create(version)}
          />
        ))
      )}
    </Stack>
  );
}
