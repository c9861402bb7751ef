import { useLocation, useSearchParams } from 'wouter';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import EditIcon from '@mui/icons-material/Edit';
import { useTeacherScope } from '../../teacher-access';
import { SESSION_PARAM } from '../api/analytics-request';
import {
  revisionFailureMessage,
  revisionPath,
  type RevisionRouteState,
  useRevisionDraft,
} from '../api/revise-question';
import type { FlaggedQuestion } from '../item-quality-texts';

interface ReviseQuestionProps {
  /** The pack version analysed: the draft revised is its pack's. */
  packVersion: string;
  /** The flagged question, its figures and what calls for it, shown beside it in the editor. */
  flagged: FlaggedQuestion;
}

/**
 * "Revisi soal" beside a flagged question, for the admin key only (a session key cannot write
 * packs): opens the draft of the pack the analysed version belongs to (a new copy when it is the
 * read-only default pack) on that question, with its figures beside it. Never on paper.
 */
export function ReviseQuestionButton({ packVersion, flagged }: ReviseQuestionProps) {
  const { data: scope } = useTeacherScope();
  const draft = useRevisionDraft();
  const [, navigate] = useLocation();
  const [searchParams] = useSearchParams();
  if (scope?.role !== 'admin') return null;
  const { question, number } = flagged;
  return (
    <Box component="span" sx={{ display: 'block', mt: 0.5, mb: 1, displayPrint: 'none' }}>
      <Button
        size="small"
        variant="outlined"
        color="inherit"
        startIcon={<EditIcon />}
        aria-label={`Revisi soal: Soal ${number} (${question.topic})`}
        disabled={draft.isPending}
        onClick={() =>
          draft.mutate(packVersion, {
            onSuccess: (opened) => {
              const state: RevisionRouteState = {
                revision: {
                  draft: opened.draft,
                  sameAsVersion: opened.same_as_version,
                  flagged,
                },
              };
              navigate(
                revisionPath(opened.id, question.name, searchParams.get(SESSION_PARAM) ?? ''),
                { state },
              );
            },
          })
        }
      >
        Revisi soal
      </Button>
      {draft.isError && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {revisionFailureMessage(draft.error)}
        </Alert>
      )}
    </Box>
  );
}
