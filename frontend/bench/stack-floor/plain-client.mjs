// The first screen drawn by React with plain elements, in the browser.
/* global document */
import { createElement as h, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { PlainScreen } from './plain-screen.mjs';

const lesson = JSON.parse(document.getElementById('lesson').textContent);
startTransition(() =>
  createRoot(document.getElementById('root')).render(h(PlainScreen, { lesson })),
);
