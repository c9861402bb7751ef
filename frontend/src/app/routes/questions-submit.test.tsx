import { answerKeyVersion, questions } from '@piba/shared';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { answerQuiz, answersScoring, renderQuiz, submitButton } from '../../testing/quiz-helpers';
import {
  expectConsoleErrors,
  jsonResponse,
  mockFetch,
  setTabStorage,
} from '../../testing/test-utils';

const stored = (key: string) => window.sessionStorage.getItem(key);
const sentBody = (fetchMock: jest.Mock, call = 0) =>
  JSON.parse(fetchMock.mock.calls[call][1].body as string);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const SAVED = 'Hasilmu sudah tersimpan.';
const WAITING = 'Hasilmu belum terkirim dan akan dikirim otomatis saat koneksi kembali.';

async function expectScoreDialog(score: string, percentage: string) {
  const dialog = await screen.findByRole('dialog', { name: 'Your Score' });
  expect(within(dialog).getByText(`Score: ${score}`)).toBeInTheDocument();
  expect(within(dialog).getByText(`Percentage: ${percentage}%`)).toBeInTheDocument();
  return dialog;
}

describe('quiz submit', () => {
  beforeEach(() => setTabStorage({ name: 'Siti', classroom: '8A', isPretest: '1' }));

  it('saves the pre-test, switches to post-test and shows the score', async () => {
    const fetchMock = mockFetch().mockResolvedValue(jsonResponse(201, { id: 1 }));
    const { user } = await renderQuiz();
    await answerQuiz(user, 7);
    await user.click(submitButton());

    await expectScoreDialog('7/10', '70.00');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0][0]).toBe('/api/history');
    expect(sentBody(fetchMock)).toEqual({
      submission_id: expect.stringMatching(UUID),
      participant_id: expect.stringMatching(UUID),
      answers: answersScoring(7),
      answer_key_version: answerKeyVersion(questions),
      name: 'Siti',
      class_room: '8A',
      score: '7/10',
      percentage: 70,
      is_pretest: true,
      is_posttest: false,
    });
    expect(screen.getByRole('status')).toHaveTextContent(SAVED);
    expect(stored('isPretest')).toBe('0');
    expect(stored('score')).toBe('7/10');
    expect(stored('percentage')).toBe('70.00');
  });

  it('sends a post-test with a missing identity as null', async () => {
    window.sessionStorage.clear();
    setTabStorage({ isPretest: '0' });
    const fetchMock = mockFetch().mockResolvedValue(jsonResponse(201, { id: 2 }));
    const { user } = await renderQuiz();
    await answerQuiz(user, 10);
    await user.click(submitButton());

    await expectScoreDialog('10/10', '100.00');
    expect(sentBody(fetchMock)).toMatchObject({
      // Skipping the identity dialog still gives the student an id at the first quiz.
      participant_id: expect.stringMatching(UUID),
      name: null,
      class_room: null,
      percentage: 100,
      is_pretest: false,
      is_posttest: true,
    });
  });

  it('sends the same participant id with the pre-test and the post-test', async () => {
    const fetchMock = mockFetch().mockResolvedValue(jsonResponse(201, { id: 1 }));
    const first = await renderQuiz();
    await answerQuiz(first.user, 7);
    await first.user.click(submitButton());
    await expectScoreDialog('7/10', '70.00');
    first.unmount();
    const second = await renderQuiz();
    await answerQuiz(second.user, 9);
    await second.user.click(submitButton());
    await expectScoreDialog('9/10', '90.00');
    expect(sentBody(fetchMock, 1).participant_id).toBe(sentBody(fetchMock, 0).participant_id);
    expect(sentBody(fetchMock, 1)).toMatchObject({ is_pretest: false, is_posttest: true });
  });

  it.each([
    ['the network fails', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['the server answers 500', () => Promise.resolve(jsonResponse(500, { message: 'Internal' }))],
    [
      'the database is down (503)',
      () => Promise.resolve(jsonResponse(503, { message: 'down' }, { 'Retry-After': '5' })),
    ],
  ])(
    'still shows the score, says it is waiting and stays a pre-test when %s',
    async (_, answer) => {
      const consoleWarn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
      mockFetch().mockImplementation(answer);
      const { user } = await renderQuiz();
      await answerQuiz(user, 3);
      await user.click(submitButton());

      const dialog = await expectScoreDialog('3/10', '30.00');
      expect(within(dialog).getByRole('status')).toHaveTextContent(WAITING);
      expect(stored('isPretest')).toBe('1');
      expect(consoleWarn).toHaveBeenCalled();
    },
  );

  it('says saved and ends the pre-test when a waiting result goes through later', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const fetchMock = mockFetch().mockRejectedValue(new TypeError('Failed to fetch'));
    const { user } = await renderQuiz();
    await answerQuiz(user, 8);
    await user.click(submitButton());
    const dialog = await expectScoreDialog('8/10', '80.00');
    expect(within(dialog).getByRole('status')).toHaveTextContent(WAITING);

    fetchMock.mockResolvedValue(jsonResponse(201, { id: 5 }));
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(within(dialog).getByRole('status')).toHaveTextContent(SAVED));
    expect(stored('isPretest')).toBe('0');
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(sentBody(fetchMock, 1)).toEqual(sentBody(fetchMock, 0));
  });

  it('says the result cannot be saved when the server refuses it', async () => {
    const consoleError = expectConsoleErrors();
    mockFetch().mockResolvedValue(jsonResponse(400, { message: ['score must match'] }));
    const { user } = await renderQuiz();
    await answerQuiz(user, 3);
    await user.click(submitButton());

    const dialog = await expectScoreDialog('3/10', '30.00');
    expect(within(dialog).getByRole('status')).toHaveTextContent('tidak dapat disimpan');
    expect(stored('isPretest')).toBe('1');
    expect(consoleError).toHaveBeenCalled();
  });

  it('Close clears score and percentage and goes home', async () => {
    setTabStorage({ isPretest: '0' });
    mockFetch().mockResolvedValue(jsonResponse(201, { id: 3 }));
    const { user } = await renderQuiz();
    await answerQuiz(user, 5);
    await user.click(submitButton());
    const dialog = await expectScoreDialog('5/10', '50.00');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));

    expect(await screen.findByText('Selamat datang di PIBA!')).toBeInTheDocument();
    expect(stored('score')).toBeNull();
    expect(stored('percentage')).toBeNull();
  });

  it('shows progress while saving and saves only once on a double click', async () => {
    let answerServer: (response: Response) => void = () => undefined;
    const fetchMock = mockFetch().mockImplementation(
      () => new Promise((resolve) => (answerServer = resolve)),
    );
    const { user } = await renderQuiz();
    await answerQuiz(user, 10);
    await user.dblClick(submitButton());
    // A submit that slips past the disabled button (e.g. Enter in a slow browser) is ignored too.
    fireEvent.submit(submitButton().closest('form')!);

    await waitFor(() => expect(submitButton()).toBeDisabled());
    expect(within(submitButton()).getByRole('progressbar', { hidden: true })).toBeInTheDocument();
    answerServer(jsonResponse(201, { id: 4 }));
    await expectScoreDialog('10/10', '100.00');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status')).toHaveTextContent(SAVED);
  });
});
