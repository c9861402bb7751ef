import { useState } from 'react';
import { Link as RouterLink } from 'wouter';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import type { Theme } from '@mui/material/styles';
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
import {
  BACK_ICON,
  plainButtonClass,
  plainButtonStyles,
  plainIcon,
} from '../../components/plain-button';

/** MUI's LibraryBooks and Groups icons. */
const PACKS_ICON =
  'M4 6H2v14c0 1.1.9 2 2 2h14v-2H4zm16-4H8c-1.1 0-2 .9-2 2v12c0 1.1.9 2 2 2h12c1.1 0 2-.9 2-2V4c0-1.1-.9-2-2-2m-1 9H9V9h10zm-4 4H9v-2h6zm4-8H9V5h10z';
const SESSIONS_ICON =
  'M12 12.75c1.63 0 3.07.39 4.24.9 1.08.48 1.76 1.56 1.76 2.73V18H6v-1.61c0-1.18.68-2.26 1.76-2.73 1.17-.52 2.61-.91 4.24-.91M4 13c1.1 0 2-.9 2-2s-.9-2-2-2-2 .9-2 2 .9 2 2 2m1.13 1.1c-.37-.06-.74-.1-1.13-.1-.99 0-1.93.21-2.78.58C.48 14.9 0 15.62 0 16.43V18h4.5v-1.61c0-.83.23-1.61.63-2.29M20 13c1.1 0 2-.9 2-2s-.9-2-2-2-2 .9-2 2 .9 2 2 2m4 3.43c0-.81-.48-1.53-1.22-1.85-.85-.37-1.79-.58-2.78-.58-.39 0-.76.04-1.13.1.4.68.63 1.46.63 2.29V18H24zM12 6c1.66 0 3 1.34 3 3s-1.34 3-3 3-3-1.34-3-3 1.34-3 3-3';

/** Back to the start, and the administrator's other pages: links drawn as text buttons. */
const navStyles = (theme: Theme) => ({
  ...plainButtonStyles(theme),
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  columnGap: theme.spacing(2),
  mb: 2,
  displayPrint: 'none',
  '& .admin': { display: 'flex', flexWrap: 'wrap', gap: theme.spacing(1) },
});

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
      <Box sx={navStyles}>
        <RouterLink to="/" className={plainButtonClass('text')}>
          {plainIcon(BACK_ICON)}
          Kembali
        </RouterLink>
        {isAdmin && (
          <div className="admin">
            <RouterLink to="/history/packs" className={plainButtonClass('text')}>
              {plainIcon(PACKS_ICON)}
              Paket materi
            </RouterLink>
            <RouterLink to="/history/sessions" className={plainButtonClass('text')}>
              {plainIcon(SESSIONS_ICON)}
              Sesi sekolah
            </RouterLink>
          </div>
        )}
      </Box>
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
