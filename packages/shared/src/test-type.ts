/**
 * A result's test, pre-test, post-test or delayed test, and the Type a teacher reads. Which test a student takes
 * next is the pre/post rule (docs/product.md, "The pre/post rule"), kept in the browser tab's
 * storage as `isPretest`: the app's business, not the server's.
 */

export interface TestType {
  is_pretest: boolean;
  is_posttest: boolean;
  /** The delayed test (saved as a post-test, never counted as one): absent means false. */
  is_delayed?: boolean;
}

export type TestTypeLabel = 'Pre Test' | 'Post Test' | 'Tes tunda' | 'N/A';

/** The Type column, the CSV and the delete dialog all read a result's type this way. */
export function testTypeLabel(record: TestType): TestTypeLabel {
  if (record.is_delayed) return 'Tes tunda';
  if (record.is_pretest) return 'Pre Test';
  if (record.is_posttest) return 'Post Test';
  return 'N/A';
}
