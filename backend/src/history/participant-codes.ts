import { createHmac } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { JOIN_CODE_ALPHABET } from '@piba/shared';

/** What names one student: the same name and class in the same session. */
export interface Student {
  session_code: string | null;
  class_room: string | null;
  name: string | null;
}

const CODE_LENGTH = 8;
const PSEUDONYM = new RegExp(`^Peserta ([${JOIN_CODE_ALPHABET}]{${CODE_LENGTH}})$`);

/** A name that the retention job has already replaced keeps its code. */
export const pseudonymOf = (code: string) => `Peserta ${code}`;

/**
 * Participant codes: eight letters and digits per student, the same in every export and after
 * the name became a pseudonym, so a research export never needs a name. An HMAC with the
 * deployment's own secret (made when the database was set up), so that nobody holding the class
 * list can work a code back to a name.
 *
 * A code is not the participant id (the random UUID a student's tab makes, which pairs their
 * tests): it is made from the session, class and name, so one student who typed their name two
 * ways has two codes.
 */
@Injectable()
export class ParticipantCodes {
  private secret?: Promise<Buffer>;

  constructor(private readonly dataSource: DataSource) {}

  /** A function from a student to their code; it reads the secret once. */
  async coder(): Promise<(student: Student) => string | null> {
    this.secret ??= this.readSecret();
    const secret = await this.secret.catch((error: unknown) => {
      this.secret = undefined;
      throw error;
    });
    return (student) => {
      if (student.name === null) return null;
      const kept = PSEUDONYM.exec(student.name);
      if (kept) return kept[1];
      const digest = createHmac('sha256', secret)
        .update(
          `${student.session_code ?? ''}\u0000${student.class_room ?? ''}\u0000${student.name}`,
        )
        .digest();
      let code = '';
      for (let i = 0; i < CODE_LENGTH; i += 1) {
        code += JOIN_CODE_ALPHABET[digest[i] % JOIN_CODE_ALPHABET.length];
      }
      return code;
    };
  }

  private async readSecret(): Promise<Buffer> {
    const rows = await this.dataSource.query<{ value: string }[]>(
      'SELECT value FROM piba_settings WHERE name = ?',
      ['participant_code_secret'],
    );
    if (!rows[0]) throw new Error('piba_settings holds no participant_code_secret');
    return Buffer.from(rows[0].value, 'hex');
  }
}
