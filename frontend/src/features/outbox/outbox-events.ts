/** Who wants to hear that the outbox changed (the UI) or that a result was saved (queries). */
const changeListeners = new Set<() => void>();
const savedListeners = new Set<() => void>();

export function subscribeToOutbox(listener: () => void): () => void {
  changeListeners.add(listener);
  return () => changeListeners.delete(listener);
}

export function onSubmissionSaved(listener: () => void): () => void {
  savedListeners.add(listener);
  return () => savedListeners.delete(listener);
}

export function outboxChanged(): void {
  changeListeners.forEach((listener) => listener());
}

export function submissionSaved(): void {
  savedListeners.forEach((listener) => listener());
}
