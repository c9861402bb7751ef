import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { quizScoreOf } from '@piba/shared';
import { SubmissionDto } from './submission.dto.js';

const problemsWith = (body: object) =>
  validateSync(plainToInstance(SubmissionDto, body), {
    forbidUnknownValues: true,
  }).flatMap((error) => Object.values(error.constraints ?? {}));

const submission = { name: 'Siti', class_room: '8A', is_pretest: true, is_posttest: false };

describe('the score and percentage the quiz sends', () => {
  it('are accepted by the server for every total 1–100 and every correct 0–total', () => {
    const refused: string[] = [];
    for (let total = 1; total <= 100; total += 1) {
      for (let correct = 0; correct <= total; correct += 1) {
        const { score, percentage } = quizScoreOf({ correct, total });
        const problems = problemsWith({ ...submission, score, percentage });
        if (problems.length > 0) refused.push(`${score}: ${problems.join('; ')}`);
      }
    }
    expect(refused).toEqual([]);
  });

  it.each([
    ['2/3', 67, 'percentage must equal floor(100 * correct / total) = 66 for score "2/3"'],
    ['7/10', 69, 'percentage must equal floor(100 * correct / total) = 70 for score "7/10"'],
  ])('refuse %s with %i, naming the percentage the score gives', (score, percentage, message) => {
    expect(problemsWith({ ...submission, score, percentage })).toEqual([message]);
  });
});
