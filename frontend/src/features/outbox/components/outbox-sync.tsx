import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { onSubmissionSaved } from '../outbox-events';
import { startOutbox } from '../start-outbox';

/** Keeps sending waiting quiz results on every page; a saved one refreshes the results. */
export function OutboxSync() {
  const queryClient = useQueryClient();
  useEffect(() => {
    // Every query of the app reads results. Naming the history key would import the history
    // API into the bundle every page loads (about 2.5 KB gzipped).
    const stopListening = onSubmissionSaved(() => void queryClient.invalidateQueries());
    const stopOutbox = startOutbox();
    return () => {
      stopOutbox();
      stopListening();
    };
  }, [queryClient]);
  return null;
}
