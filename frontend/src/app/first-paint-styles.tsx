// Run at build time only (first-paint-styles.config.ts), in jsdom: never part of the app bundle.
import { createRoot } from 'react-dom/client';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { HistoryPage, HistoryRecord } from '@piba/shared';
import { createQueryClient } from '../lib/react-query';
import AnalyticsRoute from './routes/analytics';
import HistoryRoute from './routes/history';
import SessionsRoute from './routes/sessions';
import { theme } from './theme';

/** The Emotion styles a page draws first: their names, and their CSS in the order written. */
export interface FirstPaintStyles {
  names: string[];
  css: string;
}

const record: HistoryRecord = {
  id: 1,
  submission_id: null,
  participant_id: null,
  answers: null,
  answer_key_version: null,
  session_code: null,
  name: 'Siswa',
  class_room: '8A',
  score: '7/10',
  percentage: 70,
  is_pretest: true,
  is_posttest: false,
  created_at: '2026-01-01T00:00:00.000Z',
};

/**
 * A page of results, so that the results table, its summary and its pager are drawn too; every
 * other request is answered 404, and a page shows what it shows before its data.
 */
const sampleResults: HistoryPage = {
  data: [record, { ...record, id: 2, is_pretest: false, is_posttest: true }],
  meta: {
    page: 1,
    pageSize: 50,
    total: 2,
    summary: { pretest: 1, posttest: 1, averagePercentage: 70 },
  },
};

function answer(input: RequestInfo | URL): Response {
  const { pathname } = new URL(String(input), window.location.href);
  return pathname === '/api/history'
    ? Response.json(sampleResults)
    : Response.json({ message: 'Not found' }, { status: 404 });
}

const settle = async () => {
  for (let pass = 0; pass < 30; pass += 1) await new Promise((done) => setTimeout(done, 10));
};

/** Draws the teacher page at `path` and collects the Emotion styles it wrote. */
export async function firstPaintStyles(path: string): Promise<FirstPaintStyles> {
  window.fetch = globalThis.fetch = async (input) => answer(input);
  // Not speedy: each rule is written as text, which is what the page shell carries.
  const cache = createCache({ key: 'css', speedy: false });
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  root.render(
    <CacheProvider value={cache}>
      <ThemeProvider theme={theme}>
        <QueryClientProvider client={createQueryClient()}>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route path="/history" element={<HistoryRoute />} />
              <Route path="/history/analytics" element={<AnalyticsRoute />} />
              <Route path="/history/sessions" element={<SessionsRoute />} />
            </Routes>
          </MemoryRouter>
        </QueryClientProvider>
      </ThemeProvider>
    </CacheProvider>,
  );
  await settle();
  const css = cache.sheet.tags.map((tag) => tag.textContent ?? '').join('');
  root.unmount();
  container.remove();
  return { names: Object.keys(cache.inserted), css };
}
