import type { ReturningStudentInput } from '@piba/shared';
import {
  adoptParticipantId,
  markPretestDone,
  readIdentity,
  readIsPretest,
  readPendingSubmissions,
} from '../student';
import { readJoinedSession } from './joined-session';

export interface ReturningQuestion {
  code: string;
  student: ReturningStudentInput;
}

/**
 * What to ask the server about a student who may have taken the pre-test in this session on
 * another computer or another day (docs/product.md, "Pairing a pre-test with its post-test"); null
 * when there is nothing to ask: the tab joined no session, the name or class is missing, or this
 * tab has a pre-test already (done, or waiting in the outbox).
 */
export function returningQuestion(): ReturningQuestion | null {
  const session = readJoinedSession();
  const { name, classRoom } = readIdentity();
  if (!session || !name || !classRoom) return null;
  if (readIsPretest() === '0' || readPendingSubmissions().length > 0) return null;
  return { code: session.code, student: { name, class_room: classRoom } };
}

/**
 * The student said the pre-test is theirs: this tab's results carry its participant id from now
 * on, so the post-test pairs with it, and the next quiz is the post-test.
 */
export function adoptPretest(participantId: string): void {
  adoptParticipantId(participantId);
  markPretestDone();
}
