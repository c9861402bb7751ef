import { screen, within } from '@testing-library/react';
import { axeViolations } from '../../testing/axe';
import { draftDocument } from '../../testing/pack-fixtures';
import {
  jsonResponse,
  mockFetch,
  renderApp,
  requestUrl,
  setTabStorage,
} from '../../testing/test-utils';

const packs = [
  {
    id: 'piba',
    title: 'PIBA: Tubuh, Senam RAS, Pernapasan',
    is_default: true,
    draft: null,
    versions: [
      {
        version: '0123456789abcdef',
        answer_key_version: 'e125b284',
        note: 'Versi awal',
        published_at: '2026-11-25T01:00:00.000Z',
        retired_at: null,
      },
      {
        version: 'fedcba9876543210',
        answer_key_version: 'e125b284',
        note: 'Uji coba',
        published_at: '2026-11-20T03:30:00.000Z',
        retired_at: '2026-11-24T02:00:00.000Z',
      },
    ],
  },
  {
    id: 'gizi',
    title: 'Gizi seimbang',
    is_default: false,
    draft: { revision: 4, updated_at: '2026-11-26T05:15:00.000Z' },
    versions: [],
  },
];

function packsServer(list: unknown[] = packs) {
  return mockFetch().mockImplementation((input, init) => {
    const url = requestUrl(input);
    const method = init?.method ?? 'GET';
    if (url === '/api/packs' && method === 'GET') {
      return Promise.resolve(jsonResponse(200, { packs: list }));
    }
    if (url === '/api/packs' && method === 'POST') {
      return Promise.resolve(
        jsonResponse(201, { id: 'salinan', revision: 1, document: draftDocument() }),
      );
    }
    if (url === '/api/teacher/me') return Promise.resolve(jsonResponse(200, { role: 'admin' }));
    return Promise.resolve(jsonResponse(404, { message: `unexpected ${method} ${url}` }));
  });
}

describe('the lesson packs page', () => {
  beforeEach(() => setTabStorage({ teacherKey: 'kunci-admin-2026' }));

  it('lists each pack with its versions, the default one read-only', async () => {
    const fetchMock = packsServer();
    renderApp('/history/packs');
    const piba = await screen.findByRole('region', { name: 'PIBA: Tubuh, Senam RAS, Pernapasan' });
    expect(within(piba).getByText('bawaan, hanya baca')).toBeInTheDocument();
    expect(within(piba).queryByRole('link', { name: 'Buka draf' })).not.toBeInTheDocument();
    const rows = within(piba).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('01234567');
    expect(rows[0]).toHaveTextContent('e125b284');
    expect(rows[0]).toHaveTextContent('Versi awal');
    expect(rows[0]).toHaveTextContent('25 November 2026, pukul 08.00 WIB');
    expect(rows[0]).not.toHaveTextContent('ditarik');
    expect(rows[1]).toHaveTextContent('ditarik');

    const gizi = screen.getByRole('region', { name: 'Gizi seimbang' });
    expect(within(gizi).getByRole('link', { name: 'Buka draf' })).toHaveAttribute(
      'href',
      '/history/packs/gizi',
    );
    expect(gizi).toHaveTextContent('Draf terakhir disimpan 26 November 2026, pukul 12.15 WIB');
    expect(gizi).toHaveTextContent('Belum ada versi yang diterbitkan.');
    expect(fetchMock.mock.calls[0][1]?.headers).toMatchObject({
      'x-teacher-key': 'kunci-admin-2026',
    });
    expect(await axeViolations()).toEqual([]);
  });

  it('duplicates a version into a new draft and opens it', async () => {
    const fetchMock = packsServer();
    const { user } = renderApp('/history/packs');
    await user.click(await screen.findByRole('button', { name: 'Duplikat versi 01234567' }));
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(post![1]!.body as string)).toEqual({ from_version: '0123456789abcdef' });
    // The new draft opens with the copy the server answered.
    expect(await screen.findByRole('heading', { name: 'Draf: Gizi seimbang' })).toBeInTheDocument();
  });

  it('starts an empty pack with "Paket baru"', async () => {
    const fetchMock = packsServer();
    const { user } = renderApp('/history/packs');
    await user.click(await screen.findByRole('button', { name: 'Paket baru' }));
    await screen.findByRole('heading', { name: 'Draf: Gizi seimbang' });
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(post![1]!.body as string)).toEqual({});
  });

  it('says when there is no pack', async () => {
    packsServer([]);
    renderApp('/history/packs');
    expect(await screen.findByText(/Belum ada paket/)).toBeInTheDocument();
  });

  it('tells a teacher with a session key that the page is for the administrator', async () => {
    mockFetch().mockResolvedValue(jsonResponse(403, { message: 'This needs the admin key' }));
    renderApp('/history/packs');
    expect(await screen.findByRole('alert')).toHaveTextContent('untuk pengelola aplikasi');
  });

  it('says in Indonesian when the list cannot be loaded, and tries again', async () => {
    mockFetch().mockResolvedValue(jsonResponse(500, { message: 'boom' }));
    const { user } = renderApp('/history/packs');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Daftar paket gagal dimuat (kode 500). Coba lagi.');
    packsServer();
    await user.click(within(alert).getByRole('button', { name: 'Coba lagi' }));
    expect(await screen.findByRole('region', { name: 'Gizi seimbang' })).toBeInTheDocument();
  });
});
