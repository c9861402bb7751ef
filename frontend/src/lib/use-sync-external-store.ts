// What wouter imports as `use-sync-external-store/shim` (vite.config.ts): React's own hook, which
// the shim hands out anyway since React 18, without bundling the shim's fallback for older React.
export { useSyncExternalStore } from 'react';
