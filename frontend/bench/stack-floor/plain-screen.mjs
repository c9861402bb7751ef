// The same first screen as material-screen.mjs, drawn by React with plain elements and a
// stylesheet of its own (PLAIN_CSS, in the page's head): React without Material UI.
import { createElement as h } from 'react';

export const PLAIN_CSS = `
body { margin: 0; background: #f5f7fb; color: #1c2430; line-height: 1.5;
  font-family: system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", Arial, sans-serif; }
main { max-width: 1200px; margin: 0 auto; padding: 32px 16px 0; }
h1 { font-size: 2.25rem; line-height: 1.2; margin: 0 0 0.35em; }
.subtitle { font-size: 1.25rem; color: #4a5566; margin: 0; }
h2 { font-size: 1.6rem; margin: 32px 0 0.35em; }
ul { list-style: none; padding: 0; margin: 0; display: grid; gap: 24px; }
@media (min-width: 900px) { ul { grid-template-columns: repeat(3, 1fr); } }
li { background: #fff; border: 1px solid #e0e0e0; border-radius: 12px; display: flex; }
li a { display: flex; flex-direction: column; padding: 16px; color: inherit; text-decoration: none; width: 100%; }
.icon { width: 35px; height: 35px; fill: #1a56a8; margin-bottom: 8px; }
h3 { font-size: 1.25rem; margin: 0 0 0.35em; }
.description { color: #4a5566; flex-grow: 1; margin: 0; }
.action { align-self: flex-start; margin-top: 16px; padding: 8px 16px; border-radius: 8px;
  background: #1a56a8; color: #fff; font-weight: 600; }
`;

// Material's "menu book" icon, for every card.
const ICON_PATH =
  'M21 5c-1.11-.35-2.33-.5-3.5-.5-1.95 0-4.05.4-5.5 1.5-1.45-1.1-3.55-1.5-5.5-1.5S2.45 4.9 1 6v14.65c0 .25.25.5.5.5.1 0 .15-.05.25-.05C3.1 20.45 5.05 20 6.5 20c1.95 0 4.05.4 5.5 1.5 1.35-.85 3.8-1.5 5.5-1.5 1.65 0 3.35.3 4.75 1.05.1.05.15.05.25.05.25 0 .5-.25.5-.5V6c-.6-.45-1.25-.75-2-1';

/** `lesson`: the default pack's document (its home and topics). */
export function PlainScreen({ lesson }) {
  return h(
    'main',
    null,
    h(
      'header',
      null,
      h('h1', null, 'Selamat datang di PIBA!'),
      h('p', { className: 'subtitle' }, lesson.home.subtitle),
    ),
    h(
      'section',
      { 'aria-labelledby': 'topics-title' },
      h('h2', { id: 'topics-title' }, 'Materi Belajar'),
      h(
        'ul',
        null,
        lesson.topics.map((topic) =>
          h(
            'li',
            { key: topic.id },
            h(
              'a',
              { href: `/topics/${topic.id}` },
              h(
                'svg',
                { className: 'icon', viewBox: '0 0 24 24', 'aria-hidden': true },
                h('path', { d: ICON_PATH }),
              ),
              h('h3', null, topic.title),
              h('p', { className: 'description' }, topic.card.description),
              h('span', { className: 'action' }, topic.card.action),
            ),
          ),
        ),
      ),
    ),
  );
}
