import { hasParameter, teacherPageAt } from './teacher-pages';

describe('the teacher page at an address', () => {
  it('finds a page by its path, a trailing slash allowed', () => {
    expect(teacherPageAt('/history/packs')?.route).toBe('packs');
    expect(teacherPageAt('/history/packs/')?.route).toBe('packs');
    expect(teacherPageAt('/history')?.route).toBe('history');
  });

  it('finds it in any case, as the router does, the parameter kept as typed', () => {
    expect(teacherPageAt('/History')?.route).toBe('history');
    expect(teacherPageAt('/HISTORY/Analytics/')?.route).toBe('analytics');
    expect(teacherPageAt('/History/Packs/Gizi-2026')?.route).toBe('pack-draft');
  });

  it("fills a path's parameter with one segment, never an empty one or two", () => {
    const page = teacherPageAt('/history/packs/gizi-2026');
    expect(page?.route).toBe('pack-draft');
    expect(page && hasParameter(page)).toBe(true);
    expect(teacherPageAt('/history/packs/gizi/lagi')).toBeUndefined();
    expect(teacherPageAt('/history/nothing')).toBeUndefined();
  });
});
