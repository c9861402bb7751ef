type Listener = () => void;

/** Activates the new version and reloads the page; null while no new version is waiting. */
let applyUpdate: (() => void) | null = null;
const listeners = new Set<Listener>();

export const updateStore = {
  // Arrow functions, not methods: React and the button call them without `updateStore.`.
  subscribe: (listener: Listener): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  isAvailable: (): boolean => applyUpdate !== null,
  /** A new version is installed and waits; `apply` switches to it. */
  offer: (apply: () => void): void => {
    applyUpdate = apply;
    listeners.forEach((listener) => listener());
  },
  apply: (): void => {
    applyUpdate?.();
  },
};
