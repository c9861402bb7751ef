import { useState } from 'react';
import { useLocation } from 'wouter';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { forgetStudent, readSignedInStudent } from '../../student';
import { lazyWhenShown } from '../../../lib/lazy-when-shown';
import type { ChangeStudentDialogProps } from './change-student-dialog';

// Opened by "Bukan kamu?" only: downloaded when first shown.
const ChangeStudentDialog = lazyWhenShown(
  () => import('./change-student-dialog').then((module) => module.ChangeStudentDialog),
  (props: ChangeStudentDialogProps) => props.open,
);

interface CurrentStudentProps {
  /**
   * What follows once the tab has forgotten its student. Without it the student goes home,
   * which opens the name-and-class dialog for the next one.
   */
  onChanged?: () => void;
}

/**
 * "Kamu: Ani — 8A" with "Bukan kamu?": on a shared lab computer the next student sees whose
 * tab this is, and starts afresh instead of answering under the previous student's name.
 */
export function CurrentStudent({ onChanged }: CurrentStudentProps) {
  const [, navigate] = useLocation();
  const [confirming, setConfirming] = useState(false);
  const student = readSignedInStudent();
  if (!student) return null;

  const who = [student.name ?? 'tanpa nama', student.classRoom].filter(Boolean).join(' — ');
  const confirm = () => {
    forgetStudent();
    setConfirming(false);
    if (onChanged) onChanged();
    else navigate('/');
  };

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', columnGap: 1, rowGap: 0 }}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        Kamu: {who}
      </Typography>
      <Button size="small" onClick={() => setConfirming(true)} sx={{ minHeight: 36 }}>
        Bukan kamu?
      </Button>
      <ChangeStudentDialog
        open={confirming}
        name={student.name}
        onCancel={() => setConfirming(false)}
        onConfirm={confirm}
      />
    </Box>
  );
}
