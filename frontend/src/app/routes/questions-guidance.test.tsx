import { screen, waitFor, within } from '@testing-library/react';
import { answerQuiz, renderQuiz, submitButton } from '../../testing/quiz-helpers';
import {
  expectConsoleErrors,
  jsonResponse,
  mockFetch,
  setTabStorage,
} from '../../testing/test-utils';

const stored = (key: string) => window.sessionStorage.getItem(key);

async function finishQuiz(correct: number, status = 201) {
  mockFetch().mockResolvedValue(jsonResponse(status, { id: 1 }));
  const utils = await renderQuiz();
  await answerQuiz(utils.user, correct);
  await utils.user.click(submitButton());
  return { ...utils, dialog: await screen.findByRole('dialog', { name: 'Your Score' }) };
}

describe('what the score dialog says comes next', () => {
  it('after the pre-test: study the materials, then the post-test; its button clears the score', async () => {
    setTabStorage({ name: 'Ani', classroom: '8A', isPretest: '1' });
    const { user, dialog } = await finishQuiz(6);
    expect(within(dialog).getByTestId('score-next-step')).toHaveTextContent(
      'Pretest selesai! Sekarang pelajari materinya: slide dan video di halaman utama. Setelah itu, kerjakan posttest dengan soal yang sama untuk melihat kemajuanmu.',
    );
    const study = within(dialog).getByRole('button', { name: 'Pelajari materi' });
    expect(study).toHaveFocus();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeInTheDocument();
    await user.click(study);

    const topics = await screen.findByRole('heading', { name: 'Materi Belajar' });
    await waitFor(() => expect(topics).toHaveFocus());
    expect(stored('score')).toBeNull();
    expect(stored('percentage')).toBeNull();
    expect(await screen.findByTestId('journey-status')).toHaveTextContent(
      'Pretest selesai (60%) — pelajari materinya, lalu kerjakan posttest.',
    );
  });

  it('after a pre-test the server refused: no way on, the pre-test is taken again', async () => {
    expectConsoleErrors();
    setTabStorage({ name: 'Ani', classroom: '8A', isPretest: '1' });
    const { dialog } = await finishQuiz(6, 400);
    await within(dialog).findByText(/tidak dapat disimpan/);
    expect(within(dialog).queryByRole('button', { name: 'Pelajari materi' })).toBeNull();
    expect(within(dialog).queryByTestId('score-next-step')).toBeNull();
  });

  it("after the post-test: the journey is done, with the student's own change", async () => {
    setTabStorage({ name: 'Ani', classroom: '8A', isPretest: '0', pretestPercentage: '60.00' });
    const { user, dialog } = await finishQuiz(9);
    expect(within(dialog).getByText('Pretest 60% → Posttest 90%')).toBeInTheDocument();
    expect(within(dialog).getByTestId('score-next-step')).toHaveTextContent(
      'Posttest selesai! Semua langkah belajarmu di PIBA sudah lengkap. Terima kasih! Nilaimu naik 30 poin. Hebat!',
    );
    expect(within(dialog).queryByRole('button', { name: 'Pelajari materi' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));

    await screen.findByText('Selamat datang di PIBA!');
    expect(stored('score')).toBeNull();
    expect(await screen.findByTestId('journey-status')).toHaveTextContent(
      'Posttest selesai — terima kasih! Nilaimu: Pretest 60% → Posttest 90%.',
    );
  });

  it.each([
    ['70.00', 'Nilaimu turun 10 poin. Baca pembahasannya supaya lebih paham.'],
    ['60.00', 'Nilaimu sama seperti sebelum belajar.'],
  ])('after the post-test, from a pre-test of %s%%: %s', async (pretest, change) => {
    setTabStorage({ name: 'Ani', classroom: '8A', isPretest: '0', pretestPercentage: pretest });
    const { dialog } = await finishQuiz(6);
    expect(within(dialog).getByTestId('score-next-step')).toHaveTextContent(change);
  });
});
