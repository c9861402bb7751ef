/** Each pair's difference post − pre, in percentage points. */
export function differences(pre: readonly number[], post: readonly number[]): Float64Array {
  if (pre.length !== post.length) {
    throw new RangeError(`pre and post must pair up: ${pre.length} against ${post.length}`);
  }
  const difference = new Float64Array(pre.length);
  for (let i = 0; i < pre.length; i += 1) difference[i] = post[i] - pre[i];
  return difference;
}
