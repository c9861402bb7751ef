import { screen, waitFor, within } from '@testing-library/react';
import { axeViolations } from '../../testing/axe';
import {
  jsonResponse,
  mockFetch,
  renderApp,
  requestUrl,
  setTabStorage,
} from '../../testing/test-utils';

const version = (id: string, note: string) => ({
  version: id,
  answer_key_version: 'e125b284',
  note,
  published_at: '2026-11-25T01:00:00.000Z',
  retired_at: null,
});

const piba = {
  id: 'piba',
  title: 'PIBA: Tubuh, Senam RAS, Pernapasan',
  is_default: true,
  draft: null,
  versions: [version('0123456789abcdef', 'Versi awal')],
};

const gizi = {
  id: 'gizi',
  title: 'Gizi seimbang',
  is_default: false,
  draft: null,
  versions: [version('abcdef0123456789', 'Dari sekolah lain')],
};

const fileResponse = (blob: Blob) =>
  ({
    ok: true,
    status: 200,
    headers: new Headers(),
    blob: () => Promise.resolve(blob),
  }) as Response;

/** The packs API; `answers` answers the sharing requests, the list grows once `imported`. */
function server(answers: (url: string, init?: RequestInit) => Response | undefined) {
  let imported = false;
  return mockFetch().mockImplementation((input, init) => {
    const url = requestUrl(input);
    const method = init?.method ?? 'GET';
    if (url === '/api/packs' && method === 'GET') {
      return Promise.resolve(jsonResponse(200, { packs: imported ? [piba, gizi] : [piba] }));
    }
    if (url === '/api/teacher/me') return Promise.resolve(jsonResponse(200, { role: 'admin' }));
    const answer = answers(url, init);
    if (url === '/api/packs/import' && answer?.ok) imported = true;
    return Promise.resolve(answer ?? jsonResponse(404, { message: `unexpected ${method} ${url}` }));
  });
}

const zip = () => new File(['PK\u0003\u0004'], 'gizi.zip', { type: 'application/zip' });

describe('sharing lesson packs on the packs page', () => {
  let clicked: HTMLAnchorElement[];
  let createObjectURL: jest.Mock<string, [Blob | MediaSource]>;
  beforeEach(() => {
    setTabStorage({ teacherKey: 'kunci-admin-2026' });
    clicked = [];
    // jsdom can neither make object URLs nor download; the test sees what the browser would get.
    createObjectURL = jest.fn<string, [Blob | MediaSource]>(() => 'blob:piba-pack');
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = jest.fn();
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this);
    });
  });

  it.each([
    ['Unduh .zip', 'export.zip', 'piba-01234567.zip'],
    ['Moodle XML', 'moodle.xml', 'piba-01234567-moodle.xml'],
    ['GIFT', 'gift.txt', 'piba-01234567-gift.txt'],
  ])('"%s" downloads the version with the admin key', async (label, path, fileName) => {
    const file = new Blob(['isi']);
    let finish: (response: Response) => void = () => undefined;
    const fetchMock = server(() => undefined);
    const base = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation((input, init) =>
      requestUrl(input) === `/api/pack-versions/0123456789abcdef/${path}`
        ? new Promise((resolve) => (finish = resolve))
        : base(input, init),
    );
    const { user } = renderApp('/history/packs');
    const button = await screen.findByRole('button', { name: `${label} versi 01234567` });
    await user.click(button);
    // While it is on its way, the downloads wait and say so.
    expect(await screen.findByRole('status')).toHaveTextContent(`Mengunduh ${fileName}…`);
    expect(button).toBeDisabled();
    finish(fileResponse(file));
    await waitFor(() => expect(clicked).toHaveLength(1));
    const request = fetchMock.mock.calls.find(([input]) => requestUrl(input).endsWith(path))!;
    expect(request[1]?.headers).toMatchObject({ 'x-teacher-key': 'kunci-admin-2026' });
    expect(clicked[0].download).toBe(fileName);
    expect(clicked[0].href).toBe('blob:piba-pack');
    expect(createObjectURL).toHaveBeenCalledWith(file);
    await waitFor(() => expect(button).toBeEnabled());
  });

  it('says in Indonesian when a download fails', async () => {
    server((url) =>
      url.endsWith('/gift.txt') ? jsonResponse(500, { message: 'boom' }) : undefined,
    );
    const { user } = renderApp('/history/packs');
    await user.click(await screen.findByRole('button', { name: 'GIFT versi 01234567' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Berkas piba-01234567-gift.txt gagal diunduh (kode 500). Coba lagi.',
    );
    expect(clicked).toHaveLength(0);
  });

  it('imports a .zip as multipart "file"; the list shows the new pack', async () => {
    const fetchMock = server((url) =>
      url === '/api/packs/import'
        ? jsonResponse(201, {
            id: 'gizi',
            version: 'abcdef0123456789',
            answer_key_version: 'e125b284',
            created: true,
          })
        : undefined,
    );
    const { user } = renderApp('/history/packs');
    await screen.findByRole('region', { name: 'PIBA: Tubuh, Senam RAS, Pernapasan' });
    expect(await axeViolations()).toEqual([]);
    const file = zip();
    await user.upload(screen.getByLabelText('Berkas paket (.zip)'), file);
    expect(
      await screen.findByText('Versi abcdef01 diimpor (kunci jawaban e125b284).'),
    ).toBeVisible();
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(requestUrl(post[0])).toBe('/api/packs/import');
    expect(post[1]?.headers).toMatchObject({ 'x-teacher-key': 'kunci-admin-2026' });
    expect((post[1]?.body as FormData).get('file')).toBe(file);
    const added = await screen.findByRole('region', { name: 'Gizi seimbang' });
    expect(within(added).getByText('Dari sekolah lain')).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it('says when the version was already on this server', async () => {
    server((url) =>
      url === '/api/packs/import'
        ? jsonResponse(201, {
            id: 'piba',
            version: '0123456789abcdef',
            answer_key_version: 'e125b284',
            created: false,
          })
        : undefined,
    );
    const { user } = renderApp('/history/packs');
    await screen.findByRole('region', { name: 'PIBA: Tubuh, Senam RAS, Pernapasan' });
    await user.upload(screen.getByLabelText('Berkas paket (.zip)'), zip());
    expect(await screen.findByText(/Versi ini sudah ada di server ini/)).toHaveTextContent(
      '01234567',
    );
  });

  it("shows the server's refusal as it wrote it", async () => {
    const refusal = 'pack.json: questions[2].options must hold exactly 3 options';
    server((url) =>
      url === '/api/packs/import' ? jsonResponse(400, { message: refusal }) : undefined,
    );
    const { user } = renderApp('/history/packs');
    await screen.findByRole('region', { name: 'PIBA: Tubuh, Senam RAS, Pernapasan' });
    await user.upload(screen.getByLabelText('Berkas paket (.zip)'), zip());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `Paket tidak dapat diimpor: ${refusal}`,
    );
    expect(screen.queryByRole('region', { name: 'Gizi seimbang' })).not.toBeInTheDocument();
  });

  it('opens the file chooser from the keyboard', async () => {
    server(() => undefined);
    const { user } = renderApp('/history/packs');
    const button = await screen.findByRole('button', { name: 'Impor paket' });
    const input = screen.getByLabelText<HTMLInputElement>('Berkas paket (.zip)');
    const chooser = jest.spyOn(input, 'click');
    for (let step = 0; step < 20 && document.activeElement !== button; step++) await user.tab();
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(chooser).toHaveBeenCalled();
    expect(input).toHaveAttribute('accept', '.zip,application/zip');
  });
});
