import { tabStorage } from '../../lib/tab-storage';

/** The teacher key this tab was signed in with; kept only for the tab, never on disk. */
export function readTeacherKey(): string | null {
  return tabStorage.get('teacherKey');
}

/** Signs this tab in with `key`, or out with null. */
export function saveTeacherKey(key: string | null): void {
  tabStorage.set('teacherKey', key);
}
