/**
 * Every query that sends the teacher's key starts with this key (the results table, its class
 * list and new-results count, the analysis). Accepting a key or deleting a result invalidates it,
 * so every teacher page asks again.
 */
export const teacherQueryKey = ['teacher'] as const;
