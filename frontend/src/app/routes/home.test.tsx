import { screen, waitFor, within } from '@testing-library/react';
import { writeEntry } from '../../features/outbox/outbox-storage';
import { jsonResponse, mockFetch, renderApp, setTabStorage } from '../../testing/test-utils';

const stored = (key: string) => window.sessionStorage.getItem(key);

async function renderHome() {
  const utils = renderApp('/');
  // By text: while the identity dialog is open, the page behind it is hidden from roles.
  await screen.findByText('Selamat datang di PIBA!');
  return utils;
}

describe('home page identity dialog', () => {
  it("opens when nothing is stored and sets isPretest to '1'", async () => {
    await renderHome();
    const dialog = await screen.findByRole('dialog', { name: 'Masukkan Identitasmu' });
    expect(
      within(dialog).getByText('Silakan isi nama dan kelasmu di bawah ini'),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Nama')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Kelas')).toBeInTheDocument();
    expect(stored('isPretest')).toBe('1');
  });

  it("opens when only the class is missing, even after a pre-test, and resets isPretest to '1'", async () => {
    setTabStorage({ name: 'Budi', isPretest: '0' });
    await renderHome();
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText('Nama')).toHaveValue('Budi');
    expect(stored('isPretest')).toBe('1');
  });

  it('stays closed when name, class and isPretest are stored', async () => {
    setTabStorage({ name: 'Budi', classroom: '7B', isPretest: '0' });
    await renderHome();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(stored('isPretest')).toBe('0');
  });

  it('stores trimmed values on Submit and closes', async () => {
    const { user } = await renderHome();
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Nama'), '  Siti Aminah  ');
    await user.type(within(dialog).getByLabelText('Kelas'), ' 8A ');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(stored('name')).toBe('Siti Aminah');
    expect(stored('classroom')).toBe('8A');
  });

  it.each([
    ['submitted', '{Enter}'],
    ['dismissed', '{Escape}'],
  ])('can be %s empty, leaving the values missing', async (_, key) => {
    const { user } = await renderHome();
    await screen.findByRole('dialog');
    await user.keyboard(key);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(stored('name')).toBeNull();
    expect(stored('classroom')).toBeNull();
  });
});

describe('home page content', () => {
  beforeEach(() => setTabStorage({ name: 'Budi', classroom: '7B', isPretest: '1' }));

  it('links each whole topic card to its topic', async () => {
    await renderHome();
    const card = (title: string) => screen.getByRole('link', { name: new RegExp(title) });
    expect(card('Pengenalan Tubuh Manusia')).toHaveAttribute('href', '/topics/slide-1');
    expect(card('Pengenalan Tubuh Manusia')).toHaveTextContent('Mulai Belajar');
    expect(card('Pengenalan Senam RAS')).toHaveAttribute('href', '/topics/slide-2');
    expect(card('Pernapasan Manusia')).toHaveAttribute('href', '/topics/video-1');
    expect(card('Pernapasan Manusia')).toHaveTextContent('Tonton Video');
  });

  it('offers the quiz and the results', async () => {
    await renderHome();
    expect(screen.getByRole('link', { name: 'Mulai Quiz' })).toHaveAttribute('href', '/questions');
    expect(screen.getByRole('link', { name: 'Lihat hasil' })).toHaveAttribute('href', '/history');
  });

  it('shows the poster, two FAQ items and the footer', async () => {
    const { user } = await renderHome();
    expect(screen.getByRole('img', { name: /Poster PIBA/ })).toBeInTheDocument();
    const question = screen.getByText('Apa itu Senam RAS?');
    expect(screen.getByText('Mengapa Senam RAS penting?')).toBeInTheDocument();
    const answer = screen.getByText(/mengikuti ketukan yang tetap/);
    expect(answer).not.toBeVisible();
    await user.click(question);
    expect(answer).toBeVisible();
    const footer = await screen.findByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Instagram' })).toBeInTheDocument();
    expect(within(footer).getAllByRole('img', { name: /^Logo / })).toHaveLength(3);
  });
});

describe('home page outbox notice', () => {
  beforeEach(() => setTabStorage({ name: 'Budi', classroom: '7B', isPretest: '1' }));

  const waitingResult = (id: string) =>
    writeEntry({
      submission: {
        submission_id: id,
        score: '6/10',
        percentage: 60,
        is_pretest: true,
        is_posttest: false,
      },
      failures: 2,
      notBefore: 0,
    });

  it('says politely how many results wait, and when they have all been sent', async () => {
    let answerServer: (response: Response) => void = () => undefined;
    mockFetch().mockImplementation(() => new Promise((resolve) => (answerServer = resolve)));
    waitingResult('a7d3c1e2-0000-4000-8000-000000000001');
    await renderHome();

    const notice = screen.getByRole('status');
    expect(notice).toHaveAttribute('aria-live', 'polite');
    expect(notice).toHaveTextContent('1 hasil kuis menunggu dikirim…');
    answerServer(jsonResponse(201, { id: 1 }));
    await waitFor(() => expect(notice).toHaveTextContent('Semua hasil kuis sudah terkirim.'));
    expect(notice).not.toHaveTextContent('menunggu');
  });

  it('stays empty when nothing waits', async () => {
    const fetchMock = mockFetch();
    await renderHome();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
