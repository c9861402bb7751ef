import {
  createContext,
  type ReactNode,
  useContext,
  useEffect,
  useState,
  useSyncExternalStore,
} from 'react';
import { fetchDraftDrawing } from '../api/packs-api';

type Entry = { url: string } | { failed: true } | { loading: true };

/**
 * The draft's drawings as object URLs, fetched with the admin key the first time a field or the
 * preview shows one, and released when the editor closes.
 */
class DrawingStore {
  private readonly entries = new Map<string, Entry>();
  private readonly listeners = new Set<() => void>();

  constructor(private readonly packId: string) {}

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  get(file: string): Entry | undefined {
    return this.entries.get(file);
  }

  load(file: string) {
    if (!file || this.entries.has(file)) return;
    this.set(file, { loading: true });
    fetchDraftDrawing(this.packId, file).then(
      (blob) => this.set(file, { url: URL.createObjectURL(blob) }),
      () => this.set(file, { failed: true }),
    );
  }

  /** Forgets a file (uploaded again under the same name): the next look fetches it. */
  forget(file: string) {
    this.release(this.entries.get(file));
    this.entries.delete(file);
    this.notify();
  }

  dispose() {
    for (const entry of this.entries.values()) this.release(entry);
    this.entries.clear();
  }

  private release(entry: Entry | undefined) {
    if (entry && 'url' in entry) URL.revokeObjectURL(entry.url);
  }

  private set(file: string, entry: Entry) {
    this.entries.set(file, entry);
    this.notify();
  }

  private notify() {
    for (const listener of this.listeners) listener();
  }
}

const DrawingsContext = createContext<DrawingStore | null>(null);

export function DraftDrawingsProvider({
  packId,
  children,
}: {
  packId: string;
  children: ReactNode;
}) {
  const [store] = useState(() => new DrawingStore(packId));
  useEffect(() => () => store.dispose(), [store]);
  return <DrawingsContext.Provider value={store}>{children}</DrawingsContext.Provider>;
}

function useStore() {
  const store = useContext(DrawingsContext);
  if (!store) throw new Error('useDrawingUrl needs a DraftDrawingsProvider');
  return store;
}

/** A draft drawing's object URL once fetched; `failed` when it could not be. */
export function useDrawingUrl(file: string): { url?: string; failed: boolean } {
  const store = useStore();
  const entry = useSyncExternalStore(store.subscribe, () => store.get(file));
  useEffect(() => store.load(file), [store, file]);
  return {
    url: entry && 'url' in entry ? entry.url : undefined,
    failed: !!entry && 'failed' in entry,
  };
}

/** Forgets a drawing the writer just uploaded, so that it is fetched anew. */
export function useForgetDrawing() {
  const store = useStore();
  return (file: string) => store.forget(file);
}
