import { basename } from 'node:path';
import { expect } from '@jest/globals';

/**
 * Says on stderr which test file was skipped and why. (Jest drops the console output of a file
 * whose tests were all skipped, so console.warn would say nothing.)
 */
export function reportSkipped(what: string, reason: string): void {
  const file = expect.getState().testPath;
  process.stderr.write(`SKIPPED ${what}${file ? ` in ${basename(file)}` : ''}: ${reason}\n`);
}
