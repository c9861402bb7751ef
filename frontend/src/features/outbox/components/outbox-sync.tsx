import { useEffect } from 'react';
import { startOutbox } from '../start-outbox';

/** Keeps sending waiting quiz results on every page. */
export function OutboxSync() {
  useEffect(() => startOutbox(), []);
  return null;
}
