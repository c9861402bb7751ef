import { type RefObject, useEffect, useId, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import RestoreFromTrashIcon from '@mui/icons-material/RestoreFromTrash';
import {
  formatWib,
  testTypeLabel,
  wibDate,
  type HistoryRecord,
  type TrashedRecord,
} from '@piba/shared';
import { failureMessage } from '../../teacher-access';
import { TRASH_PAGE_SIZE } from '../api/get-trash';
import { useTrashDays } from '../api/get-trash-days';
import { restoreFailureMessage, useRestoreHistoryRecord } from '../api/restore-history-record';
import { nameOf, orDash } from '../history-format';
import type { ShowNotice } from '../hooks/use-history-notice';
import type { TrashView } from '../hooks/use-trash-view';
import { eraseLabel } from './history-columns';

const number = new Intl.NumberFormat('id-ID');

interface TrashPanelProps {
  /** The element's id, for the toggle's aria-controls. */
  id: string;
  trash: TrashView;
  /** The administrator's erasure on a parent's request; absent for a session key. */
  onErase?: (record: HistoryRecord) => void;
  onNotice: ShowNotice;
  /** True while a dialog about a row (the erasure) is open. */
  busy: boolean;
}

/**
 * 'Sampah': the deleted results, newest deletion first, each restorable until its purge date.
 * A list rather than a table, so that it reads on a phone without scrolling sideways.
 */
export function TrashPanel({ id, trash, onErase, onNotice, busy }: TrashPanelProps) {
  const headingId = useId();
  const { query } = trash;
  const data = query.data;
  const days = useTrashDays(true);
  const restore = useRestoreHistoryRecord();
  const heading = useRef<HTMLHeadingElement>(null);
  const focus = useFocusAfterRemoval(data?.data, busy || restore.isPending, heading);

  const restoreRow = (record: TrashedRecord, index: number) => {
    focus.remember(record, index);
    restore.mutate(record.id, {
      onSuccess: () =>
        onNotice({ message: `Hasil ${nameOf(record)} dipulihkan.`, severity: 'success' }),
    });
  };

  return (
    <Paper
      id={id}
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ p: 2, mb: 2, displayPrint: 'none' }}
    >
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1,
        }}
      >
        <Typography
          ref={heading}
          id={headingId}
          variant="h2"
          tabIndex={-1}
          sx={{ fontSize: '1.25rem', fontWeight: 600, outline: 'none' }}
        >
          Sampah
        </Typography>
        <Button onClick={trash.close}>Tutup Sampah</Button>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {days === undefined
          ? 'Hasil yang dihapus disimpan di sini untuk sementara, lalu dihapus permanen.'
          : `Hasil yang dihapus disimpan di sini selama ${days} hari, lalu dihapus permanen.`}{' '}
        &quot;Pulihkan&quot; mengembalikan hasil ke tabel.
      </Typography>
      {restore.isError && (
        <Alert severity="error" sx={{ my: 1 }} closeText="Tutup" onClose={() => restore.reset()}>
          {restoreFailureMessage(restore.error)}
        </Alert>
      )}
      {query.isError && (
        <Alert
          severity={data ? 'warning' : 'error'}
          sx={{ my: 1 }}
          action={
            <Button color="inherit" size="small" onClick={() => void query.refetch()}>
              Coba lagi
            </Button>
          }
        >
          {failureMessage('Sampah gagal dimuat', query.error)}
        </Alert>
      )}
      {!data && query.isPending && <Typography role="status">Memuat Sampah…</Typography>}
      {data && data.data.length === 0 && <Typography sx={{ py: 2 }}>Sampah kosong.</Typography>}
      {data && data.data.length > 0 && (
        <Box
          component="ul"
          aria-busy={query.isPlaceholderData}
          sx={{ listStyle: 'none', m: 0, p: 0 }}
        >
          {data.data.map((record, index) => (
            <TrashRow
              key={record.id}
              record={record}
              restoring={restore.isPending && restore.variables === record.id}
              disabled={restore.isPending}
              restoreRef={(button) => focus.register(index, button)}
              onRestore={() => restoreRow(record, index)}
              onErase={
                onErase &&
                (() => {
                  focus.remember(record, index);
                  onErase(record);
                })
              }
            />
          ))}
        </Box>
      )}
      {data && data.meta.total > TRASH_PAGE_SIZE && (
        <TrashPager total={data.meta.total} page={trash.page} onChange={trash.changePage} />
      )}
    </Paper>
  );
}

interface TrashRowProps {
  record: TrashedRecord;
  restoring: boolean;
  disabled: boolean;
  restoreRef: (button: HTMLButtonElement | null) => void;
  onRestore: () => void;
  onErase?: () => void;
}

function TrashRow({ record, restoring, disabled, restoreRef, onRestore, onErase }: TrashRowProps) {
  const session = record.session_code ? ` · Sesi ${record.session_code}` : '';
  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 1,
        py: 1.5,
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600 }}>
          {orDash(record.name)} · Kelas {orDash(record.class_room)}
        </Typography>
        <Typography variant="body2">
          {testTypeLabel(record)} · Skor {record.score} ({record.percentage}%){session}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Dihapus {formatWib(record.deleted_at)} WIB · dihapus permanen pada{' '}
          {wibDate(record.purge_at)}
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button
          ref={restoreRef}
          variant="outlined"
          size="small"
          aria-label={`Pulihkan hasil ${nameOf(record)}`}
          startIcon={
            restoring ? <CircularProgress size={16} color="inherit" /> : <RestoreFromTrashIcon />
          }
          disabled={disabled}
          onClick={onRestore}
        >
          Pulihkan
        </Button>
        {onErase && (
          <Button
            color="error"
            size="small"
            aria-label={eraseLabel(record)}
            disabled={disabled}
            onClick={onErase}
          >
            Hapus permanen
          </Button>
        )}
      </Box>
    </Box>
  );
}

/** The previous and next page of the trash, shown only when it holds more than a page. */
function TrashPager({
  total,
  page,
  onChange,
}: {
  total: number;
  page: number;
  onChange: (page: number) => void;
}) {
  const from = (page - 1) * TRASH_PAGE_SIZE + 1;
  const to = Math.min(total, page * TRASH_PAGE_SIZE);
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'flex-end',
        gap: 1,
        pt: 1,
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      <Typography variant="body2">
        {`${number.format(from)}–${number.format(to)} dari ${number.format(total)}`}
      </Typography>
      <IconButton
        aria-label="Halaman Sampah sebelumnya"
        disabled={page <= 1}
        onClick={() => onChange(page - 1)}
      >
        <ChevronLeftIcon />
      </IconButton>
      <IconButton
        aria-label="Halaman Sampah berikutnya"
        disabled={to >= total}
        onClick={() => onChange(page + 1)}
      >
        <ChevronRightIcon />
      </IconButton>
    </Box>
  );
}

/**
 * A restored or erased row takes its buttons, and the keyboard focus, with it. Once nothing is
 * pending, focus goes to the 'Pulihkan' of the row that took its place (or the last row, or the
 * heading when the trash is empty), so a keyboard user keeps their place.
 */
function useFocusAfterRemoval(
  records: TrashedRecord[] | undefined,
  busy: boolean,
  heading: RefObject<HTMLHeadingElement | null>,
) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const pending = useRef<{ id: number; index: number } | null>(null);

  useEffect(() => {
    const removed = pending.current;
    if (!removed || busy || !records) return;
    pending.current = null;
    if (records.some((record) => record.id === removed.id)) return;
    const next = buttons.current[Math.min(removed.index, records.length - 1)];
    (next ?? heading.current)?.focus();
  }, [records, busy, heading]);

  const [handlers] = useState(() => ({
    register: (index: number, button: HTMLButtonElement | null) => {
      buttons.current[index] = button;
    },
    remember: (record: TrashedRecord, index: number) => {
      pending.current = { id: record.id, index };
    },
  }));
  return handlers;
}
