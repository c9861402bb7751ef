import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { QueryBoolean } from './query-boolean.js';

class Words {
  @QueryBoolean()
  flag: boolean;
}

class WordsAndDigits {
  @QueryBoolean({ digits: true })
  flag: boolean;
}

/** What a query's `flag` becomes, and the problems the validator finds with it. */
function read(type: typeof Words | typeof WordsAndDigits, value: unknown) {
  const query = plainToInstance(type, { flag: value });
  const problems = validateSync(query).flatMap((error) => Object.values(error.constraints ?? {}));
  return { flag: query.flag, problems };
}

describe('a boolean query parameter', () => {
  it.each([
    ['true', true],
    ['false', false],
  ])('takes %s, with digits allowed or not', (value, flag) => {
    expect(read(Words, value)).toEqual({ flag, problems: [] });
    expect(read(WordsAndDigits, value)).toEqual({ flag, problems: [] });
  });

  it.each([
    ['1', true],
    ['0', false],
  ])('takes %s only where digits are allowed', (value, flag) => {
    expect(read(WordsAndDigits, value)).toEqual({ flag, problems: [] });
    expect(read(Words, value).problems).toEqual(['flag must be true or false']);
  });

  it.each([['yes'], ['TRUE'], [''], ['constructor'], [['true', 'true']]])(
    'refuses %j, naming the spellings it takes',
    (value) => {
      expect(read(Words, value).problems).toEqual(['flag must be true or false']);
      expect(read(WordsAndDigits, value).problems).toEqual(['flag must be true, false, 1 or 0']);
    },
  );
});
