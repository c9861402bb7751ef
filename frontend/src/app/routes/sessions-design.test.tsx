import { screen, within } from '@testing-library/react';
import { type PackDocument, type SessionSummary, wibDate } from '@piba/shared';
import { defaultPackBody, packVersionBody } from '../../testing/lesson-pack';
import {
  jsonResponse,
  mockFetch,
  renderApp,
  requestUrl,
  setTabStorage,
} from '../../testing/test-utils';

const summary = (overrides: Partial<SessionSummary> = {}): SessionSummary => ({
  code: 'K7P3QX',
  name: 'SMPN 1 Sleman — kelas 8',
  open: true,
  created_at: '2026-11-25T01:00:00.000Z',
  join_url: '/s/K7P3QX',
  consent: null,
  results: { pretest: 20, posttest: 18, total: 38 },
  pack_version: '3f9a0c1d2b4e5f60',
  answer_key_version: 'e125b284',
  ...overrides,
});

const withFormB: PackDocument = {
  ...defaultPackBody.document,
  form_b: defaultPackBody.document.questions.map((question) => ({
    ...question,
    name: `${question.name}-b`,
  })),
};

function server(sessions: SessionSummary[], pack = defaultPackBody) {
  return mockFetch().mockImplementation((input, init) => {
    const url = requestUrl(input);
    const method = init?.method ?? 'GET';
    if (url === '/api/sessions' && method === 'GET') {
      return Promise.resolve(jsonResponse(200, { data: sessions }));
    }
    if (url === '/api/sessions' && method === 'POST') {
      const body = JSON.parse(init!.body as string);
      return Promise.resolve(
        jsonResponse(201, {
          ...body,
          code: 'BCDFGH',
          join_url: '/s/BCDFGH',
          teacher_key: 'BCDFGH-kunci',
          created_at: '2026-11-25T02:00:00.000Z',
          consent: null,
          pack_version: pack.version,
          answer_key_version: pack.answer_key_version,
        }),
      );
    }
    if (url === '/api/pack-versions/default') return Promise.resolve(jsonResponse(200, pack));
    if (url === '/api/teacher/me') return Promise.resolve(jsonResponse(200, { role: 'admin' }));
    return Promise.resolve(jsonResponse(404, { message: `unexpected ${method} ${url}` }));
  });
}

const posted = (fetchMock: ReturnType<typeof mockFetch>) => {
  const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
  return JSON.parse(post![1]!.body as string);
};

describe('research designs on the sessions page', () => {
  beforeEach(() => setTabStorage({ teacherKey: 'kunci-admin-2026' }));

  it('keeps the designs collapsed and creates a session without them as before', async () => {
    const fetchMock = server([]);
    const { user } = renderApp('/history/sessions');
    await user.type(await screen.findByLabelText('Nama sesi'), 'SMPN 2 Depok');
    const toggle = screen.getByRole('button', { name: 'Desain penelitian (opsional)' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByLabelText('Urutan pilihan diacak per siswa')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Buat sesi' }));
    await screen.findByRole('dialog', { name: 'SMPN 2 Depok' });
    expect(posted(fetchMock)).toEqual({ name: 'SMPN 2 Depok' });
    // The pack is read only when the designs are opened.
    expect(
      fetchMock.mock.calls.some(([input]) => requestUrl(input).includes('pack-versions')),
    ).toBe(false);
  });

  it('sends the designs chosen; the form designs need a pack with form B', async () => {
    const fetchMock = server([], packVersionBody(withFormB, 'b0b0b0b0b0b0b0b0'));
    const { user } = renderApp('/history/sessions');
    await user.type(await screen.findByLabelText('Nama sesi'), 'SMPN 2 Depok');
    await user.click(screen.getByRole('button', { name: 'Desain penelitian (opsional)' }));
    await user.click(screen.getByLabelText('Urutan pilihan diacak per siswa'));
    const abba = await screen.findByLabelText(/^AB-BA/);
    await screen.findByText('Paket materi sesi ini memiliki bentuk soal B.');
    await user.click(abba);
    expect(screen.getByText(/Disarankan 2–4 minggu setelah posttest/)).toBeInTheDocument();
    // Any day from the session's first: today is the earliest the date field offers.
    expect(screen.getByLabelText('Tes tunda mulai')).toHaveAttribute('min', wibDate(new Date()));
    await user.type(screen.getByLabelText('Tes tunda mulai'), '2026-12-20');
    await user.click(screen.getByLabelText('Kelompok pembanding (tanpa materi sebelum posttest)'));
    await user.click(screen.getByRole('button', { name: 'Buat sesi' }));
    await screen.findByRole('dialog', { name: 'SMPN 2 Depok' });
    expect(posted(fetchMock)).toEqual({
      name: 'SMPN 2 Depok',
      form_design: 'AB-BA',
      shuffle_options: true,
      delayed_test_from: '2026-12-20',
      comparison: true,
    });
  });

  it('offers only form A when the pack has no form B', async () => {
    server([]);
    const { user } = renderApp('/history/sessions');
    await user.click(await screen.findByRole('button', { name: 'Desain penelitian (opsional)' }));
    await screen.findByText(/belum memiliki bentuk soal B/);
    expect(screen.getByLabelText(/^A-B/)).toBeDisabled();
    expect(screen.getByLabelText(/^A saja/)).toBeChecked();
  });

  it('names each session’s designs in the list, and nothing for a session without', async () => {
    server([
      summary(),
      summary({
        code: 'BCDFGH',
        name: 'SMPN 2 Depok',
        form_design: 'A-B',
        shuffle_options: true,
        delayed_test_from: '2026-12-20',
        comparison: false,
      }),
    ]);
    renderApp('/history/sessions');
    const table = await screen.findByRole('table', { name: 'Daftar sesi' });
    const designed = within(table).getByRole('row', { name: /SMPN 2 Depok/ });
    expect(designed).toHaveTextContent(
      'Desain: Bentuk A-B · pilihan diacak · tes tunda 2026-12-20',
    );
    const plain = within(table).getByRole('row', { name: /SMPN 1 Sleman/ });
    expect(plain).not.toHaveTextContent('Desain');
  });
});
