// Material UI's first screen sent as HTML with its styles, taken over by React in the browser.
/* global document */
import { createElement as h } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { MaterialScreen } from './material-screen.mjs';

const lesson = JSON.parse(document.getElementById('lesson').textContent);
hydrateRoot(document.getElementById('root'), h(MaterialScreen, { lesson }));
