import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { isPackVideoFile, type PackVideoTopic } from '@piba/shared';
import { OutlinedSelect } from '../../../components/outlined-field';
import { failureMessage } from '../../teacher-access';
import { type MediaFile, useMediaFiles } from '../api/packs-api';
import { Field } from './field';

const megabytes = (bytes: number) =>
  `${(bytes / 1_000_000).toLocaleString('id-ID', { maximumFractionDigits: 1 })} MB`;

/** The server's media folder, to choose a file from. */
function MediaFiles({ chosen, onChoose }: { chosen: string; onChoose: (file: string) => void }) {
  const files = useMediaFiles();
  if (files.isPending) return <Typography role="status">Memuat daftar berkas media…</Typography>;
  if (files.isError) {
    return (
      <Alert severity="error">
        {failureMessage('Daftar berkas media gagal dimuat', files.error)}
      </Alert>
    );
  }
  const list: MediaFile[] = files.data.files;
  if (list.length === 0) {
    return (
      <Typography variant="body2" color="textSecondary">
        Folder media server ini belum berisi video. Letakkan berkas .mp4 atau .webm di folder media
        server (MEDIA_DIR), lalu muat ulang halaman ini.
      </Typography>
    );
  }
  return (
    <>
      {chosen && isPackVideoFile(chosen) && !list.some((file) => file.name === chosen) && (
        <Alert severity="warning">
          Berkas {chosen} tidak ada di folder media server ini: siswa tidak akan dapat memutarnya.
        </Alert>
      )}
      <Typography variant="body2" id="media-files-label">
        Berkas di folder media server ini:
      </Typography>
      <Stack
        component="ul"
        aria-labelledby="media-files-label"
        direction="row"
        sx={{ flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0 }}
      >
        {list.map((file) => (
          <li key={file.name}>
            <Button
              size="small"
              variant={file.name === chosen ? 'contained' : 'outlined'}
              aria-pressed={file.name === chosen}
              onClick={() => onChoose(file.name)}
              sx={{ textTransform: 'none' }}
            >
              {file.name} ({megabytes(file.bytes)})
            </Button>
          </li>
        ))}
      </Stack>
    </>
  );
}

/**
 * Where a video topic's video comes from: a YouTube id, or a file of the deployment's media
 * folder, chosen from the server's list or typed, checked as the pack document's rule checks it.
 */
export function VideoSourceField({
  topic,
  change,
}: {
  topic: PackVideoTopic;
  change: (topic: PackVideoTopic) => void;
}) {
  const isFile = 'file' in topic.video;
  const file = 'file' in topic.video ? topic.video.file : '';
  const fileError = isFile && file !== '' && !isPackVideoFile(file);
  return (
    <>
      <OutlinedSelect
        label="Sumber video"
        size="medium"
        value={isFile ? 'file' : 'youtube'}
        onChange={(source) =>
          change({ ...topic, video: source === 'file' ? { file: '' } : { youtubeId: '' } })
        }
        sx={{ maxWidth: 320 }}
      >
        <option value="youtube">YouTube</option>
        <option value="file">Berkas di folder media</option>
      </OutlinedSelect>
      {isFile ? (
        <>
          <Field
            label="Nama berkas video"
            value={file}
            monospace
            error={fileError}
            helperText={
              fileError
                ? 'Nama berkas tidak sah: hanya huruf, angka, titik, - dan _, tanpa folder, tanpa "..", tidak diawali titik, dan berakhiran .mp4, .m4v, .webm atau .ogv.'
                : 'Nama berkas di folder media server, misalnya senam-ras.mp4. Pilih dari daftar di bawah atau ketik namanya.'
            }
            onChange={(name) => change({ ...topic, video: { file: name.trim() } })}
          />
          <MediaFiles
            chosen={file}
            onChoose={(name) => change({ ...topic, video: { file: name } })}
          />
        </>
      ) : (
        <Field
          label="ID video YouTube"
          value={'youtubeId' in topic.video ? topic.video.youtubeId : ''}
          monospace
          helperText="Bagian setelah watch?v= di alamat video, misalnya dQw4w9WgXcQ."
          onChange={(youtubeId) => change({ ...topic, video: { youtubeId: youtubeId.trim() } })}
        />
      )}
    </>
  );
}
