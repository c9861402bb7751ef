import { screen, waitFor, within } from '@testing-library/react';
import { questions } from '@piba/shared';
import { answerQuiz, optionLetters, renderQuiz, submitButton } from '../../testing/quiz-helpers';
import { jsonResponse, mockFetch, setTabStorage } from '../../testing/test-utils';

const stored = (key: string) => window.sessionStorage.getItem(key);
const option = (index: number, position: number) =>
  screen.getByLabelText(`${optionLetters[position]}. ${questions[index].options[position].text}`);

describe('answers in progress', () => {
  beforeEach(() => setTabStorage({ name: 'Siti', classroom: '8A', isPretest: '1' }));

  it('survive a reload: the four answers given are chosen again, from tab storage only', async () => {
    const first = await renderQuiz();
    for (const [index, position] of [0, 2, 1, 2].entries()) {
      await first.user.click(option(index, position));
    }
    first.unmount();
    expect(window.localStorage.length).toBe(0);

    await renderQuiz();
    for (const [index, position] of [0, 2, 1, 2].entries()) {
      expect(option(index, position)).toBeChecked();
    }
    const groups = screen.getAllByRole('radiogroup');
    expect(groups).toHaveLength(questions.length);
    for (const group of groups.slice(4)) {
      within(group)
        .getAllByRole('radio')
        .forEach((radio) => expect(radio).not.toBeChecked());
    }
  });

  it('ignore what does not fit the questions of today', async () => {
    const [q1, q2] = questions;
    setTabStorage({ answersInProgress: JSON.stringify({ [q1.name]: 9, [q2.name]: 2, old: 1 }) });
    await renderQuiz();
    expect(screen.getAllByRole('radio', { checked: true })).toHaveLength(1);
    expect(
      option(
        1,
        q2.options.findIndex((o) => o.value === 2),
      ),
    ).toBeChecked();
  });

  it('are cleared once submitted, so the post-test starts empty', async () => {
    mockFetch().mockResolvedValue(jsonResponse(201, { id: 1 }));
    const first = await renderQuiz();
    await answerQuiz(first.user, 6);
    expect(JSON.parse(stored('answersInProgress')!)).toEqual(
      expect.objectContaining({ [questions[0].name]: questions[0].correctAnswer }),
    );
    await first.user.click(submitButton());
    await screen.findByRole('dialog', { name: 'Your Score' });
    expect(stored('answersInProgress')).toBeNull();
    first.unmount();

    await renderQuiz();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Post Test');
    expect(screen.queryAllByRole('radio', { checked: true })).toHaveLength(0);
  });

  it('are forgotten with the student ("Bukan kamu?") and the next one starts at the pre-test', async () => {
    setTabStorage({ isPretest: '0', participantId: 'siti' });
    const { user } = await renderQuiz();
    await user.click(option(0, 1));
    expect(stored('answersInProgress')).not.toBeNull();
    expect(screen.getByText('Kamu: Siti — 8A')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Bukan kamu?' }));
    const confirm = await screen.findByRole('dialog', { name: 'Ganti siswa?' });
    await user.click(within(confirm).getByRole('button', { name: 'Ya, ganti siswa' }));

    const identity = await screen.findByRole('dialog', { name: 'Masukkan Identitasmu' });
    await user.type(within(identity).getByLabelText('Nama'), 'Budi');
    await user.type(within(identity).getByLabelText('Kelas'), '8B');
    await user.click(within(identity).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(stored('answersInProgress')).toBeNull();

    await user.click(screen.getByRole('link', { name: 'Mulai Quiz' }));
    await screen.findByRole('heading', { name: 'Pretest - Jawab pertanyaan dengan seksama' });
    expect(screen.getByText('Kamu: Budi — 8B')).toBeInTheDocument();
    expect(screen.queryAllByRole('radio', { checked: true })).toHaveLength(0);
  });
});
