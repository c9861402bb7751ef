import type { MetaAnalysis, ProgrammeReport, ProgrammeSession } from '@piba/shared';

/** The sessions of one answer-key version, as the programme table draws them. */
export interface ProgrammeGroupView {
  /** Empty for an answer made before groups: every session in one group. */
  answerKeyVersion: string;
  /** The titles of its sessions' packs, each once. */
  titles: string[];
  sessions: ProgrammeSession[];
  pooled: ProgrammeReport['pooled'];
  metaAnalysis: MetaAnalysis | null;
}

/** A pack version's short id, as the programme view and the editor show it. */
export const shortVersion = (version: string) => version.slice(0, 8);

/**
 * The programme's sessions by answer-key version, in the server's order; an answer without
 * `groups` is one group.
 */
export function programmeGroups(programme: ProgrammeReport): ProgrammeGroupView[] {
  if (!programme.groups) {
    return [
      {
        answerKeyVersion: programme.sessions[0]?.pack?.answer_key_version ?? '',
        titles: [],
        sessions: programme.sessions,
        pooled: programme.pooled,
        metaAnalysis: programme.metaAnalysis ?? null,
      },
    ];
  }
  const byCode = new Map(programme.sessions.map((session) => [session.session_code, session]));
  return programme.groups.map((group) => {
    const sessions = group.session_codes.flatMap((code) => byCode.get(code) ?? []);
    return {
      answerKeyVersion: group.answer_key_version,
      titles: [...new Set(sessions.flatMap((session) => session.pack?.title ?? []))],
      sessions,
      pooled: group.pooled,
      metaAnalysis: group.metaAnalysis,
    };
  });
}

/** The first group (the newest session's) as a programme of its own, for the forest plot. */
export function firstGroup(programme: ProgrammeReport): ProgrammeReport {
  const [group] = programmeGroups(programme);
  if (!group || !programme.groups || programme.groups.length < 2) return programme;
  return {
    sessions: group.sessions,
    pooled: group.pooled,
    metaAnalysis: group.metaAnalysis,
    groups: programme.groups.slice(0, 1),
  };
}
