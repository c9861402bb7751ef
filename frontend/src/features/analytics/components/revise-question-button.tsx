import { useNavigate } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import EditIcon from '@mui/icons-material/Edit';
import { useTeacherScope } from '../../teacher-access';
import { revisionFailureMessage, revisionPath, useRevisionDraft } from '../api/revise-question';

interface ReviseQuestionProps {
  /** The pack version analysed: the new draft is a copy of it. */
  packVersion: string;
  /** The question's name, which the editor opens on. */
  question: string;
  /** "Soal 3": what the button revises, for a screen reader. */
  label: string;
}

/**
 * "Revisi soal" beside a flagged question, for the admin key only (a session key cannot write
 * packs): makes a new draft of the pack version analysed and opens the editor on that question.
 * Never on paper.
 */
export function ReviseQuestionButton({ packVersion, question, label }: ReviseQuestionProps) {
  const { data: scope } = useTeacherScope();
  const draft = useRevisionDraft();
  const navigate = useNavigate();
  if (scope?.role !== 'admin') return null;
  return (
    <Box component="span" sx={{ display: 'block', mt: 0.5, mb: 1, displayPrint: 'none' }}>
      <Button
        size="small"
        variant="outlined"
        color="inherit"
        startIcon={<EditIcon />}
        aria-label={`Revisi soal: ${label}`}
        disabled={draft.isPending}
        onClick={() =>
          draft.mutate(packVersion, {
            onSuccess: ({ id }) => void navigate(revisionPath(id, question)),
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
