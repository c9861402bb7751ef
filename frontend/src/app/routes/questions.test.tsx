import { screen, within } from '@testing-library/react';
import { questions } from '@piba/shared';
import { answerQuiz, optionLetters, renderQuiz, submitButton } from '../../testing/quiz-helpers';
import { jsonResponse, mockFetch, setTabStorage } from '../../testing/test-utils';

describe('quiz page', () => {
  beforeEach(() => setTabStorage({ name: 'Siti', classroom: '8A', isPretest: '1' }));

  it('is a pre-test while isPretest is 1, with ten required lettered questions', async () => {
    await renderQuiz();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Pretest - Jawab pertanyaan dengan seksama',
    );
    expect(screen.getByRole('link', { name: 'Kembali' })).toHaveAttribute('href', '/');
    const groups = screen.getAllByRole('radiogroup');
    expect(groups).toHaveLength(10);
    expect(screen.getAllByText('*')).toHaveLength(10);
    const first = questions[0];
    expect(
      within(groups[0])
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(first.options.map((option, i) => `${optionLetters[i]}. ${option.text}`));
  });

  it('is a post-test once isPretest is 0', async () => {
    setTabStorage({ isPretest: '0' });
    await renderQuiz();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Post Test - Jawab pertanyaan dengan seksama',
    );
  });

  it('does not submit with unanswered questions and points to the first one', async () => {
    const fetchMock = mockFetch();
    const { user } = await renderQuiz();
    const [firstQuestion] = questions;
    const firstOption = `A. ${firstQuestion.options[0].text}`;
    await user.click(screen.getByRole('radio', { name: firstOption }));
    await user.click(submitButton());

    expect(screen.getByRole('alert')).toHaveTextContent(
      'Masih ada 9 pertanyaan yang belum dijawab',
    );
    const secondGroup = screen.getAllByRole('radiogroup')[1];
    expect(within(secondGroup).getAllByRole('radio')[0]).toHaveFocus();
    // eslint-disable-next-line @typescript-eslint/unbound-method -- a jest.fn (setup-tests.ts), only inspected
    expect(Element.prototype.scrollIntoView).toHaveBeenCalled();
    expect(screen.getAllByText('Pertanyaan ini wajib dijawab.')).toHaveLength(9);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('clears the message once every question is answered', async () => {
    mockFetch().mockResolvedValue(jsonResponse(201, {}));
    const { user } = await renderQuiz();
    await user.click(submitButton());
    expect(screen.getByRole('alert')).toHaveTextContent('Masih ada 10 pertanyaan');
    await answerQuiz(user, 10);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText('Pertanyaan ini wajib dijawab.')).not.toBeInTheDocument();
  });
});
