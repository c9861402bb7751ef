import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { type AuditEntry, formatWib } from '@piba/shared';
import { actionLabel, actorLabel, detailLabel, targetLabel } from '../audit-labels';

const DASH = '—';
const LABEL = 'Log akses';

/** One entry in the page's words; a missing part as a dash. */
const wordsOf = (entry: AuditEntry) => ({
  at: formatWib(entry.at),
  actor: actorLabel(entry.actor),
  action: actionLabel(entry.action),
  target: entry.target === null ? DASH : targetLabel(entry.target),
  detail: entry.detail === null ? DASH : detailLabel(entry.detail),
  address: entry.address ?? DASH,
});

interface AuditEntriesProps {
  entries: AuditEntry[];
  /** A page on its way: the one shown is dimmed until it arrives. */
  loading: boolean;
}

/** The entries as a table, newest first. */
export function AuditTable({ entries, loading }: AuditEntriesProps) {
  return (
    <TableContainer component={Paper} variant="outlined" sx={{ opacity: loading ? 0.6 : 1 }}>
      <Table size="small" aria-label={LABEL} aria-busy={loading}>
        <TableHead>
          <TableRow>
            <TableCell>Waktu (WIB)</TableCell>
            <TableCell>Oleh</TableCell>
            <TableCell>Tindakan</TableCell>
            <TableCell>Sasaran</TableCell>
            <TableCell>Keterangan</TableCell>
            <TableCell>Alamat IP</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {entries.map((entry) => {
            const words = wordsOf(entry);
            return (
              <TableRow key={entry.id}>
                <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap' }}>
                  {words.at}
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{words.actor}</TableCell>
                <TableCell>{words.action}</TableCell>
                <TableCell>{words.target}</TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>{words.detail}</TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>{words.address}</TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** The entries as a list of small cards, for a phone's width. */
export function AuditCards({ entries, loading }: AuditEntriesProps) {
  return (
    <Box
      component="ul"
      aria-label={LABEL}
      aria-busy={loading}
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1, opacity: loading ? 0.6 : 1 }}
    >
      {entries.map((entry) => {
        const words = wordsOf(entry);
        return (
          <Paper component="li" variant="outlined" key={entry.id} sx={{ p: 1.5 }}>
            <Typography variant="body2" color="textSecondary">
              {words.at} WIB · {words.actor}
            </Typography>
            <Typography sx={{ fontWeight: 600 }}>{words.action}</Typography>
            <Box
              component="dl"
              sx={{
                m: 0,
                display: 'grid',
                gridTemplateColumns: 'auto 1fr',
                columnGap: 1,
                typography: 'body2',
                '& dd': { m: 0, overflowWrap: 'anywhere' },
                '& dt': { color: 'text.secondary' },
              }}
            >
              <dt>Sasaran</dt>
              <dd>{words.target}</dd>
              <dt>Keterangan</dt>
              <dd>{words.detail}</dd>
              <dt>Alamat IP</dt>
              <dd>{words.address}</dd>
            </Box>
          </Paper>
        );
      })}
    </Box>
  );
}
