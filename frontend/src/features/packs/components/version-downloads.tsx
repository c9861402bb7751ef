import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import DownloadIcon from '@mui/icons-material/Download';
import type { ShareFormat, useDownloadVersion } from '../api/sharing-api';
import { shortVersion } from './versions-table';

/** Each file a version is shared as, by its button's text. */
const DOWNLOADS: { format: ShareFormat; label: string }[] = [
  { format: 'zip', label: 'Unduh .zip' },
  { format: 'moodle', label: 'Moodle XML' },
  { format: 'gift', label: 'GIFT' },
];

/**
 * A version's downloads: the whole version as a .zip (to import on another server), and its
 * questions for Moodle (XML or GIFT). One file at a time per pack; the one on its way spins.
 */
export function VersionDownloads({
  version,
  download,
}: {
  version: string;
  download: ReturnType<typeof useDownloadVersion>;
}) {
  const short = shortVersion(version);
  return (
    <>
      {DOWNLOADS.map(({ format, label }) => {
        const busy =
          download.isPending &&
          download.variables?.version === version &&
          download.variables.format === format;
        return (
          <Button
            key={format}
            size="small"
            startIcon={busy ? <CircularProgress size={16} aria-hidden /> : <DownloadIcon />}
            disabled={download.isPending}
            onClick={() => download.mutate({ version, format })}
            aria-label={`${label} versi ${short}`}
          >
            {label}
          </Button>
        );
      })}
    </>
  );
}
