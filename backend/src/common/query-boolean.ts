import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { IsBoolean } from 'class-validator';

/** How a boolean query parameter may be written: `true`/`false`, and with `digits`, `1`/`0` too. */
export interface QueryBooleanOptions {
  digits?: boolean;
}

const WORDS: Record<string, boolean> = { true: true, false: false };
const WORDS_AND_DIGITS: Record<string, boolean> = { ...WORDS, '1': true, '0': false };

/** The boolean a query value spells, or the value itself for the validator to refuse. */
export function parseQueryBoolean(value: unknown, { digits = false }: QueryBooleanOptions = {}) {
  const spellings = digits ? WORDS_AND_DIGITS : WORDS;
  return typeof value === 'string' && Object.hasOwn(spellings, value) ? spellings[value] : value;
}

/**
 * A boolean query parameter: its spellings become a boolean, and anything else (another word,
 * another case, an empty value, the parameter given twice) is a 400 that names the spellings.
 */
export const QueryBoolean = (options: QueryBooleanOptions = {}) =>
  applyDecorators(
    Transform(({ value }: { value: unknown }) => parseQueryBoolean(value, options)),
    IsBoolean({
      message: ({ property }) =>
        `${property} must be ${options.digits ? 'true, false, 1 or 0' : 'true or false'}`,
    }),
  );
