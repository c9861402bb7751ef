import { act, screen, within } from '@testing-library/react';
import { footerContent } from '../../content/footer';
import {
  jsonResponse,
  mockFetch,
  renderApp,
  requestUrl,
  setTabStorage,
} from '../../testing/test-utils';

const SECTIONS = [
  'Apa yang disimpan',
  'Siapa yang bisa melihat',
  'Berapa lama disimpan',
  'Di perangkat ini',
  'Meminta melihat atau menghapus datamu',
  'Persetujuan orang tua/wali',
];

async function renderPrivacy() {
  const utils = renderApp('/privasi');
  await screen.findByRole('heading', { level: 1, name: 'Kebijakan Privasi' });
  return utils;
}

/** Lets the page's request for the durations finish, whatever it answers. */
const settled = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

const section = (name: string) => screen.getByRole('region', { name });

describe('the privacy notice at /privasi', () => {
  it('shows every section in plain words, with the durations the server gives', async () => {
    const fetchMock = mockFetch().mockResolvedValue(
      jsonResponse(200, { open_access: false, trash_days: 14, retention_months: 12 }),
    );
    await renderPrivacy();
    expect(
      within(screen.getByRole('main'))
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual(SECTIONS);
    expect(requestUrl(fetchMock.mock.calls[0][0])).toBe('/api/teacher/access');

    const kept = section('Berapa lama disimpan');
    expect(await within(kept).findByText(/Setelah 14 hari, hasil itu terhapus/)).toBeVisible();
    expect(within(kept).getByText(/disimpan 12 bulan, namamu diganti/)).toBeVisible();
    expect(within(kept).getByText(/pseudonim/)).toBeVisible();
    expect(screen.queryByText(/30 hari/)).not.toBeInTheDocument();

    const stored = section('Apa yang disimpan');
    expect(within(stored).getByText('Nama dan kelas yang kamu ketik.')).toBeVisible();
    expect(within(stored).getByText('Kode sesi sekolahmu.')).toBeVisible();
    expect(
      within(stored).getByText('PIBA tidak menyimpan foto, alamat, nomor HP, atau lokasimu.'),
    ).toBeVisible();
    const readers = section('Siapa yang bisa melihat');
    expect(within(readers).getByText(/kunci guru/)).toBeVisible();
    expect(within(readers).getByText(/Siswa lain tidak bisa/)).toBeVisible();
    expect(within(section('Di perangkat ini')).getByText(/Saat tab ditutup/)).toBeVisible();
    expect(
      within(section('Persetujuan orang tua/wali')).getByText(/persetujuan dari orang tua/),
    ).toBeVisible();
  });

  it("names the university from the footer's content as the contact, with its e-mail", async () => {
    mockFetch().mockRejectedValue(new TypeError('Failed to fetch'));
    await renderPrivacy();
    const request = section('Meminta melihat atau menghapus datamu');
    expect(within(request).getAllByText(new RegExp(footerContent.institution))).not.toHaveLength(0);
    expect(within(request).getByRole('link', { name: footerContent.email })).toHaveAttribute(
      'href',
      `mailto:${footerContent.email}`,
    );
  });

  it.each([
    ['the request fails', () => mockFetch().mockRejectedValue(new TypeError('Failed to fetch'))],
    ['the server answers 500', () => mockFetch().mockResolvedValue(jsonResponse(500, {}))],
    [
      'an older server does not say',
      () => mockFetch().mockResolvedValue(jsonResponse(200, { open_access: true })),
    ],
  ])('shows the default durations when %s', async (_, answer) => {
    const fetchMock = answer();
    await renderPrivacy();
    await settled();
    expect(fetchMock).toHaveBeenCalled();
    expect(screen.getByText(/Setelah 30 hari, hasil itu terhapus untuk selamanya/)).toBeVisible();
    expect(screen.getByText(/disimpan 24 bulan, namamu diganti/)).toBeVisible();
  });

  it('names the page in the browser tab and shows the site footer', async () => {
    mockFetch().mockRejectedValue(new TypeError('Failed to fetch'));
    await renderPrivacy();
    expect(document.title).toBe('Kebijakan Privasi — PIBA');
    expect(screen.getByRole('contentinfo')).toHaveTextContent(footerContent.address);
  });

  it('is reached from the footer of the home page and leads back home', async () => {
    mockFetch().mockRejectedValue(new TypeError('Failed to fetch'));
    setTabStorage({ name: 'Budi', classroom: '7B', isPretest: '1' });
    const { user } = renderApp('/');
    const footer = await screen.findByRole('contentinfo');
    await user.click(within(footer).getByRole('link', { name: 'Kebijakan Privasi' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Kebijakan Privasi' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Kembali ke Beranda' }));
    expect(await screen.findByText('Selamat datang di PIBA!')).toBeInTheDocument();
    expect(document.title).not.toBe('Kebijakan Privasi — PIBA');
  });
});
