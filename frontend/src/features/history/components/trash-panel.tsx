import { useId, useRef } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { HistoryRecord, TrashedRecord } from '@piba/shared';
import { Pager } from '../../../components/pager';
import { failureMessage } from '../../teacher-access';
import { TRASH_PAGE_SIZE } from '../api/get-trash';
import { useTrashDays } from '../api/get-trash-days';
import { restoreFailureMessage, useRestoreHistoryRecord } from '../api/restore-history-record';
import { nameOf } from '../history-format';
import { useFocusAfterRemoval } from '../hooks/use-focus-after-removal';
import type { ShowNotice } from '../hooks/use-history-notice';
import type { TrashView } from '../hooks/use-trash-view';
import { TrashRow } from './trash-row';

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
      <Typography variant="body2" color="textSecondary" sx={{ mb: 1 }}>
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
        <Box sx={{ borderTop: 1, borderColor: 'divider' }}>
          <Pager
            page={trash.page}
            pageSize={TRASH_PAGE_SIZE}
            total={data.meta.total}
            onPageChange={trash.changePage}
            labels={{ previous: 'Halaman Sampah sebelumnya', next: 'Halaman Sampah berikutnya' }}
          />
        </Box>
      )}
    </Paper>
  );
}
