/**
 * Tab storage: the only module that touches the browser's sessionStorage. The values of
 * docs/product.md, "Values kept per browser tab", live as long as the tab; what each means is
 * the business of the feature that keeps it.
 * Storage can throw (blocked cookies, private modes); the app then behaves as if it were empty.
 */
export type TabKey =
  // The specification's keys.
  | 'name'
  | 'classroom'
  | 'isPretest'
  | 'score'
  | 'percentage'
  // The teacher's access key for the results table, kept only for this tab.
  | 'teacherKey'
  // Quiz results of this tab still in the outbox; saving one of them ends the pre-test.
  | 'pendingSubmissions'
  // Pairs this student's pre- and post-test even when the typed name differs.
  | 'participantId'
  // The pre-test's percentage text, so the post-test's score can be shown beside it.
  | 'pretestPercentage'
  // The post-test's percentage text: home then says the student's journey is done.
  | 'posttestPercentage'
  // The quiz's answers chosen so far, so a reload or a restored tab does not lose them.
  | 'answersInProgress'
  // The session this tab joined by its link (join code and name); every result carries the code.
  | 'joinedSessionCode'
  | 'joinedSessionName'
  // The pack version the joined session teaches; absent: the default pack's current version.
  | 'packVersion'
  // The joined session's research designs (JSON, as its lookup answered them); absent: none.
  | 'sessionDesign'
  // The student's place in the joined AB-BA session's arrival order (JSON, with session and
  // participant): the post-test asks the form the pre-test did not.
  | 'arrival'
  // '1' once a returning student chose to take the session's delayed test in this tab.
  | 'delayedTest'
  // '1' once the student opened the slides or the video before their pre-test was taken.
  | 'materialsSeenFirst';

export const tabStorage = {
  get(key: TabKey): string | null {
    try {
      return window.sessionStorage.getItem(key);
    } catch {
      return null;
    }
  },

  /** Stores `value`; null removes the key, as an empty field stays missing. */
  set(key: TabKey, value: string | null): void {
    if (value === null) return tabStorage.remove(key);
    try {
      window.sessionStorage.setItem(key, value);
    } catch {
      // Nothing useful to do: the quiz still works, it just is not remembered.
    }
  },

  remove(key: TabKey): void {
    try {
      window.sessionStorage.removeItem(key);
    } catch {
      // As above.
    }
  },
};
