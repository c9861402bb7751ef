import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
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
  // Without a key, the page only asks for one: no filters for results it cannot read.
  const content =
    access.refused && !list.data ? (
      <KeyRequired onAskKey={access.open} />
    ) : (
      <HistoryResults
        view={view}
        access={access}
        onDelete={setToDelete}
        deleting={toDelete !== null}
      />
    );

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
