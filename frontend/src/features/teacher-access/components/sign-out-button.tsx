import { useLocation } from 'wouter';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LogoutIcon from '@mui/icons-material/Logout';
import { useQueryClient } from '@tanstack/react-query';
import { readTeacherKey, saveTeacherKey } from '../teacher-key';
import { useTeacherScope } from '../api/get-teacher-scope';

/**
 * "Keluar" on every teacher page, for a shared computer: forgets this tab's key and every
 * answer the pages hold in memory (names, scores, class lists), then opens home. The browser
 * keeps none of it on disk either: the API answers are sent with Cache-Control: no-store.
 */
export function SignOutButton() {
  const { data: scope } = useTeacherScope();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  if (!scope || readTeacherKey() === null) return null;
  return (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end', pt: 1 }}>
      <Button
        startIcon={<LogoutIcon />}
        onClick={() => {
          saveTeacherKey(null);
          queryClient.clear();
          navigate('/');
        }}
      >
        Keluar
      </Button>
    </Box>
  );
}
