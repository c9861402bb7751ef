import { createSearchParams, useSearchParams } from 'react-router-dom';

/** The chosen class lives in the address, so a teacher can bookmark, share or go back to it. */
export const CLASS_PARAM = 'kelas';

export function useClassParam() {
  const [params, setParams] = useSearchParams();
  const classRoom = params.get(CLASS_PARAM) ?? '';
  const setClassRoom = (next: string) => setParams(next ? { [CLASS_PARAM]: next } : {});
  return [classRoom, setClassRoom] as const;
}

/** The analysis page's address for a class ('' for every class). */
export function analyticsPath(classRoom: string): string {
  const search = classRoom ? `?${createSearchParams({ [CLASS_PARAM]: classRoom })}` : '';
  return `/history/analytics${search}`;
}
