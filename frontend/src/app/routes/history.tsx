import { useDeferredValue, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import type { HistoryRecord } from '@piba/shared';
import { DeleteRecordDialog, HistoryResults, useHistoryView } from '../../features/history';
import { KeyRequired, TeacherKeyDialog, useTeacherAccess } from '../../features/teacher-access';

export default function HistoryRoute() {
  const view = useHistoryView();
  const { list } = view;
  const access = useTeacherAccess(list);
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
      <Button
        component={RouterLink}
        to="/"
        startIcon={<ArrowBackIcon />}
        sx={{ mb: 2, displayPrint: 'none' }}
      >
        Kembali
      </Button>
      {content}
      <TeacherKeyDialog
        open={access.dialogOpen}
        wrong={access.wrong}
        checking={access.checking}
        onSubmit={access.submit}
        onClose={access.close}
      />
      <DeleteRecordDialog record={toDelete} onClose={() => setToDelete(null)} />
    </Container>
  );
}
