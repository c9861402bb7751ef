import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { saveTeacherKey } from '../teacher-key';
import { teacherQueryKey } from '../api/teacher-query-key';
import { isKeyRefusal } from '../api/teacher-request';

/**
 * The key dialog follows the page's main query: it opens when the server refuses it (no key yet,
 * a wrong one, one changed on the server meanwhile, or too many wrong keys from this address)
 * and closes only once a key is accepted.
 */
export function useTeacherAccess(query: { error: Error | null; isFetching: boolean }) {
  const queryClient = useQueryClient();
  const [dismissed, setDismissed] = useState(false);
  const refusal = isKeyRefusal(query.error) ? query.error : null;
  // Accepted at last: a later refusal opens the dialog again by itself.
  if (!refusal && dismissed) setDismissed(false);

  return {
    refused: refusal !== null,
    /** The server's refusal of the key, with its reason (wrong, too many tries), or null. */
    refusal,
    dialogOpen: refusal !== null && !dismissed,
    wrong: refusal?.reason === 'wrong',
    checking: refusal !== null && query.isFetching,
    open: () => setDismissed(false),
    close: () => setDismissed(true),
    submit: (key: string) => {
      saveTeacherKey(key);
      void queryClient.invalidateQueries({ queryKey: teacherQueryKey });
    },
  };
}

export type TeacherAccess = ReturnType<typeof useTeacherAccess>;
