// Material UI's first screen drawn in the browser, as the app draws its pages (main.tsx).
/* global document */
import { createElement as h, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { MaterialScreen } from './material-screen.mjs';

const lesson = JSON.parse(document.getElementById('lesson').textContent);
startTransition(() =>
  createRoot(document.getElementById('root')).render(h(MaterialScreen, { lesson })),
);
