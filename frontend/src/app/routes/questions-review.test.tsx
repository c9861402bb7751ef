import { screen, within } from '@testing-library/react';
import { questions } from '@piba/shared';
import { answerQuiz, renderQuiz, submitButton } from '../../testing/quiz-helpers';
import { jsonResponse, mockFetch, setTabStorage } from '../../testing/test-utils';

const REVIEW = 'Lihat pembahasan';
const scoreDialog = () => screen.findByRole('dialog', { name: 'Your Score' });

async function finishQuiz(correct: number) {
  mockFetch().mockResolvedValue(jsonResponse(201, { id: 1 }));
  const utils = await renderQuiz();
  await answerQuiz(utils.user, correct);
  await utils.user.click(submitButton());
  return { ...utils, dialog: await scoreDialog() };
}

describe('the review after a quiz', () => {
  it('is never offered after the pre-test, which would give the keys away', async () => {
    setTabStorage({ name: 'Siti', classroom: '8A', isPretest: '1' });
    const { dialog } = await finishQuiz(4);
    expect(within(dialog).getByText('Score: 4/10')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: REVIEW })).not.toBeInTheDocument();
    expect(within(dialog).queryByText(/→/)).not.toBeInTheDocument();
  });

  it('lists every question after the post-test with the answer given, the key and why', async () => {
    setTabStorage({ name: 'Siti', classroom: '8A', isPretest: '0' });
    const { user, dialog } = await finishQuiz(6);
    await user.click(within(dialog).getByRole('button', { name: REVIEW }));

    const review = await screen.findByRole('dialog', { name: 'Pembahasan' });
    expect(review).toHaveAccessibleDescription(/benar 6 dari 10 pertanyaan/);
    const items = within(review).getAllByRole('listitem');
    expect(items).toHaveLength(10);
    items.forEach((item, index) => {
      const question = questions[index];
      const right = index < 6;
      const key = question.options.find((o) => o.value === question.correctAnswer)!;
      const given = right ? key : question.options.find((o) => o.value === (key.value % 3) + 1)!;
      expect(within(item).getByText(`${index + 1}. ${question.question}`)).toBeInTheDocument();
      expect(item).toHaveAccessibleDescription(right ? 'Benar' : 'Salah');
      expect(within(item).getByTestId('review-chosen')).toHaveTextContent(given.text);
      expect(within(item).getByTestId('review-key')).toHaveTextContent(key.text);
      expect(within(item).getByText(question.explanation)).toBeInTheDocument();
    });
  });

  it('goes back to the score, whose Close still clears it and goes home', async () => {
    setTabStorage({ name: 'Siti', classroom: '8A', isPretest: '0', score: 'x', percentage: 'y' });
    const { user, dialog } = await finishQuiz(9);
    await user.click(within(dialog).getByRole('button', { name: REVIEW }));
    const review = await screen.findByRole('dialog', { name: 'Pembahasan' });
    await user.click(within(review).getByRole('button', { name: 'Kembali ke nilai' }));

    const again = await scoreDialog();
    expect(within(again).getByText('Score: 9/10')).toBeInTheDocument();
    await user.click(within(again).getByRole('button', { name: 'Close' }));
    expect(await screen.findByText('Selamat datang di PIBA!')).toBeInTheDocument();
    expect(window.sessionStorage.getItem('score')).toBeNull();
  });

  it('works with the keyboard alone: Tab to it, Enter, Escape back', async () => {
    setTabStorage({ name: 'Siti', classroom: '8A', isPretest: '0' });
    const { user, dialog } = await finishQuiz(10);
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(within(dialog).getByRole('button', { name: REVIEW })).toHaveFocus();
    await user.keyboard('{Enter}');
    const review = await screen.findByRole('dialog', { name: 'Pembahasan' });
    expect(within(review).getByRole('button', { name: 'Kembali ke nilai' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(await scoreDialog()).toBeInTheDocument();
  });

  it('shows the pre-test beside the post-test only when this tab took both', async () => {
    setTabStorage({ name: 'Siti', classroom: '8A', isPretest: '1' });
    const pretest = await finishQuiz(4);
    await pretest.user.click(within(pretest.dialog).getByRole('button', { name: 'Close' }));
    await screen.findByText('Selamat datang di PIBA!');
    pretest.unmount();

    const posttest = await finishQuiz(8);
    expect(within(posttest.dialog).getByText('Pretest 40% → Posttest 80%')).toBeInTheDocument();
  });

  it('says nothing of a pre-test that this tab did not take', async () => {
    setTabStorage({ name: 'Siti', classroom: '8A', isPretest: '0' });
    const { dialog } = await finishQuiz(8);
    expect(within(dialog).getByRole('button', { name: REVIEW })).toBeInTheDocument();
    expect(within(dialog).queryByText(/Pretest/)).not.toBeInTheDocument();
  });
});
