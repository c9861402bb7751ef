import { useCallback, useEffect, useRef, useState } from 'react';
import type { PackDocument } from '@piba/shared';
import { ApiError } from '../../../lib/api-client';
import { failureMessage, isKeyRefusal } from '../../teacher-access';
import { isStaleRevision, type PackDraft, saveDraft } from '../api/packs-api';

/** Saved a second after the writer stops typing. */
export const AUTOSAVE_DELAY_MS = 1000;
/** A failed save is tried again after this long, while its cause may pass (a network, a restart). */
export const RETRY_DELAY_MS = 5000;

/**
 * `saved`: the server holds what is on screen. `saving`: a change waits or is on its way.
 * `retrying`: the last save failed and will be tried again. `failed`: the server refused it and
 * trying again will not help. `stale`: the draft was saved elsewhere since it was loaded.
 */
export type SaveState = 'saved' | 'saving' | 'retrying' | 'failed' | 'stale';

/** A failure that may pass by itself: no answer, a timeout, a rate limit, the server's trouble. */
const passing = (error: unknown) =>
  !isKeyRefusal(error) &&
  (!(error instanceof ApiError) ||
    error.status === 0 ||
    error.status === 408 ||
    error.status === 429 ||
    error.status >= 500);

/** A save the server refused for its size (over the body limit, or the document's 200 KB). */
const tooLarge = (error: unknown) =>
  error instanceof ApiError &&
  (error.status === 413 ||
    (error.status === 400 && /must be at most \d+ bytes/.test(error.message)));

/** Why a save failed, in Indonesian, with what the writer can do about it. */
function saveFailure(error: unknown): string {
  if (tooLarge(error)) {
    return 'Gagal menyimpan: draf ini lebih dari 200 KB teks (gambar tidak dihitung). Pendekkan atau hapus sebagian teks, lalu tekan "Coba lagi".';
  }
  if (error instanceof ApiError && error.status === 400) {
    return 'Gagal menyimpan: server menolak isian draf ini. Perbaiki isian yang disebut di "Pemeriksaan soal", lalu tekan "Coba lagi".';
  }
  return failureMessage('Gagal menyimpan', error);
}

/**
 * The draft being written: kept here, saved with its revision a second after each change, one
 * save at a time. A stale revision stops saving until the draft is loaded again: a save never
 * overwrites what someone else saved.
 */
export function useAutosave(id: string, initial: PackDraft) {
  const [document, setDocument] = useState(initial.document);
  const [state, setState] = useState<SaveState>('saved');
  const [failure, setFailure] = useState<string | null>(null);
  // What the server holds, for drawing; the ref is the same for the saving code.
  const [savedDocument, setSavedDocument] = useState(initial.document);
  const current = useRef(document);
  const saved = useRef(initial.document);
  const revision = useRef(initial.revision);
  const inFlight = useRef(false);

  const save = useCallback(async () => {
    const snapshot = current.current;
    if (inFlight.current || snapshot === saved.current) return;
    inFlight.current = true;
    setState('saving');
    try {
      const answer = await saveDraft(id, { revision: revision.current, document: snapshot });
      revision.current = answer.revision;
      saved.current = snapshot;
      setSavedDocument(snapshot);
      setFailure(null);
      setState('saved');
    } catch (error) {
      if (isStaleRevision(error)) {
        setState('stale');
      } else {
        setFailure(saveFailure(error));
        setState(passing(error) ? 'retrying' : 'failed');
      }
    } finally {
      inFlight.current = false;
    }
  }, [id]);

  useEffect(() => {
    if (state === 'stale' || state === 'failed' || document === savedDocument) return;
    if (inFlight.current) return;
    const timer = setTimeout(
      () => void save(),
      state === 'retrying' ? RETRY_DELAY_MS : AUTOSAVE_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [document, savedDocument, state, save]);

  // Leaving with changes not yet saved asks first.
  const unsaved = document !== savedDocument && state !== 'stale';
  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsaved]);

  const update = useCallback((change: (document: PackDocument) => PackDocument) => {
    const next = change(current.current);
    current.current = next;
    setDocument(next);
  }, []);

  const shown: SaveState = state === 'saved' && document !== savedDocument ? 'saving' : state;
  return {
    document,
    update,
    state: shown,
    failure,
    /** After a refusal: try once more now. */
    retry: () => {
      setState('saving');
      void save();
    },
  };
}
