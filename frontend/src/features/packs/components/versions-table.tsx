import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatWibLong } from '@piba/shared';
import { visuallyHidden } from '../../../lib/visually-hidden';
import type { PackVersionSummary } from '../api/packs-api';

/** A version id as the lists show it: its first 8 hex digits (the whole id in the title). */
export const shortVersion = (version: string) => version.slice(0, 8);

const mono = { fontFamily: 'monospace', fontSize: '0.95rem' } as const;

interface VersionsTableProps {
  label: string;
  versions: PackVersionSummary[];
  /** The buttons of a version's row. */
  actions: (version: PackVersionSummary) => ReactNode;
}

/** A pack's published versions, newest first: ids, answer-key versions, notes and dates. */
export function VersionsTable({ label, versions, actions }: VersionsTableProps) {
  if (versions.length === 0) {
    return <Typography color="textSecondary">Belum ada versi yang diterbitkan.</Typography>;
  }
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            <TableCell>Versi</TableCell>
            <TableCell>Versi kunci jawaban</TableCell>
            <TableCell>Catatan</TableCell>
            <TableCell>Diterbitkan</TableCell>
            <TableCell>
              <Box component="span" sx={visuallyHidden}>
                Tindakan
              </Box>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {versions.map((version) => (
            <TableRow key={version.version}>
              <TableCell>
                <Box component="span" title={version.version} sx={mono}>
                  {shortVersion(version.version)}
                </Box>
                {version.retired_at && (
                  <Chip
                    size="small"
                    label="ditarik"
                    title={`Ditarik ${formatWibLong(version.retired_at)}`}
                    sx={{ ml: 1 }}
                  />
                )}
              </TableCell>
              <TableCell sx={mono}>{version.answer_key_version}</TableCell>
              <TableCell sx={{ minWidth: 160 }}>{version.note}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {formatWibLong(version.published_at)}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{actions(version)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
