import { act, screen, waitFor, within } from '@testing-library/react';
import type { PackDocument } from '@piba/shared';
import { axeViolations } from '../../testing/axe';
import { type DraftServerOptions, draftServer as serveDraft } from '../../testing/draft-server';
import { formBFromA } from '../../features/packs/document-edits';
import { draftDocument } from '../../testing/pack-fixtures';
import {
  expectConsoleErrors,
  jsonResponse,
  mockFetch,
  renderApp,
  requestUrl,
  setTabStorage,
} from '../../testing/test-utils';

const packList = {
  packs: [
    {
      id: 'gizi',
      title: 'Gizi seimbang',
      is_default: false,
      draft: { revision: 3, updated_at: '2026-11-26T05:15:00.000Z' },
      versions: [
        {
          version: 'aaaabbbbccccdddd',
          answer_key_version: '1234abcd',
          note: 'Versi pertama',
          published_at: '2026-11-25T01:00:00.000Z',
          retired_at: null,
        },
      ],
    },
  ],
};

/** The packs API for the pack `gizi`, its list holding `packList`. */
const draftServer = (options: DraftServerOptions = {}) => serveDraft({ packList, ...options });

const puts = (fetchMock: jest.Mock) =>
  fetchMock.mock.calls
    .filter(([url, init]) => url === '/api/packs/gizi/draft' && init?.method === 'PUT')
    .map(
      ([, init]) => JSON.parse(init.body as string) as { revision: number; document: PackDocument },
    );

/** XMLHttpRequest as the drawing upload uses it, answered by the test when it says so. */
class FakeUpload {
  static last: FakeUpload | null = null;
  readonly headers: Record<string, string> = {};
  url = '';
  body: FormData | null = null;
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: Partial<ProgressEvent>) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor() {
    FakeUpload.last = this;
  }
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }
  send(body: FormData) {
    this.body = body;
    this.upload.onprogress?.({ lengthComputable: true, loaded: 40, total: 100 });
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    act(() => this.onload?.());
  }
}

/** The preview's screen: the iframe's document, which the editor draws into. */
async function previewScreen() {
  const frame = await screen.findByTitle<HTMLIFrameElement>(/^Pratinjau: /);
  return { frame, body: within(frame.contentDocument!.body) };
}

describe('the lesson pack draft page', () => {
  const realXhr = window.XMLHttpRequest;
  afterEach(() => {
    window.XMLHttpRequest = realXhr;
  });
  beforeEach(() => {
    setTabStorage({ teacherKey: 'kunci-admin-2026' });
    // jsdom has no object URLs: each drawing gets one named after its bytes' size.
    URL.createObjectURL = jest.fn((blob: Blob) => `blob:drawing-${blob.size}`);
    URL.revokeObjectURL = jest.fn();
  });

  it('saves an edit a second later with its revision, then the next with the new one', async () => {
    const fetchMock = draftServer();
    const { user } = renderApp('/history/packs/gizi');
    const title = await screen.findByLabelText('Judul paket');
    expect(screen.getByTestId('save-status')).toHaveTextContent('Tersimpan');
    await user.clear(title);
    await user.type(title, 'Gizi remaja');
    expect(screen.getByTestId('save-status')).toHaveTextContent('Menyimpan…');
    await waitFor(() => expect(puts(fetchMock)).toHaveLength(1));
    // One save for the whole word, after the writer stopped typing.
    expect(puts(fetchMock)[0].revision).toBe(3);
    expect(puts(fetchMock)[0].document.title).toBe('Gizi remaja');
    await waitFor(() => expect(screen.getByTestId('save-status')).toHaveTextContent('Tersimpan'));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Draf: Gizi remaja');

    await user.type(screen.getByLabelText('Subjudul beranda'), '!');
    await waitFor(() => expect(puts(fetchMock)).toHaveLength(2));
    expect(puts(fetchMock)[1].revision).toBe(4);
    expect(puts(fetchMock)[1].document.home.subtitle).toBe('Makan sehat untuk remaja!');
  });

  it('says a save failed and tries again by itself', async () => {
    let failures = 1;
    const fetchMock = draftServer({
      put: (body) =>
        failures-- > 0
          ? jsonResponse(503, { message: 'Database unreachable' })
          : jsonResponse(200, { revision: body.revision + 1, document: body.document }),
    });
    const { user } = renderApp('/history/packs/gizi');
    await user.type(await screen.findByLabelText('Judul paket'), '!');
    await waitFor(() =>
      expect(screen.getByTestId('save-status')).toHaveTextContent('Gagal menyimpan — mencoba lagi'),
    );
    await waitFor(() => expect(screen.getByTestId('save-status')).toHaveTextContent('Tersimpan'));
    expect(puts(fetchMock).map((put) => put.revision)).toEqual([3, 3]);
  });

  it.each([
    [413, 'Request body is larger than the 256kb limit.'],
    [400, 'document: must be at most 204800 bytes of JSON (it has 230000)'],
  ])(
    'says a draft too large to save (%i) is over 200 KB of text, not to try the same again',
    async (status, message) => {
      const fetchMock = draftServer({ put: () => jsonResponse(status, { message }) });
      const { user } = renderApp('/history/packs/gizi');
      await user.type(await screen.findByLabelText('Judul paket'), '!');
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('Gagal menyimpan: draf ini lebih dari 200 KB teks');
      expect(within(alert).getByRole('button', { name: 'Coba lagi' })).toBeInTheDocument();
      // A refusal is not retried by itself: the same draft would be refused again.
      await act(() => new Promise((resolve) => setTimeout(resolve, 1500)));
      expect(puts(fetchMock)).toHaveLength(1);
      expect(screen.getByLabelText('Judul paket')).toBeInTheDocument();
    },
  );

  it('says the server refused a field of the draft, pointing at the check', async () => {
    draftServer({
      put: () => jsonResponse(400, { message: ['document.title: must be at most 300 characters'] }),
    });
    const { user } = renderApp('/history/packs/gizi');
    await user.type(await screen.findByLabelText('Judul paket'), '!');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'server menolak isian draf ini. Perbaiki isian yang disebut di "Pemeriksaan soal"',
    );
  });

  it('stops saving on a stale revision, says why, and loads the draft again', async () => {
    const fetchMock = draftServer({
      put: () =>
        jsonResponse(409, {
          message: 'The draft was saved elsewhere',
          code: 'stale_revision',
          revision: 5,
        }),
    });
    const { user } = renderApp('/history/packs/gizi');
    const title = await screen.findByLabelText('Judul paket');
    await user.type(title, ' baru');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Draf ini sudah diubah dan disimpan di tempat lain');
    expect(alert).toHaveTextContent('tidak disimpan agar tidak menimpa');
    // Typing on never sends the stale copy again.
    await user.type(title, ' lagi');
    await act(() => new Promise((resolve) => setTimeout(resolve, 1500)));
    expect(puts(fetchMock)).toHaveLength(1);

    await user.click(within(alert).getByRole('button', { name: 'Muat ulang draf' }));
    await waitFor(() => expect(screen.getByLabelText('Judul paket')).toHaveValue('Gizi seimbang'));
    expect(screen.getByTestId('save-status')).toHaveTextContent('Tersimpan');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows a planted problem in its question, and the server's reasons for refusing to publish", async () => {
    const document = draftDocument();
    document.questions[0].options[2].text = 'Setengah';
    draftServer({
      document,
      publish: () =>
        jsonResponse(422, {
          message: 'The draft has problems that block publishing',
          problems: [
            {
              question: 'question1',
              rule: 'identical-options',
              severity: 'error',
              message: 'Pilihan B dan C bertulisan sama (dari server).',
            },
          ],
        }),
    });
    const { user } = renderApp('/history/packs/gizi');
    await screen.findByLabelText('Judul paket');
    expect(await screen.findByTestId('check-summary')).toHaveTextContent(/1 kesalahan/);
    const question = screen.getByRole('button', { name: /^Soal 1 ·/ });
    expect(question).toHaveTextContent('1 kesalahan');
    await user.click(question);
    expect(
      await screen.findByText(/Pilihan B dan C bertulisan sama\. Soal ini hanya punya dua pilihan/),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Terbitkan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Terbitkan draf' });
    // The note is required.
    await user.click(within(dialog).getByRole('button', { name: 'Terbitkan' }));
    expect(within(dialog).getByText(/Wajib diisi: apa yang berubah/)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/Catatan versi/), 'Soal 1 diperbaiki');
    await user.click(within(dialog).getByRole('button', { name: 'Terbitkan' }));
    const refusal = await within(dialog).findByRole('alert');
    expect(refusal).toHaveTextContent('Server menolak menerbitkan draf ini');
    expect(refusal).toHaveTextContent('Pilihan B dan C bertulisan sama (dari server).');
  });

  it('publishes with a note and says whether old results stay comparable', async () => {
    const fetchMock = draftServer({
      publish: () =>
        jsonResponse(201, { version: '0011223344556677', answer_key_version: '1234abcd' }),
    });
    const { user } = renderApp('/history/packs/gizi');
    await screen.findByRole('table', { name: 'Riwayat versi' });
    await user.click(screen.getByRole('button', { name: 'Terbitkan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Terbitkan draf' });
    await user.type(within(dialog).getByLabelText(/Catatan versi/), '  Ejaan diperbaiki ');
    await user.click(within(dialog).getByRole('button', { name: 'Terbitkan' }));
    const done = await screen.findByRole('dialog', { name: 'Versi baru diterbitkan' });
    expect(done).toHaveTextContent('Versi 0011223344556677 dengan versi kunci jawaban 1234abcd');
    expect(done).toHaveTextContent('hasil lama tetap dapat dibandingkan');
    const post = fetchMock.mock.calls.find(([url]) => url === '/api/packs/gizi/publish');
    expect(JSON.parse(post![1]!.body as string)).toEqual({ note: 'Ejaan diperbaiki' });
  });

  it('opens and scrolls to the question named in the address', async () => {
    draftServer();
    renderApp('/history/packs/gizi?question=question2');
    const stem = await screen.findByDisplayValue('Apa gunanya sarapan?');
    expect(stem).toBeVisible();
    // Only the question asked for is open.
    expect(screen.queryByDisplayValue(/Berapa bagian piring/)).not.toBeInTheDocument();
    // eslint-disable-next-line @typescript-eslint/unbound-method -- a jest.fn (setup-tests.ts), only inspected
    expect(Element.prototype.scrollIntoView).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: /^Soal 2 ·/ })).toHaveFocus();
  });

  it('previews the first slide with its drawing fetched with the key, on a phone or a lab screen', async () => {
    const fetchMock = draftServer();
    const { user } = renderApp('/history/packs/gizi');
    const { frame, body } = await previewScreen();
    expect(frame).toHaveAttribute('title', 'Pratinjau: Ponsel (390 px)');
    expect(frame.style.width).toBe('390px');
    expect(
      await body.findByRole('heading', { name: 'Setengah piring sayur dan buah' }),
    ).toBeInTheDocument();
    const drawing = await body.findByRole('img', { name: 'Piring yang dibagi empat.' });
    await waitFor(() => expect(drawing.getAttribute('src')).toMatch(/^blob:drawing-/));
    const request = fetchMock.mock.calls.find(([input]) =>
      requestUrl(input).endsWith('/draft/drawings/piring.svg'),
    );
    expect(request?.[1]?.headers).toMatchObject({ 'x-teacher-key': 'kunci-admin-2026' });

    await user.click(screen.getByRole('button', { name: 'Lab (1366×768)' }));
    const lab = await screen.findByTitle<HTMLIFrameElement>('Pratinjau: Lab (1366×768)');
    expect(lab.style.width).toBe('1366px');
    expect(lab.style.height).toBe('768px');
  });

  it('previews the question being written as the quiz shows it', async () => {
    draftServer();
    const { user } = renderApp('/history/packs/gizi?question=question2');
    const stem = await screen.findByDisplayValue('Apa gunanya sarapan?');
    const { body } = await previewScreen();
    const group = await body.findByRole('radiogroup', { name: '2. Apa gunanya sarapan?' });
    expect(within(group).getAllByRole('radio')).toHaveLength(3);
    await user.type(stem, ' pagi');
    await waitFor(() =>
      expect(body.getByRole('radiogroup', { name: '2. Apa gunanya sarapan? pagi' })).toBeVisible(),
    );
  });

  it("previews a form B question as the quiz shows it, named as form B's", async () => {
    const base = draftDocument();
    const stem = 'Untuk apa kita sarapan setiap pagi?';
    const form_b = formBFromA(base).form_b!.map((question, index) =>
      index === 1 ? { ...question, question: stem } : question,
    );
    draftServer({ document: { ...base, form_b } });
    const { user } = renderApp('/history/packs/gizi');
    const formB = await screen.findByRole('region', { name: 'Form B (tes paralel)' });
    await user.click(within(formB).getByRole('button', { name: /^Form B soal 2/ }));
    await user.click(await within(formB).findByDisplayValue(stem));
    const { body } = await previewScreen();
    const group = await body.findByRole('radiogroup', { name: `2. ${stem}` });
    expect(within(group).getAllByRole('radio')).toHaveLength(3);
    expect(screen.getByText(/^Form B soal 2, seperti di kuis\./)).toBeVisible();
  });

  it('retires a version after asking, and says so when the server could not', async () => {
    const list = JSON.parse(JSON.stringify(packList)) as typeof packList;
    const published: { retired_at: string | null } = list.packs[0].versions[0];
    let tries = 0;
    draftServer({
      packList: list,
      retire: (version) => {
        tries += 1;
        if (tries === 1) return jsonResponse(503, { message: 'Database unavailable' });
        published.retired_at = '2026-11-27T03:00:00.000Z';
        return jsonResponse(200, { version, retired_at: published.retired_at });
      },
    });
    const { user } = renderApp('/history/packs/gizi');
    const history = await screen.findByRole('table', { name: 'Riwayat versi' });
    await user.click(within(history).getByRole('button', { name: 'Tarik versi aaaabbbb' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tarik versi aaaabbbb?' });
    expect(dialog).toHaveTextContent('Sesi baru tidak dapat lagi memilih versi ini.');
    await user.click(within(dialog).getByRole('button', { name: 'Tarik versi' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Versi gagal ditarik: server belum dapat menjangkau basis data.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Tarik versi' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    // The list, read again, marks the version retired and offers no second retirement.
    await waitFor(() =>
      expect(
        within(history).queryByRole('button', { name: 'Tarik versi aaaabbbb' }),
      ).not.toBeInTheDocument(),
    );
    expect(within(history).getAllByText('ditarik').length).toBeGreaterThan(0);
    expect(tries).toBe(2);
  });

  it('uploads a drawing with its progress, and shows why the server refused one', async () => {
    const fetchMock = draftServer();
    window.XMLHttpRequest = FakeUpload as unknown as typeof XMLHttpRequest;
    const { user } = renderApp('/history/packs/gizi');
    const poster = await screen.findByRole('group', { name: 'Gambar poster beranda' });
    expect(within(poster).getByText('Berkas: poster.svg')).toBeInTheDocument();
    const input = within(poster).getByLabelText('Gambar poster beranda: berkas');
    await user.upload(input, new File(['<svg/>'], 'poster baru.svg', { type: 'image/svg+xml' }));
    expect(await within(poster).findByText('Mengunggah… 40%')).toBeInTheDocument();
    const upload = FakeUpload.last!;
    expect(upload.url).toBe('/api/packs/gizi/draft/drawings');
    expect(upload.headers['x-teacher-key']).toBe('kunci-admin-2026');
    expect((upload.body!.get('file') as File).name).toBe('poster baru.svg');
    upload.respond(415, { message: 'The SVG holds a script, which a drawing may not' });
    expect(await within(poster).findByRole('alert')).toHaveTextContent(
      'Gambar ditolak server: The SVG holds a script, which a drawing may not',
    );
    expect(within(poster).getByText('Berkas: poster.svg')).toBeInTheDocument();

    await user.upload(input, new File(['png'], 'poster.png', { type: 'image/png' }));
    FakeUpload.last!.respond(201, { file: 'poster.webp', content_type: 'image/webp', bytes: 3 });
    expect(await within(poster).findByText('Berkas: poster.webp')).toBeInTheDocument();
    expect(within(poster).queryByRole('alert')).not.toBeInTheDocument();
    await waitFor(() => expect(puts(fetchMock)).toHaveLength(1));
    expect(puts(fetchMock)[0].document.home.poster).toEqual({
      file: 'poster.webp',
      alt: 'Piring makan dengan sayur, lauk dan nasi.',
    });
  });

  it('keeps a reviewed warning with its reason, greyed, and asks for the reason first', async () => {
    const document = draftDocument();
    document.questions[1].options[1].text = 'Selalu membuat mengantuk';
    const fetchMock = draftServer({ document });
    const { user } = renderApp('/history/packs/gizi?question=question2');
    const warning = await screen.findByText(/Pengecoh B memakai kata mutlak/);
    expect(warning).toHaveTextContent(/^Peringatan:/);
    const item = warning.closest('li')!;
    await user.click(within(item).getByRole('checkbox', { name: 'Sudah ditinjau' }));
    const reason = screen.getByLabelText(/Alasan singkat/);
    expect(reason).toHaveAccessibleDescription(/Wajib diisi/);
    // Ticked without a reason, nothing is stored: the draft stays valid.
    await act(() => new Promise((resolve) => setTimeout(resolve, 1200)));
    expect(puts(fetchMock)).toHaveLength(0);
    await user.type(reason, 'Benar-benar mutlak');
    await waitFor(() =>
      expect(screen.getByText(/Pengecoh B memakai kata mutlak/)).toHaveTextContent(
        /^Sudah ditinjau:/,
      ),
    );
    expect(screen.getByTestId('check-summary')).toHaveTextContent(/\b1 sudah ditinjau/);
    await waitFor(() => expect(puts(fetchMock).length).toBeGreaterThan(0));
    await waitFor(() =>
      expect(puts(fetchMock).at(-1)!.document.questions[1].reviewed).toEqual({
        'absolute-word': 'Benar-benar mutlak',
      }),
    );
  });

  it('has no accessibility violations', async () => {
    draftServer();
    renderApp('/history/packs/gizi?question=question1');
    await screen.findByDisplayValue(/Berapa bagian piring/);
    await screen.findByRole('table', { name: 'Riwayat versi' });
    expect(await axeViolations()).toEqual([]);
  });

  it('says so in Indonesian, never a blank page, when the editor cannot draw a draft', async () => {
    expectConsoleErrors();
    draftServer({ document: { ...draftDocument(), topics: undefined } as unknown as PackDocument });
    renderApp('/history/packs/gizi');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Editor tidak dapat menampilkan draf ini');
    expect(within(alert).getByRole('button', { name: 'Muat ulang draf' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kembali ke daftar paket' })).toBeInTheDocument();
  });

  it('says in Indonesian when the server cannot be reached, and loads the draft on "Coba lagi"', async () => {
    mockFetch().mockRejectedValue(new TypeError('Failed to fetch'));
    const { user } = renderApp('/history/packs/gizi');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Draf gagal dimuat. Tidak dapat terhubung ke server.');
    draftServer();
    await user.click(within(alert).getByRole('button', { name: 'Coba lagi' }));
    expect(await screen.findByLabelText('Judul paket')).toHaveValue('Gizi seimbang');
  });

  it('says a pack without a draft (the default pack, or an unknown one) is to be duplicated', async () => {
    mockFetch().mockResolvedValue(jsonResponse(404, { message: 'No pack with the id gizi' }));
    renderApp('/history/packs/gizi');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Paket ini tidak ada atau tidak punya draf. Paket bawaan hanya dapat dibaca',
    );
    expect(screen.getByRole('link', { name: 'Kembali ke daftar paket' })).toBeInTheDocument();
  });

  it('tells a teacher with a session key that the page is for the administrator', async () => {
    mockFetch().mockResolvedValue(jsonResponse(403, { message: 'This needs the admin key' }));
    renderApp('/history/packs/gizi');
    expect(await screen.findByRole('alert')).toHaveTextContent('untuk pengelola aplikasi');
  });
});
