import { act, screen, waitFor } from '@testing-library/react';
import { questions } from '@piba/shared';
import { installFakeSpeech } from '../../../lib/speech-fake';
import { renderQuiz } from '../../../testing/quiz-helpers';
import { setTabStorage } from '../../../testing/test-utils';

const [first, second] = questions;
const letters = ['A', 'B', 'C'];

describe('"Dengarkan" on a quiz question', () => {
  let fake: ReturnType<typeof installFakeSpeech>;
  beforeEach(() => {
    setTabStorage({ name: 'Siti', classroom: '8A', isPretest: '1' });
    fake = installFakeSpeech();
  });
  afterEach(() => fake.uninstall());

  it('is not offered without an Indonesian voice', async () => {
    await renderQuiz();
    act(() => fake.synth.loadVoices([{ lang: 'en-GB', name: 'English' }]));
    expect(screen.queryByRole('button', { name: /^Dengarkan/ })).not.toBeInTheDocument();
  });

  it('reads the question and its options in Indonesian, marking the one being read', async () => {
    const { user } = await renderQuiz();
    act(() => fake.synth.loadVoices([{ lang: 'id-ID', name: 'Damayanti' }]));
    expect(screen.getAllByRole('button', { name: /^Dengarkan soal \d+$/ })).toHaveLength(
      questions.length,
    );
    await user.click(screen.getByRole('button', { name: 'Dengarkan soal 1' }));
    expect(fake.synth.said).toEqual(
      [
        `Soal 1. ${first.question}`,
        ...first.options.map((option, index) => `Pilihan ${letters[index]}: ${option.text}`),
      ].map((text) => ({ text, lang: 'id-ID', voice: 'Damayanti' })),
    );
    act(() => fake.synth.finishOne());
    const optionA = screen.getByText(`A. ${first.options[0].text}`).closest('label');
    expect(optionA).toHaveStyle({ backgroundColor: '#fff1b8' });
    await user.click(screen.getByRole('button', { name: 'Berhenti soal 1' }));
    expect(fake.synth.speaking).toBe(false);
    expect(optionA).not.toHaveStyle({ backgroundColor: '#fff1b8' });
  });

  it('reading another question stops the first', async () => {
    const { user } = await renderQuiz();
    act(() => fake.synth.loadVoices([{ lang: 'id-ID', name: 'Damayanti' }]));
    await user.click(screen.getByRole('button', { name: 'Dengarkan soal 1' }));
    await user.click(screen.getByRole('button', { name: 'Dengarkan soal 2' }));
    expect(screen.getByRole('button', { name: 'Dengarkan soal 1' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Berhenti soal 2' })).toBeVisible();
    // The second question is queued once the first one's cancel has settled.
    await waitFor(() => expect(fake.synth.said.at(-4)?.text).toBe(`Soal 2. ${second.question}`));
    expect(fake.synth.cancels).toBe(1);
  });
});
