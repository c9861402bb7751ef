import type { ComponentProps } from 'react';
import { lazyWhenShown } from '../../../lib/lazy-when-shown';
import type { AccessKeyDialog as KeyDialog } from './teacher-key-dialog';

/**
 * The key dialog as a teacher page's access state drives it, downloaded the first time the server
 * asks for a key: a page opened with a key it accepts never loads it.
 */
export const AccessKeyDialog = lazyWhenShown<ComponentProps<typeof KeyDialog>>(
  () => import('./teacher-key-dialog').then((module) => module.AccessKeyDialog),
  ({ access }) => access.dialogOpen,
);
