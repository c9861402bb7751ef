import { screen, waitFor, within } from '@testing-library/react';
import {
  DEFAULT_PACK_VERSION,
  defaultPackBody,
  forgetLessonPacks,
  SMALL_PACK_VERSION,
  smallPackBody,
  smallPackDocument,
} from '../../testing/lesson-pack';
import {
  jsonResponse,
  mockFetch,
  renderApp,
  requestUrl,
  setTabStorage,
} from '../../testing/test-utils';
import { requestLessonPackEarly } from '../start-requests';

const SMALL_PACK_PATH = `/api/pack-versions/${SMALL_PACK_VERSION}`;
const OFFLINE = new TypeError('Failed to fetch');
const sentBody = (fetchMock: jest.Mock, path: string) =>
  JSON.parse(fetchMock.mock.calls.find(([input]) => requestUrl(input) === path)![1].body as string);

/** The server: the small pack by its version, the history endpoint, no video file. */
function mockServer() {
  return mockFetch().mockImplementation((input) => {
    const path = requestUrl(input);
    if (path === SMALL_PACK_PATH) return Promise.resolve(jsonResponse(200, smallPackBody));
    if (path === '/api/history') return Promise.resolve(jsonResponse(201, { id: 1 }));
    if (path === '/api/video') return Promise.resolve(jsonResponse(200, { url: null }));
    return Promise.resolve(jsonResponse(404, { message: `No ${path}` }));
  });
}

/** A tab that joined a session teaching the small pack, with a student who took the pre-test. */
const bindToSmallPack = (isPretest = '0') =>
  setTabStorage({
    joinedSessionCode: 'K7P3QX',
    joinedSessionName: 'Kelas 8 Gizi',
    packVersion: SMALL_PACK_VERSION,
    name: 'Rina',
    classroom: '8C',
    isPretest,
  });

describe("a tab bound to its session's pack version", () => {
  it("shows that version's home: its topics, quiz text, poster and FAQ, not the default pack's", async () => {
    bindToSmallPack();
    const fetchMock = mockServer();
    renderApp('/');
    await screen.findByText(smallPackDocument.home.subtitle);
    expect(fetchMock.mock.calls.map(([input]) => requestUrl(input))).toContain(SMALL_PACK_PATH);

    const topics = screen.getByRole('region', { name: 'Materi Belajar' });
    const cards = within(topics).getAllByRole('link');
    expect(cards.map((card) => card.getAttribute('href'))).toEqual([
      '/topics/piring',
      '/topics/video-gizi',
    ]);
    expect(cards[0]).toHaveTextContent('Isi Piringku');
    expect(cards[0]).toHaveTextContent('Mulai Belajar');
    expect(cards[1]).toHaveTextContent('Tonton Video');
    expect(screen.queryByText('Pengenalan Tubuh Manusia')).not.toBeInTheDocument();

    expect(await screen.findByText(smallPackDocument.home.quizDescription)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: smallPackDocument.home.poster.alt })).toHaveAttribute(
      'src',
      `${SMALL_PACK_PATH}/drawings/poster-gizi.webp`,
    );
    expect(screen.getByText('Apa itu gizi seimbang?')).toBeInTheDocument();
    expect(screen.queryByText('Apa itu Senam RAS?')).not.toBeInTheDocument();
  });

  it('shows a deck of that version with its drawings, and no beat where the topic asks for none', async () => {
    bindToSmallPack();
    mockServer();
    renderApp('/topics/piring');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Setengah piring sayur dan buah' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Isi Piringku' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Slide \d dari 2$/ })).toHaveLength(2);
    expect(screen.getByRole('img', { name: 'Piring dibagi dua.' })).toHaveAttribute(
      'src',
      `${SMALL_PACK_PATH}/drawings/piring-1.webp`,
    );
    expect(screen.queryByRole('region', { name: 'Ketukan Senam RAS' })).not.toBeInTheDocument();
  });

  it("shows the default pack's topic ids as unknown: an empty carousel", async () => {
    bindToSmallPack();
    mockServer();
    renderApp('/topics/slide-1');
    expect(await screen.findByText(/belum tersedia/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Materi Belajar' })).toBeInTheDocument();
  });

  it("plays that version's video with its title and summary", async () => {
    bindToSmallPack();
    mockServer();
    renderApp('/topics/video-gizi');
    const player = await screen.findByTitle('Gizi untuk remaja');
    expect(player.getAttribute('src')).toMatch(/\/embed\/abcdefghijk\?/);
    expect(screen.getByText('Protein membantu tubuh tumbuh.')).toBeInTheDocument();
  });

  it("asks that version's six questions and saves the result with its answer-key version", async () => {
    bindToSmallPack('1');
    const fetchMock = mockServer();
    const { user } = renderApp('/questions');
    await screen.findByText(/Soal gizi nomor 1\?/);
    const groups = screen.getAllByRole('radiogroup');
    expect(groups).toHaveLength(6);
    expect(screen.queryByText(/kesehatan reproduksi/)).not.toBeInTheDocument();
    for (const [index] of smallPackDocument.questions.entries()) {
      await user.click(screen.getByLabelText(`B. Jawaban kedua ${index + 1}`));
    }
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    const dialog = await screen.findByRole('dialog', { name: 'Your Score' });
    expect(within(dialog).getByText('Score: 6/6')).toBeInTheDocument();
    await waitFor(() =>
      expect(fetchMock.mock.calls.map(([input]) => requestUrl(input))).toContain('/api/history'),
    );
    expect(sentBody(fetchMock, '/api/history')).toMatchObject({
      answer_key_version: smallPackBody.answer_key_version,
      session_code: 'K7P3QX',
      score: '6/6',
      percentage: 100,
      is_pretest: true,
    });
    expect(smallPackBody.answer_key_version).not.toBe('e125b284');
  });
});

describe('a join link whose session teaches another pack', () => {
  it('binds the tab to that version and shows its lesson on home', async () => {
    const fetchMock = mockFetch().mockImplementation((input) => {
      const path = requestUrl(input);
      if (path === '/api/sessions/K7P3QX')
        return Promise.resolve(
          jsonResponse(200, {
            code: 'K7P3QX',
            name: 'Kelas 8 Gizi',
            open: true,
            pack_version: SMALL_PACK_VERSION,
          }),
        );
      if (path === SMALL_PACK_PATH) return Promise.resolve(jsonResponse(200, smallPackBody));
      return Promise.resolve(jsonResponse(404, {}));
    });
    renderApp('/s/K7P3QX');
    expect(await screen.findByText('Isi Piringku')).toBeInTheDocument();
    expect(window.sessionStorage.getItem('packVersion')).toBe(SMALL_PACK_VERSION);
    expect(fetchMock.mock.calls.map(([input]) => requestUrl(input))).toEqual([
      '/api/sessions/K7P3QX',
      SMALL_PACK_PATH,
    ]);
  });

  it('keeps the default pack for a session without a version of its own', async () => {
    mockFetch().mockResolvedValue(
      jsonResponse(200, { code: 'K7P3QX', name: 'Kelas 8', open: true }),
    );
    renderApp('/s/K7P3QX');
    expect(await screen.findByText('Pengenalan Tubuh Manusia')).toBeInTheDocument();
    expect(window.sessionStorage.getItem('packVersion')).toBeNull();
  });
});

describe('a pack version out of reach', () => {
  it('says offline that the session\'s lesson is not on this device yet, and loads it on "Coba lagi"', async () => {
    bindToSmallPack();
    const fetchMock = mockFetch().mockRejectedValue(OFFLINE);
    const { user } = renderApp('/');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Materi sesi ini belum tersimpan di perangkat ini. Sambungkan ke internet sekali untuk memuatnya.',
    );
    expect(screen.getByText('Selamat datang di PIBA!')).toBeInTheDocument();

    fetchMock.mockResolvedValue(jsonResponse(200, smallPackBody));
    await user.click(within(alert).getByRole('button', { name: 'Coba lagi' }));
    expect(await screen.findByText('Isi Piringku')).toBeInTheDocument();
  });

  it('says so on the quiz and on a topic too, never a blank page', async () => {
    bindToSmallPack();
    mockFetch().mockRejectedValue(OFFLINE);
    renderApp('/questions');
    expect(await screen.findByRole('alert')).toHaveTextContent(/belum tersimpan di perangkat ini/);
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
  });

  it('says the default lesson is not kept when none was ever loaded and the server cannot be reached', async () => {
    forgetLessonPacks();
    mockFetch().mockRejectedValue(OFFLINE);
    renderApp('/topics/slide-1');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Materi PIBA belum tersimpan di perangkat ini. Sambungkan ke internet sekali untuk memuatnya.',
    );
  });

  it('says the server did not give the lesson when it answers with an error', async () => {
    bindToSmallPack();
    mockFetch().mockResolvedValue(jsonResponse(404, { message: 'No pack version' }));
    renderApp('/');
    expect(await screen.findByRole('alert')).toHaveTextContent('Materi tidak dapat dimuat');
  });
});

describe('the default pack', () => {
  it('is asked for once when nothing is loaded, and home draws its three topics', async () => {
    forgetLessonPacks();
    setTabStorage({ name: 'Rina', classroom: '8C', isPretest: '1' });
    const fetchMock = mockFetch().mockResolvedValue(jsonResponse(200, defaultPackBody));
    renderApp('/');
    expect(await screen.findByText('Pengenalan Senam RAS')).toBeInTheDocument();
    const packRequests = fetchMock.mock.calls
      .map(([input]) => requestUrl(input))
      .filter((path) => path.startsWith('/api/pack-versions/'));
    expect(packRequests).toEqual(['/api/pack-versions/default']);
    expect(await screen.findByRole('img', { name: /Poster PIBA/ })).toHaveAttribute(
      'src',
      `/api/pack-versions/${DEFAULT_PACK_VERSION}/drawings/poster.svg`,
    );
  });
});

describe('the lesson pack asked for as the app starts', () => {
  it('is asked for by the lesson pages only, once, and the page takes the answer over', async () => {
    forgetLessonPacks();
    setTabStorage({ name: 'Rina', classroom: '8C', isPretest: '1' });
    const fetchMock = mockFetch().mockResolvedValue(jsonResponse(200, defaultPackBody));
    const packRequests = () =>
      fetchMock.mock.calls
        .map(([input]) => requestUrl(input))
        .filter((path) => path.startsWith('/api/pack-versions/'));
    requestLessonPackEarly({ pathname: '/history' });
    requestLessonPackEarly({ pathname: '/s/K7P3QX' });
    expect(packRequests()).toEqual([]);

    requestLessonPackEarly({ pathname: '/topics/slide-2' });
    expect(packRequests()).toEqual(['/api/pack-versions/default']);
    renderApp('/');
    expect(await screen.findByText('Pengenalan Senam RAS')).toBeInTheDocument();
    expect(packRequests()).toEqual(['/api/pack-versions/default']);
  });
});
