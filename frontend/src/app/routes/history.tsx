import { useDeferredValue, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import Stack from '@mui/material/Stack';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import GroupsIcon from '@mui/icons-material/Groups';
import type { HistoryRecord } from '@piba/shared';
import { DeleteRecordDialog, HistoryResults, useHistoryView } from '../../features/history';
import {
  AccessKeyDialog,
  KeyRequired,
  ScopeNote,
  useTeacherAccess,
  useTeacherScope,
} from '../../features/teacher-access';

export default function HistoryRoute() {
  const view = useHistoryView();
  const { list } = view;
  const access = useTeacherAccess(list);
  const scope = useTeacherScope();
  const [toDelete, setToDelete] = useState<HistoryRecord | null>(null);
  // The fixed texts 'Loading...' and 'Failed to fetch history data.' (docs/product.md) stand for
  // the first load only. Once results have been shown, the filters stay on screen, so a failed
  // filter or refresh never strands the teacher.
  const [shown, setShown] = useState(false);
  if (list.isSuccess && !shown) setShown(true);
  // The first results bring the whole page to draw (filters, table, printout). Drawn in the
  // background, React yields to the browser every few milliseconds instead of holding it in one
  // long task; 'Loading...' stays until it is done.
  const drawn = useDeferredValue(shown);

  let content;
  if (drawn) {
    content = (
      <HistoryResults
        view={view}
        access={access}
        onDelete={setToDelete}
        deleting={toDelete !== null}
      />
    );
  } else if (access.refused) {
    content = <KeyRequired onAskKey={access.open} />;
  } else if (list.isError) {
    content = (
      <Typography role="alert" color="error">
        Failed to fetch history data.
      </Typography>
    );
  } else {
    content = <Typography role="status">Loading...</Typography>;
  }

  return (
    <Container component="main" maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Stack
        direction="row"
        spacing={2}
        sx={{ mb: 2, displayPrint: 'none', justifyContent: 'space-between', flexWrap: 'wrap' }}
      >
        <Button component={RouterLink} to="/" startIcon={<ArrowBackIcon />}>
          Kembali
        </Button>
        {scope.data?.role === 'admin' && (
          <Button component={RouterLink} to="/history/sessions" startIcon={<GroupsIcon />}>
            Sesi sekolah
          </Button>
        )}
      </Stack>
      <ScopeNote />
      {content}
      <AccessKeyDialog access={access} />
      <DeleteRecordDialog record={toDelete} onClose={() => setToDelete(null)} />
    </Container>
  );
}
