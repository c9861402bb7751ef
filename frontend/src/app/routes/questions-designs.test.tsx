import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  answerKeyVersion,
  formAnswerKeyVersions,
  optionsInOrder,
  type PackDocument,
  questions,
} from '@piba/shared';
import { arrivalIndex } from '../../features/join-session';
import { DEFAULT_PACK_KEY, putLessonPack } from '../../features/lesson-pack';
import { defaultPackBody, packVersionBody } from '../../testing/lesson-pack';
import { renderQuiz, submitButton } from '../../testing/quiz-helpers';
import {
  jsonResponse,
  mockFetch,
  renderApp,
  requestUrl,
  setTabStorage,
} from '../../testing/test-utils';

const PARTICIPANT = '0f5e8a1c-7b2d-4c3e-9a10-2b3c4d5e6f70';
const letters = ['A', 'B', 'C'];
const sent = (fetchMock: jest.Mock) => {
  const call = fetchMock.mock.calls.find(([input]) => requestUrl(input) === '/api/history');
  return JSON.parse(call![1].body as string);
};
/** The option labels of one question as the page shows them, in order. */
const shownLabels = (name: string) =>
  screen
    .getAllByRole<HTMLInputElement>('radio')
    .filter((radio) => radio.name === name)
    .map((radio) => radio.closest('label')!.textContent);

const usePack = (document: PackDocument) =>
  putLessonPack(DEFAULT_PACK_KEY, packVersionBody(document, defaultPackBody.version));

describe('the quiz with a session’s research designs', () => {
  beforeEach(() =>
    setTabStorage({ name: 'Siti', classroom: '8A', isPretest: '1', participantId: PARTICIPANT }),
  );

  it('without designs shows the options as written and sends no design fields', async () => {
    const fetchMock = mockFetch().mockResolvedValue(jsonResponse(201, { id: 1 }));
    const { user } = await renderQuiz();
    for (const question of questions) {
      expect(shownLabels(question.name)).toEqual(
        question.options.map((option, index) => `${letters[index]}. ${option.text}`),
      );
    }
    expect(screen.queryByText(/Sikap/)).not.toBeInTheDocument();
    for (const question of questions) {
      const position = question.options.findIndex((o) => o.value === question.correctAnswer);
      await user.click(
        screen.getAllByRole('radio').filter((r) => (r as HTMLInputElement).name === question.name)[
          position
        ],
      );
    }
    await user.click(submitButton());
    await screen.findByRole('dialog', { name: 'Your Score' });
    const body = sent(fetchMock);
    expect(body).not.toHaveProperty('test_form');
    expect(body).not.toHaveProperty('attitude');
    expect(body).not.toHaveProperty('is_delayed');
  });

  it('shuffles the options per participant, keeps the letters in place and each option’s value', async () => {
    setTabStorage({ sessionDesign: JSON.stringify({ shuffle_options: true }) });
    const fetchMock = mockFetch().mockResolvedValue(jsonResponse(201, { id: 1 }));
    const first = await renderQuiz();
    const expected = (name: string) => {
      const question = questions.find((q) => q.name === name)!;
      return optionsInOrder(question.options, PARTICIPANT, name).map(
        (option, index) => `${letters[index]}. ${option.text}`,
      );
    };
    const orders = questions.map((question) => shownLabels(question.name));
    questions.forEach((question, index) => expect(orders[index]).toEqual(expected(question.name)));
    // Some question's order differs from the written one: the design is in effect.
    expect(
      questions.some((question, index) => orders[index][0] !== `A. ${question.options[0].text}`),
    ).toBe(true);

    // The same student sees the same order when the page is drawn again.
    first.unmount();
    const { user } = await renderQuiz();
    expect(questions.map((question) => shownLabels(question.name))).toEqual(orders);

    // Choosing each key by its text sends the key's own value: all right.
    for (const question of questions) {
      const key = question.options.find((option) => option.value === question.correctAnswer)!;
      const label = expected(question.name).find((text) => text.endsWith(`. ${key.text}`))!;
      await user.click(screen.getByLabelText(label));
    }
    await user.click(submitButton());
    const dialog = await screen.findByRole('dialog', { name: 'Your Score' });
    expect(
      within(dialog).getByText(`Score: ${questions.length}/${questions.length}`),
    ).toBeInTheDocument();
    expect(sent(fetchMock).answers).toEqual(
      Object.fromEntries(questions.map((question) => [question.name, question.correctAnswer])),
    );
  });

  it('asks the attitude statements after the questions, each required, and sends the ratings', async () => {
    usePack({
      ...defaultPackBody.document,
      attitude_scale: [
        { id: 'suka-belajar', text: 'Saya senang belajar tentang tubuh.', positive: true },
        { id: 'bosan', text: 'Pelajaran ini membosankan.', positive: false },
      ],
    });
    const fetchMock = mockFetch().mockResolvedValue(jsonResponse(201, { id: 1 }));
    const { user } = await renderQuiz();
    for (const question of questions) {
      const position = question.options.findIndex((o) => o.value === question.correctAnswer);
      fireEvent.click(
        screen.getAllByRole('radio').filter((r) => (r as HTMLInputElement).name === question.name)[
          position
        ],
      );
    }
    expect(
      screen.getByText('Sikap: seberapa setuju kamu dengan pernyataan berikut?'),
    ).toBeInTheDocument();
    const liking = screen.getByRole('radiogroup', {
      name: '1. Saya senang belajar tentang tubuh.',
    });
    expect(
      within(liking)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')!.textContent),
    ).toEqual(['Sangat tidak setuju', 'Tidak setuju', 'Ragu-ragu', 'Setuju', 'Sangat setuju']);
    await user.click(within(liking).getByLabelText('Setuju'));
    await user.click(submitButton());
    expect(screen.getByRole('alert')).toHaveTextContent('Masih ada 1 pertanyaan');
    expect(screen.getByText('Pernyataan ini wajib dijawab.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    // The keyboard rates as a mouse does: focus the group's first rating, then arrow keys.
    const boring = screen.getByRole('radiogroup', { name: '2. Pelajaran ini membosankan.' });
    await user.click(within(boring).getByLabelText('Sangat tidak setuju'));
    await user.keyboard('{ArrowDown}');
    expect(within(boring).getByLabelText('Tidak setuju')).toBeChecked();
    await user.click(submitButton());
    await screen.findByRole('dialog', { name: 'Your Score' });
    expect(sent(fetchMock).attitude).toEqual({ 'suka-belajar': 4, bosan: 2 });
  });

  it('gives form B by the AB-BA design and sends the form and its answer-key version', async () => {
    const formB = defaultPackBody.document.questions.map((question) => ({
      ...question,
      name: `${question.name}-b`,
      question: `(B) ${question.question}`,
    }));
    const document = { ...defaultPackBody.document, form_b: formB };
    usePack(document);
    // A participant whose place in the alternation is odd: B at the pre-test.
    const participant = ['p-0', 'p-1', 'p-2', 'p-3'].find((id) => arrivalIndex(id) === 1)!;
    setTabStorage({
      participantId: participant,
      sessionDesign: JSON.stringify({ form_design: 'AB-BA' }),
    });
    const fetchMock = mockFetch().mockResolvedValue(jsonResponse(201, { id: 1 }));
    await renderQuiz();
    expect(screen.getByText(`1. ${formB[0].question}`)).toBeInTheDocument();
    for (const question of formB) {
      const position = question.options.findIndex((o) => o.value === question.correctAnswer);
      fireEvent.click(
        screen.getAllByRole('radio').filter((r) => (r as HTMLInputElement).name === question.name)[
          position
        ],
      );
    }
    fireEvent.click(submitButton());
    await screen.findByRole('dialog', { name: 'Your Score' });
    const body = sent(fetchMock);
    expect(body.test_form).toBe('B');
    expect(body.answer_key_version).toBe(formAnswerKeyVersions(document).B);
    expect(body.answer_key_version).not.toBe(answerKeyVersion(questions));
  });
});

describe('the AB-BA form by arrival in a joined session', () => {
  const formB = defaultPackBody.document.questions.map((question) => ({
    ...question,
    name: `${question.name}-b`,
    question: `(B) ${question.question}`,
  }));
  const document = { ...defaultPackBody.document, form_b: formB };
  const ARRIVAL_URL = '/api/sessions/K7P3QX/arrival';
  const arrivalCalls = (fetchMock: jest.Mock) =>
    fetchMock.mock.calls.filter(([input]) => requestUrl(input) === ARRIVAL_URL);

  beforeEach(() => {
    usePack(document);
    setTabStorage({
      name: 'Siti',
      classroom: '8A',
      isPretest: '1',
      joinedSessionCode: 'K7P3QX',
      joinedSessionName: 'SMP A',
      sessionDesign: JSON.stringify({ form_design: 'AB-BA' }),
    });
  });

  it('asks the server for the student’s place at the pre-test, keeps it, and gives the post-test the other form', async () => {
    // The participant's hash alone would give form A first: the server's place decides.
    const participant = ['p-0', 'p-1', 'p-2', 'p-3'].find((id) => arrivalIndex(id) === 0)!;
    setTabStorage({ participantId: participant });
    const fetchMock = mockFetch().mockImplementation((input) =>
      Promise.resolve(
        requestUrl(input) === ARRIVAL_URL
          ? jsonResponse(200, { arrival: 7 })
          : jsonResponse(201, { id: 1 }),
      ),
    );
    const first = await renderQuiz();
    expect(await screen.findByText(`1. ${formB[0].question}`)).toBeInTheDocument();
    expect(JSON.parse(arrivalCalls(fetchMock)[0][1].body as string)).toEqual({
      participant_id: participant,
    });
    first.unmount();
    // The post-test in the same tab asks form A without asking the server again.
    setTabStorage({ isPretest: '0' });
    await renderQuiz();
    expect(
      await screen.findByText(`1. ${defaultPackBody.document.questions[0].question}`),
    ).toBeInTheDocument();
    expect(arrivalCalls(fetchMock)).toHaveLength(1);
  });

  it('without an answer from the server gives the form of the participant id’s hash', async () => {
    const participant = ['p-0', 'p-1', 'p-2', 'p-3'].find((id) => arrivalIndex(id) === 1)!;
    setTabStorage({ participantId: participant });
    const fetchMock = mockFetch().mockImplementation((input) =>
      requestUrl(input) === ARRIVAL_URL
        ? Promise.reject(new TypeError('Failed to fetch'))
        : Promise.resolve(jsonResponse(201, { id: 1 })),
    );
    await renderQuiz();
    expect(await screen.findByText(`1. ${formB[0].question}`)).toBeInTheDocument();
    expect(arrivalCalls(fetchMock)).toHaveLength(1);
  });
});

describe('the delayed test', () => {
  const EARLIER = '5b0c7a52-3f1e-4c55-9d0a-2f4f4f6f3a11';

  it('asks "Lanjutkan ke tes tunda?" and the result then carries is_delayed', async () => {
    window.sessionStorage.clear();
    setTabStorage({ joinedSessionCode: 'K7P3QX', joinedSessionName: 'SMP A' });
    const fetchMock = mockFetch().mockImplementation((input) => {
      const url = requestUrl(input);
      if (url === '/api/sessions/K7P3QX/returning') {
        return Promise.resolve(jsonResponse(200, { participant_id: EARLIER, delayed_test: true }));
      }
      return Promise.resolve(jsonResponse(201, { id: 1 }));
    });
    const { user } = renderApp('/');
    const identity = await screen.findByRole('dialog', { name: 'Masukkan Identitasmu' });
    await user.type(within(identity).getByLabelText('Nama'), 'Siti');
    await user.type(within(identity).getByLabelText('Kelas'), '8A');
    await user.click(within(identity).getByRole('button', { name: 'Submit' }));
    const question = await screen.findByRole('dialog', {
      name: 'Kamu sudah mengerjakan posttest di sesi ini. Lanjutkan ke tes tunda?',
    });
    await user.click(within(question).getByRole('button', { name: 'Lanjutkan ke tes tunda' }));
    await user.click(await screen.findByRole('link', { name: 'Mulai Quiz' }));
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(/^Tes Tunda/);
    for (const q of questions) {
      const position = q.options.findIndex((o) => o.value === q.correctAnswer);
      fireEvent.click(
        screen.getAllByRole('radio').filter((r) => (r as HTMLInputElement).name === q.name)[
          position
        ],
      );
    }
    act(() => {
      fireEvent.click(submitButton());
    });
    await waitFor(() => expect(() => sent(fetchMock)).not.toThrow());
    expect(sent(fetchMock)).toMatchObject({
      participant_id: EARLIER,
      is_pretest: false,
      is_posttest: false,
      is_delayed: true,
    });
  });
});

describe('a comparison class', () => {
  const design = JSON.stringify({ comparison: true });
  const firstTopic = defaultPackBody.document.topics[0];

  it('offers no topic before the post-test, and says why', async () => {
    setTabStorage({ name: 'Siti', classroom: '8A', isPretest: '0', sessionDesign: design });
    renderApp('/');
    expect(await screen.findByText(/Kelasmu adalah kelompok pembanding/)).toBeInTheDocument();
    expect(
      screen.queryByRole('link', { name: new RegExp(firstTopic.title) }),
    ).not.toBeInTheDocument();
  });

  it('keeps a topic page closed before the post-test', async () => {
    setTabStorage({ name: 'Siti', classroom: '8A', isPretest: '0', sessionDesign: design });
    renderApp(`/topics/${firstTopic.id}`);
    expect(await screen.findByText(/Kelasmu adalah kelompok pembanding/)).toBeInTheDocument();
  });

  it('opens the lesson once the post-test is done', async () => {
    setTabStorage({
      name: 'Siti',
      classroom: '8A',
      isPretest: '0',
      posttestPercentage: '80.00',
      sessionDesign: design,
    });
    renderApp('/');
    expect(await screen.findByText(/Sekarang materi belajar terbuka untukmu/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: new RegExp(firstTopic.title) })).toBeInTheDocument();
  });
});
