import { lazy, Suspense } from 'react';
import { useUpdateAvailable } from '../hooks/use-app-update';
import { updateStore } from '../update-store';

// Loaded only when a new version waits, so the first page's JavaScript stays small.
const UpdateSnackbar = lazy(() =>
  import('./update-snackbar').then((module) => ({ default: module.UpdateSnackbar })),
);

interface UpdatePromptProps {
  /** While true (a quiz in progress), the prompt waits, so that no one reloads mid-quiz. */
  deferred?: boolean;
}

/** "Versi baru tersedia — Muat ulang", once a new version has been downloaded. */
export function UpdatePrompt({ deferred = false }: UpdatePromptProps) {
  const available = useUpdateAvailable();
  if (!available || deferred) return null;
  return (
    <Suspense fallback={null}>
      <UpdateSnackbar onReload={updateStore.apply} />
    </Suspense>
  );
}
