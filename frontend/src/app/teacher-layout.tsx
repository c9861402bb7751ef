import { type ReactNode, useContext, useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { QueryClientProvider } from '@tanstack/react-query';
import { AuditLogLink } from '../features/audit';
import { onSubmissionSaved } from '../features/outbox';
import { OpenAccessBanner, SignOutButton } from '../features/teacher-access';
import { QueryClientOverride } from '../lib/query-client-override';
import { createQueryClient } from '../lib/react-query';
import { Later, useStages } from '../lib/use-stages';

/**
 * The teacher's pages (results and analysis) share one query cache. React Query is loaded here,
 * with them, so the student pages on the lab's slow network never download it. `children` is the
 * page (router.tsx).
 */
export default function TeacherLayout({ children }: { children: ReactNode }) {
  const override = useContext(QueryClientOverride);
  const [client] = useState(() => override ?? createQueryClient());
  const stages = useStages();
  // A result the outbox has just saved should show up in the open table at once.
  useEffect(() => onSubmissionSaved(() => void client.invalidateQueries()), [client]);
  return (
    <QueryClientProvider client={client}>
      {/* A landmark of its own (banner): every part of a page is in one. */}
      <Container component="header" maxWidth="lg" sx={{ displayPrint: 'none' }}>
        {/* The admin key's way to the audit log, and "Keluar", at the top of every page. Their row
            is there before the key's scope is known (8px above a 36.5px button): the buttons
            fill it when it arrives rather than pushing the page down. */}
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            justifyContent: 'flex-end',
            columnGap: 1,
            minHeight: 44.5,
          }}
        >
          <AuditLogLink />
          <SignOutButton />
        </Box>
        <OpenAccessBanner />
      </Container>
      {/* The page comes in a commit of its own, after the header and the banner: drawn with them,
          its first commit was the longest task of the load, and the banner waited for it. */}
      <Later stages={stages} at={1}>
        {children}
      </Later>
    </QueryClientProvider>
  );
}
