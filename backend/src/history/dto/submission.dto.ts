import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { cleanText } from '../../common/clean-text.js';
import {
  IsBoolean,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  MaxLength,
  Validate,
  ValidateIf,
  type ValidationArguments,
  ValidatorConstraint,
  type ValidatorConstraintInterface,
} from 'class-validator';
import {
  type AttitudeAnswers,
  type Submission,
  type TestForm,
  MAX_QUESTIONS,
  parseScore,
  percentageOf,
  type QuizAnswers,
} from '@piba/shared';
import {
  ANSWER_KEY_VERSION_PATTERN,
  CURRENT_ANSWER_KEY_VERSION,
  isCompleteAnswers,
  isWellFormedAnswers,
  QUESTION_NAMES,
  scoreOf,
} from '../answers.js';

/** Trims text; an empty string is stored as null. */
const trimToNull = ({ value }: { value: unknown }) => {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
};

@ValidatorConstraint({ name: 'isScore' })
class IsScore implements ValidatorConstraintInterface {
  validate(score: unknown) {
    return parseScore(score) !== null;
  }
  defaultMessage() {
    return `score must be "correct/total" with whole numbers, 1 <= total <= ${MAX_QUESTIONS} and correct <= total (e.g. "7/10")`;
  }
}

@ValidatorConstraint({ name: 'matchesScore' })
class MatchesScore implements ValidatorConstraintInterface {
  validate(percentage: unknown, { object }: ValidationArguments) {
    const score = parseScore((object as SubmissionDto).score);
    return score === null || percentage === percentageOf(score);
  }
  defaultMessage({ object }: ValidationArguments) {
    const score = parseScore((object as SubmissionDto).score);
    return `percentage must equal floor(100 * correct / total) = ${score ? percentageOf(score) : '?'} for score "${(object as SubmissionDto).score}"`;
  }
}

@ValidatorConstraint({ name: 'notBothTypes' })
class NotBothPretestAndPosttest implements ValidatorConstraintInterface {
  validate(isPosttest: unknown, { object }: ValidationArguments) {
    return !(isPosttest === true && (object as SubmissionDto).is_pretest === true);
  }
  defaultMessage() {
    return 'is_pretest and is_posttest must not both be true';
  }
}

const isCurrentKey = (object: object) =>
  (object as SubmissionDto).answer_key_version === CURRENT_ANSWER_KEY_VERSION;

/**
 * Answers scored with today's key answer today's questions; answers of another (or no) version
 * need only be well formed, since their bank may have had other questions.
 */
@ValidatorConstraint({ name: 'isAnswers' })
class IsAnswers implements ValidatorConstraintInterface {
  validate(answers: unknown, { object }: ValidationArguments) {
    return isCurrentKey(object) ? isCompleteAnswers(answers) : isWellFormedAnswers(answers);
  }
  defaultMessage({ object }: ValidationArguments) {
    return isCurrentKey(object)
      ? `answers must map each of ${QUESTION_NAMES.join(', ')} to 1, 2 or 3, and nothing else`
      : 'answers must map 1 to 100 question names (letters, digits or _) to 1, 2 or 3';
  }
}

/**
 * The server recomputes the score from answers scored with today's key; a client that disagrees
 * is refused. A result of another version was scored with a key the server no longer has.
 */
@ValidatorConstraint({ name: 'scoreMatchesAnswers' })
class ScoreMatchesAnswers implements ValidatorConstraintInterface {
  validate(score: unknown, { object }: ValidationArguments) {
    const { answers } = object as SubmissionDto;
    return !isCurrentKey(object) || !isCompleteAnswers(answers) || score === scoreOf(answers);
  }
  defaultMessage({ object }: ValidationArguments) {
    const { answers, score } = object as SubmissionDto;
    return `score "${score}" disagrees with the answers, which score ${scoreOf(answers as QuizAnswers)}`;
  }
}

/** Attitude ratings: an object of statement ids to integers 1..5 (the pack's ids are checked on save). */
@ValidatorConstraint({ name: 'wellFormedAttitude' })
class WellFormedAttitude implements ValidatorConstraintInterface {
  validate(value: unknown): boolean {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
    const entries = Object.entries(value);
    return (
      entries.length > 0 &&
      entries.length <= 30 &&
      entries.every(
        ([id, rating]) =>
          /^[a-z0-9-]{1,40}$/.test(id) && Number.isInteger(rating) && rating >= 1 && rating <= 5,
      )
    );
  }

  defaultMessage(): string {
    return 'attitude must map statement ids to whole numbers 1..5';
  }
}

/** The delayed test comes after the lesson: it is never a pre-test. */
@ValidatorConstraint({ name: 'notDelayedPretest' })
class NotDelayedPretest implements ValidatorConstraintInterface {
  validate(value: unknown, args: ValidationArguments): boolean {
    return !(value === true && (args.object as SubmissionDto).is_pretest === true);
  }

  defaultMessage(): string {
    return 'is_delayed cannot be true for a pre-test (is_pretest): the delayed test comes after the lesson';
  }
}

// The OpenAPI document keeps the schema's name.
@ApiSchema({ name: 'CreateHistoryRecordDto' })
export class SubmissionDto implements Submission {
  @ApiProperty({
    required: false,
    format: 'uuid',
    description:
      'One per quiz attempt; the same submission sent again answers 200 with the stored record',
  })
  @IsOptional()
  @IsUUID('all', { message: 'submission_id must be a UUID' })
  submission_id?: string;

  @ApiProperty({ required: false, format: 'uuid', description: "The student's id (pairs tests)" })
  @IsOptional()
  @IsUUID('all', { message: 'participant_id must be a UUID' })
  participant_id?: string;

  @ApiProperty({
    required: false,
    type: Object,
    additionalProperties: { type: 'integer', enum: [1, 2, 3] },
    example: { question6: 2, question7: 3 },
    description:
      'The option chosen for each question of the bank. With the current answer_key_version the server rescores them and refuses a score that disagrees.',
  })
  @IsOptional()
  @Validate(IsAnswers)
  answers?: QuizAnswers;

  @ApiProperty({
    required: false,
    pattern: ANSWER_KEY_VERSION_PATTERN.source,
    example: CURRENT_ANSWER_KEY_VERSION,
    description:
      "The version of the answer key the score was computed with (8 hex digits, computed from the question bank). A result of another version than the current one is saved as sent; without it, answers that agree with the current key are stored as the current version. In a session on a lesson pack other than the default one it must be the answer-key version of the session's pack version, and the answers that version's questions, scored with its key.",
  })
  @IsOptional()
  @Matches(ANSWER_KEY_VERSION_PATTERN, {
    message: 'answer_key_version must be 8 lowercase hexadecimal digits, such as "1a2b3c4d"',
  })
  answer_key_version?: string;

  @ApiProperty({
    type: String,
    nullable: true,
    required: false,
    maxLength: 64,
    example: 'K7P3QX',
    description:
      "The join code of the session the student's tab joined. A closed session's code still counts; an unknown one is not an error: the result is saved without a session and the answer's warning says so.",
  })
  @Transform(trimToNull)
  @IsOptional()
  @IsString({ message: 'session_code must be a string or null' })
  @MaxLength(64, { message: 'session_code must be at most 64 characters' })
  session_code?: string | null;

  @ApiProperty({ type: String, nullable: true, required: false, maxLength: 100, example: 'Siti' })
  @Transform(({ value }) => cleanText(value))
  @IsOptional()
  @IsString({ message: 'name must be a string or null' })
  @MaxLength(100, { message: 'name must be at most 100 characters' })
  name?: string | null;

  @ApiProperty({ type: String, nullable: true, required: false, maxLength: 50, example: '8A' })
  @Transform(({ value }) => cleanText(value))
  @IsOptional()
  @IsString({ message: 'class_room must be a string or null' })
  @MaxLength(50, { message: 'class_room must be at most 50 characters' })
  class_room?: string | null;

  @ApiProperty({ example: '7/10', description: 'correct/total' })
  @Validate(IsScore)
  @Validate(ScoreMatchesAnswers)
  score: string;

  @ApiProperty({ example: 70, description: 'floor(100 * correct / total)' })
  @IsInt({ message: 'percentage must be a whole number' })
  @Validate(MatchesScore)
  percentage: number;

  @ApiProperty({ example: true })
  @IsBoolean({ message: 'is_pretest must be a boolean' })
  is_pretest: boolean;

  @ApiProperty({ example: false })
  @IsBoolean({ message: 'is_posttest must be a boolean' })
  @Validate(NotBothPretestAndPosttest)
  is_posttest: boolean;

  @ApiProperty({
    required: false,
    default: false,
    description:
      'True for a pre-test the student took after opening the slides or the video; the analysis leaves such pre-tests out',
  })
  // Absent is false; null is refused like any other value that is not a boolean.
  @ValidateIf((_, value) => value !== undefined)
  @IsBoolean({ message: 'materials_seen_first must be a boolean' })
  materials_seen_first?: boolean;

  @ApiProperty({
    required: false,
    enum: ['A', 'B'],
    default: 'A',
    description:
      "The form of the test answered, as the session's form design gives it; B only in a session whose pack version has a form B, its answers then naming form B's questions and answer_key_version being form B's",
  })
  @ValidateIf((_, value) => value !== undefined)
  @IsIn(['A', 'B'], { message: 'test_form must be A or B' })
  test_form?: TestForm;

  @ApiProperty({
    required: false,
    type: Object,
    additionalProperties: { type: 'integer', minimum: 1, maximum: 5 },
    example: { 'suka-olahraga': 4, 'senam-membosankan': 2 },
    description:
      "The attitude scale's ratings as answered (a negative statement not reversed): exactly the statement ids of the session's pack version's scale, each 1..5; only in a session whose pack version has an attitude scale",
  })
  @ValidateIf((_, value) => value !== undefined)
  @Validate(WellFormedAttitude)
  attitude?: AttitudeAnswers;

  @ApiProperty({
    required: false,
    default: false,
    description:
      "The delayed test, taken on or after the session's delayed_test_from (WIB): never paired as the post-test. Only in a session whose delayed test is open, and never with is_pretest",
  })
  @ValidateIf((_, value) => value !== undefined)
  @IsBoolean({ message: 'is_delayed must be a boolean' })
  @Validate(NotDelayedPretest)
  is_delayed?: boolean;
}
