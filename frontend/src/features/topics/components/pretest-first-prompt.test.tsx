import { screen, waitFor } from '@testing-library/react';
import { answerQuiz, submitButton } from '../../../testing/quiz-helpers';
import { jsonResponse, mockFetch, renderApp, setTabStorage } from '../../../testing/test-utils';

const prompt = () => screen.queryByRole('alert', { name: /Kerjakan pretest dulu/ });
const sentBody = (fetchMock: jest.Mock) =>
  JSON.parse(fetchMock.mock.calls[0][1].body as string) as Record<string, unknown>;

async function openTopic(slide: string) {
  const utils = renderApp(`/topics/${slide}`);
  await screen.findByRole('link', { name: /Kembali/ });
  return utils;
}

describe('materials opened before the pre-test', () => {
  beforeEach(() => setTabStorage({ name: 'Siti', classroom: '8A', isPretest: '1' }));

  it.each([
    ['slide-1', 'Lanjut membaca'],
    ['video-1', 'Lanjut menonton'],
  ])('%s asks for the pre-test first, and the student may go on', async (slide, goOn) => {
    mockFetch().mockResolvedValue(jsonResponse(200, { url: null }));
    const { user } = await openTopic(slide);
    expect(prompt()).toBeVisible();
    expect(screen.getByRole('link', { name: 'Kerjakan pretest' })).toHaveAttribute(
      'href',
      '/questions',
    );
    expect(window.sessionStorage.getItem('materialsSeenFirst')).toBe('1');
    await user.click(screen.getByRole('button', { name: goOn }));
    expect(prompt()).not.toBeInTheDocument();
  });

  it('sends the pre-test taken afterwards as taken after the materials', async () => {
    const fetchMock = mockFetch().mockResolvedValue(jsonResponse(201, { id: 1 }));
    const { user } = await openTopic('slide-1');
    await user.click(screen.getByRole('link', { name: 'Kerjakan pretest' }));
    await screen.findByRole('heading', { level: 1, name: /^Pretest/ });
    await answerQuiz(user, 6);
    await user.click(submitButton());
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(sentBody(fetchMock)).toMatchObject({ is_pretest: true, materials_seen_first: true });
  });

  it('is forgotten with the student at "Bukan kamu?"', async () => {
    const { user } = await openTopic('slide-2');
    await user.click(screen.getByRole('button', { name: 'Bukan kamu?' }));
    await user.click(await screen.findByRole('button', { name: 'Ya, ganti siswa' }));
    await screen.findByRole('dialog', { name: 'Masukkan Identitasmu' });
    expect(window.sessionStorage.getItem('materialsSeenFirst')).toBeNull();
  });
});

describe('materials opened after the pre-test', () => {
  it('say nothing and mark nothing; the post-test is sent without the mark', async () => {
    setTabStorage({ name: 'Siti', classroom: '8A', isPretest: '0' });
    const fetchMock = mockFetch().mockResolvedValue(jsonResponse(201, { id: 2 }));
    const { user } = await openTopic('slide-1');
    expect(prompt()).not.toBeInTheDocument();
    expect(window.sessionStorage.getItem('materialsSeenFirst')).toBeNull();
    await user.click(screen.getByRole('link', { name: 'Ambil quiz' }));
    await screen.findByRole('heading', { level: 1, name: /^Post Test/ });
    await answerQuiz(user, 6);
    await user.click(submitButton());
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(sentBody(fetchMock)).not.toHaveProperty('materials_seen_first');
  });

  it('a pre-test taken without opening them is sent without the mark', async () => {
    setTabStorage({ name: 'Siti', classroom: '8A', isPretest: '1' });
    const fetchMock = mockFetch().mockResolvedValue(jsonResponse(201, { id: 3 }));
    const { user } = renderApp('/questions');
    await screen.findByRole('heading', { level: 1, name: /^Pretest/ });
    await answerQuiz(user, 6);
    await user.click(submitButton());
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(sentBody(fetchMock)).toMatchObject({ is_pretest: true });
    expect(sentBody(fetchMock)).not.toHaveProperty('materials_seen_first');
  });
});
