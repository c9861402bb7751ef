// The first screen of plain elements sent as HTML, taken over by React in the browser.
/* global document */
import { createElement as h } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { PlainScreen } from './plain-screen.mjs';

const lesson = JSON.parse(document.getElementById('lesson').textContent);
hydrateRoot(document.getElementById('root'), h(PlainScreen, { lesson }));
