import type { HistoryFilter, TeacherScope } from '@piba/shared';

/** A filter narrowed to what the key opens: a session key reads its own session, whatever asked. */
export const withinScope = <T extends HistoryFilter>(filter: T, scope: TeacherScope): T =>
  scope.role === 'session' ? Object.assign(filter, { session: scope.code }) : filter;

/** The session a scope is confined to; undefined for the admin key. */
export const sessionOfScope = (scope: TeacherScope) =>
  scope.role === 'session' ? scope.code : undefined;
