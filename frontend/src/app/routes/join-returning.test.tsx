import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { answerQuiz, submitButton } from '../../testing/quiz-helpers';
import {
  jsonResponse,
  mockFetch,
  renderApp,
  requestUrl,
  setTabStorage,
} from '../../testing/test-utils';

const stored = (key: string) => window.sessionStorage.getItem(key);
const EARLIER_PRETEST = '5b0c7a52-3f1e-4c55-9d0a-2f4f4f6f3a11';
const QUESTION = 'Kamu sudah mengerjakan pretest di sesi ini. Lanjutkan ke posttest?';
const RETURNING_URL = '/api/sessions/K7P3QX/returning';

type Answer = Response | 'fail' | 'hang';

/** The server: the returning lookup answers `returning`; a saved result answers 201. */
function serve(returning: Answer) {
  return mockFetch().mockImplementation((input, init) => {
    const url = requestUrl(input);
    if (url === RETURNING_URL) {
      if (returning === 'fail') return Promise.reject(new TypeError('Failed to fetch'));
      if (returning === 'hang') {
        // Like a lab network that never answers: only the app giving up ends the request.
        return new Promise((_, reject) =>
          init?.signal?.addEventListener('abort', () => reject(new DOMException('', 'AbortError'))),
        );
      }
      return Promise.resolve(returning);
    }
    if (url === '/api/history') return Promise.resolve(jsonResponse(201, { id: 1 }));
    return Promise.reject(new Error(`unexpected request ${url}`));
  });
}

const returningCalls = (fetchMock: jest.Mock) =>
  fetchMock.mock.calls.filter(([input]) => requestUrl(input) === RETURNING_URL);

/** A tab that joined the session by its link, at home, giving its name and class. */
async function giveIdentity({ joined = true } = {}) {
  if (joined) setTabStorage({ joinedSessionCode: 'K7P3QX', joinedSessionName: 'SMP A' });
  const utils = renderApp('/');
  const dialog = await screen.findByRole('dialog', { name: 'Masukkan Identitasmu' });
  await utils.user.type(within(dialog).getByLabelText('Nama'), ' Siti ');
  await utils.user.type(within(dialog).getByLabelText('Kelas'), '8A');
  await utils.user.click(within(dialog).getByRole('button', { name: 'Submit' }));
  return utils;
}

async function expectHomeWithoutDialogs() {
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(screen.getByRole('heading', { name: 'Selamat datang di PIBA!' })).toBeInTheDocument();
}

/** Opens the quiz from home and returns the heading it opened with. */
async function openQuiz(user: UserEvent) {
  await user.click(await screen.findByRole('link', { name: 'Mulai Quiz' }));
  return (await screen.findByRole('heading', { level: 1 })).textContent;
}

describe('a student who took the pre-test in this session on another computer', () => {
  it('is asked, and nothing else is said about that pre-test', async () => {
    const fetchMock = serve(jsonResponse(200, { participant_id: EARLIER_PRETEST }));
    await giveIdentity();
    const question = await screen.findByRole('dialog', { name: QUESTION });
    expect(
      within(question)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Bukan saya', 'Lanjutkan ke posttest']);
    expect(question).not.toHaveTextContent(/%|\d/);
    const [[, init]] = returningCalls(fetchMock);
    expect(init?.method).toBe('POST');
    expect(JSON.parse(init?.body as string)).toEqual({ name: 'Siti', class_room: '8A' });
  });

  it('goes on to the post-test with "Lanjutkan", which then carries that pre-test\'s participant id', async () => {
    const fetchMock = serve(jsonResponse(200, { participant_id: EARLIER_PRETEST }));
    const { user } = await giveIdentity();
    const question = await screen.findByRole('dialog', { name: QUESTION });
    await user.click(within(question).getByRole('button', { name: 'Lanjutkan ke posttest' }));
    await expectHomeWithoutDialogs();
    expect(stored('participantId')).toBe(EARLIER_PRETEST);
    expect(stored('isPretest')).toBe('0');

    expect(await openQuiz(user)).toBe('Post Test - Jawab pertanyaan dengan seksama');
    await answerQuiz(user, 8);
    await user.click(submitButton());
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([input]) => requestUrl(input) === '/api/history')).toBe(
        true,
      ),
    );
    const saved = fetchMock.mock.calls.find(([input]) => requestUrl(input) === '/api/history')!;
    expect(JSON.parse(saved[1]?.body as string)).toMatchObject({
      participant_id: EARLIER_PRETEST,
      session_code: 'K7P3QX',
      name: 'Siti',
      class_room: '8A',
      is_pretest: false,
      is_posttest: true,
    });
  });

  it('starts afresh with the pre-test and its own participant id with "Bukan saya"', async () => {
    serve(jsonResponse(200, { participant_id: EARLIER_PRETEST }));
    const { user } = await giveIdentity();
    const question = await screen.findByRole('dialog', { name: QUESTION });
    await user.click(within(question).getByRole('button', { name: 'Bukan saya' }));
    await expectHomeWithoutDialogs();
    expect(stored('participantId')).toMatch(/^[0-9a-f-]{36}$/);
    expect(stored('participantId')).not.toBe(EARLIER_PRETEST);
    expect(stored('isPretest')).toBe('1');
    expect(await openQuiz(user)).toBe('Pretest - Jawab pertanyaan dengan seksama');
  });
});

describe('a student the session does not know as returning', () => {
  it.each([
    ['the server finds no such pre-test', jsonResponse(200, { participant_id: null })],
    ['the server fails', jsonResponse(503, { message: 'Service Unavailable' })],
    ['the network drops', 'fail' as const],
  ])('goes on as a new student when %s', async (_, answer) => {
    const fetchMock = serve(answer);
    const { user } = await giveIdentity();
    await expectHomeWithoutDialogs();
    expect(returningCalls(fetchMock)).toHaveLength(1);
    expect(stored('participantId')).not.toBe(EARLIER_PRETEST);
    expect(stored('isPretest')).toBe('1');
    expect(await openQuiz(user)).toBe('Pretest - Jawab pertanyaan dengan seksama');
  });

  it('is not kept waiting by a server that does not answer', async () => {
    serve('hang');
    await giveIdentity();
    // The form waits a few seconds at most, then lets the student in as a new one.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), {
      timeout: 6_000,
    });
    expect(stored('isPretest')).toBe('1');
    expect(stored('name')).toBe('Siti');
  });

  it('is not looked up outside a session', async () => {
    const fetchMock = serve(jsonResponse(200, { participant_id: EARLIER_PRETEST }));
    await giveIdentity({ joined: false });
    await expectHomeWithoutDialogs();
    expect(returningCalls(fetchMock)).toHaveLength(0);
  });
});
