import { useState } from 'react';
import { Link as RouterLink } from 'wouter';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import GroupsIcon from '@mui/icons-material/Groups';
import LibraryBooksIcon from '@mui/icons-material/LibraryBooks';
import type { HistoryRecord } from '@piba/shared';
import {
  DeleteRecordDialog,
  EraseStudentDialog,
  HistoryNoticeBar,
  HistoryResults,
  useHistoryNotice,
  useHistoryView,
} from '../../features/history';
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
  const isAdmin = scope.data?.role === 'admin';
  const [toDelete, setToDelete] = useState<HistoryRecord | null>(null);
  // Erasing a student on a parent's request is the admin key's alone; a session key never sees it.
  const [toErase, setToErase] = useState<HistoryRecord | null>(null);
  const notices = useHistoryNotice();
  // Without a key, the page only asks for one: no filters for results it cannot read.
  const content =
    access.refused && !list.data ? (
      <KeyRequired onAskKey={access.open} />
    ) : (
      <HistoryResults
        view={view}
        access={access}
        onDelete={setToDelete}
        onErase={isAdmin ? setToErase : undefined}
        deleting={toDelete !== null || toErase !== null}
        onNotice={notices.show}
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
        {isAdmin && (
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
            <Button component={RouterLink} to="/history/packs" startIcon={<LibraryBooksIcon />}>
              Paket materi
            </Button>
            <Button component={RouterLink} to="/history/sessions" startIcon={<GroupsIcon />}>
              Sesi sekolah
            </Button>
          </Stack>
        )}
      </Stack>
      <ScopeNote />
      {content}
      <AccessKeyDialog access={access} />
      <DeleteRecordDialog
        record={toDelete}
        onClose={() => setToDelete(null)}
        onNotice={notices.show}
      />
      {isAdmin && (
        <EraseStudentDialog
          record={toErase}
          onClose={() => setToErase(null)}
          onNotice={notices.show}
        />
      )}
      <HistoryNoticeBar notice={notices.notice} onNotice={notices.show} onClose={notices.dismiss} />
    </Container>
  );
}
