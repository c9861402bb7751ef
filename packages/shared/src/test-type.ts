/** The pre/post rule and the Type a teacher reads (docs/product.md, "The pre/post rule"). */

export interface TestType {
  is_pretest: boolean;
  is_posttest: boolean;
}

/**
 * The type of the quiz a tab is about to take, from its session flag `isPretest`: '1' means the
 * pre-test; anything else, missing included, the post-test.
 */
export function testTypeOf(isPretestFlag: string | null): TestType {
  const pretest = isPretestFlag === '1';
  return { is_pretest: pretest, is_posttest: !pretest };
}

export type TestTypeLabel = 'Pre Test' | 'Post Test' | 'N/A';

/** The Type column, the CSV and the delete dialog all read a result's type this way. */
export function testTypeLabel(record: TestType): TestTypeLabel {
  if (record.is_pretest) return 'Pre Test';
  if (record.is_posttest) return 'Post Test';
  return 'N/A';
}
