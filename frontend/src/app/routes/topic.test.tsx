import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { EMBED_TIMEOUT_MS } from '../../features/topics/hooks/use-embed-status';
import { jsonResponse, mockFetch, renderApp, setTabStorage } from '../../testing/test-utils';
import { installFakeAudioContext } from '../../testing/fake-audio-context';

async function renderTopic(slide: string) {
  const utils = renderApp(`/topics/${slide}`);
  await screen.findByRole('link', { name: /Kembali/ });
  return utils;
}

function expectTopicButtons() {
  expect(screen.getByRole('link', { name: /Kembali/ })).toHaveAttribute('href', '/');
  expect(screen.getByRole('link', { name: 'Ambil quiz' })).toHaveAttribute('href', '/questions');
}

describe('topic page', () => {
  it.each([
    ['slide-1', 3],
    ['slide-2', 5],
  ])('shows %s as a carousel of %i images', async (slide, count) => {
    await renderTopic(slide);
    expect(screen.getAllByRole('button', { name: /^Slide \d dari/ })).toHaveLength(count);
    expect(
      screen.getByRole('button', { name: `Slide ${count} dari ${count}` }),
    ).toBeInTheDocument();
    expectTopicButtons();
  });

  it.each(['slide-9', 'constructor'])('shows an empty carousel for %s', async (slide) => {
    await renderTopic(slide);
    expect(screen.getByText(/belum tersedia/)).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expectTopicButtons();
  });
});

describe('who is signed in on a topic page', () => {
  it('shows the student and lets the next one start afresh from home', async () => {
    setTabStorage({ name: 'Ani', classroom: '8A', isPretest: '0', participantId: 'ani' });
    const { user } = await renderTopic('slide-1');
    expect(screen.getByText('Kamu: Ani — 8A')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Bukan kamu?' }));
    const confirm = await screen.findByRole('dialog', { name: 'Ganti siswa?' });
    await user.click(within(confirm).getByRole('button', { name: 'Ya, ganti siswa' }));

    const identity = await screen.findByRole('dialog', { name: 'Masukkan Identitasmu' });
    expect(within(identity).getByLabelText('Nama')).toHaveValue('');
    expect(screen.getByText('Selamat datang di PIBA!')).toBeInTheDocument();
    expect(window.sessionStorage.getItem('participantId')).toBeNull();
    expect(window.sessionStorage.getItem('isPretest')).toBe('1');
  });

  it('shows no one when the tab has no name or class', async () => {
    await renderTopic('slide-2');
    expect(screen.queryByRole('button', { name: 'Bukan kamu?' })).not.toBeInTheDocument();
  });
});

describe('the Senam RAS beat', () => {
  let uninstall: () => void;
  beforeEach(() => {
    uninstall = installFakeAudioContext();
  });
  afterEach(() => uninstall());

  it('is offered on slide-2, stopped until the student starts it', async () => {
    await renderTopic('slide-2');
    expect(screen.getByRole('region', { name: 'Ketukan Senam RAS' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mulai ketukan' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '90 ketukan per menit' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('is left out by a browser without Web Audio, and the slides still show', async () => {
    uninstall();
    uninstall = () => {};
    await renderTopic('slide-2');
    expect(screen.queryByRole('region', { name: 'Ketukan Senam RAS' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('img').length).toBeGreaterThan(0);
  });

  it.each(['slide-1', 'video-1', 'slide-9'])('is not on %s', async (slide) => {
    await renderTopic(slide);
    expect(screen.queryByRole('region', { name: 'Ketukan Senam RAS' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mulai ketukan' })).not.toBeInTheDocument();
  });
});

describe('video topic', () => {
  afterEach(() => jest.useRealTimers());

  it('embeds the privacy-enhanced player with autoplay and Indonesian captions', async () => {
    await renderTopic('video-1');
    const frame = await screen.findByTitle(/paru-paru/);
    const src = new URL(frame.getAttribute('src') ?? '');
    expect(src.origin).toBe('https://www.youtube-nocookie.com');
    expect(src.pathname).toBe('/embed/8NUxvJS-_0k');
    expect(Object.fromEntries(src.searchParams)).toEqual({
      autoplay: '1',
      cc_load_policy: '1',
      cc_lang_pref: 'id',
    });
    expect(frame).toHaveAttribute('height', '700');
    expect(frame).toHaveAttribute('width', '100%');
    expect(frame).toHaveAttribute('allow', 'autoplay; encrypted-media; picture-in-picture');
    expectTopicButtons();
  });

  it('says the video needs internet when the browser is offline', async () => {
    jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await renderTopic('video-1');
    expect(await screen.findByText(/membutuhkan koneksi internet/)).toBeInTheDocument();
    expect(screen.queryByTitle(/paru-paru/)).not.toBeInTheDocument();
    expectTopicButtons();
  });

  it('tries the player again with Coba lagi once the browser is back online', async () => {
    const onLine = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { user } = await renderTopic('video-1');
    await screen.findByText(/membutuhkan koneksi internet/);
    onLine.mockReturnValue(true);
    await user.click(screen.getByRole('button', { name: 'Coba lagi' }));
    expect(screen.getByTitle(/paru-paru/)).toBeInTheDocument();
    expect(screen.queryByText(/membutuhkan koneksi internet/)).not.toBeInTheDocument();
  });

  it('says so when the player has not loaded in time', async () => {
    jest.useFakeTimers();
    renderApp('/topics/video-1');
    await screen.findByTitle(/paru-paru/);
    act(() => jest.advanceTimersByTime(EMBED_TIMEOUT_MS));
    expect(screen.getByText(/membutuhkan koneksi internet/)).toBeInTheDocument();
    expectTopicButtons();
  });
});

describe("video topic with the school's own video file", () => {
  const withoutFetch = global.fetch;
  beforeEach(() => {
    mockFetch().mockResolvedValue(jsonResponse(200, { url: '/media/video.mp4' }));
  });
  afterEach(() => {
    global.fetch = withoutFetch;
  });

  it('plays the file full width at 700 px instead of the embed', async () => {
    const play = jest.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    await renderTopic('video-1');
    const player = await screen.findByTitle('Video pembelajaran: Pernapasan Manusia');
    expect(player.tagName).toBe('VIDEO');
    expect(player).toHaveAttribute('src', '/media/video.mp4');
    expect(player).toHaveAttribute('width', '100%');
    expect(player).toHaveAttribute('height', '700');
    expect(player).toHaveAttribute('controls');
    expect(play).toHaveBeenCalled();
    expect((player as HTMLVideoElement).muted).toBe(false);
    expect(document.querySelector('iframe')).toBeNull();
    expect(screen.getByText(/Ringkasan video:/)).toBeInTheDocument();
    expectTopicButtons();
  });

  it('starts muted when the browser refuses to start it with sound', async () => {
    const refused = Object.assign(new Error('no gesture'), { name: 'NotAllowedError' });
    const play = jest
      .spyOn(HTMLMediaElement.prototype, 'play')
      .mockRejectedValueOnce(refused)
      .mockResolvedValue(undefined);
    await renderTopic('video-1');
    const player = await screen.findByTitle('Video pembelajaran: Pernapasan Manusia');
    await waitFor(() => expect(play).toHaveBeenCalledTimes(2));
    expect((player as HTMLVideoElement).muted).toBe(true);
  });

  it('says so when the file cannot be loaded, and tries again', async () => {
    jest.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    const { user } = await renderTopic('video-1');
    const player = await screen.findByTitle('Video pembelajaran: Pernapasan Manusia');
    fireEvent.error(player);
    expect(await screen.findByText(/membutuhkan koneksi ke server sekolah/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Coba lagi' }));
    expect(await screen.findByTitle('Video pembelajaran: Pernapasan Manusia')).toBeInTheDocument();
  });
});
