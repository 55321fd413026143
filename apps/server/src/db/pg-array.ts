// Array parameters for the statements that send thousands of elements at once (an entry's postings
// and the accounts it locks). node-postgres writes a JS array as PostgreSQL's array text by quoting and
// escaping every element, numbers included; for 10,000 members that is several arrays of 10,000 and
// tens of milliseconds (issue "Speed"). These write the same text directly. Small statements keep
// passing plain arrays.

/** `{1,2,NULL}` for a bigint[] / int[] parameter. Refuses anything but safe integers and null. */
export function intArray(values: readonly (number | null)[]): string {
  const parts = new Array<string>(values.length);
  for (let i = 0; i < values.length; i++) {
    const v = values[i];
    if (v === null || v === undefined) parts[i] = 'NULL';
    else if (Number.isSafeInteger(v)) parts[i] = String(v);
    else throw new Error(`pg-array: ${String(v)} is not a safe integer`);
  }
  return `{${parts.join(',')}}`;
}

/** `{"a","b \"c\""}` for a text[] parameter: every element quoted, `"` and `\` escaped. */
export function textArray(values: readonly string[]): string {
  const parts = new Array<string>(values.length);
  for (let i = 0; i < values.length; i++) {
    const v = values[i] ?? '';
    parts[i] = /["\\]/.test(v) ? `"${v.replace(/["\\]/g, '\\$&')}"` : `"${v}"`;
  }
  return `{${parts.join(',')}}`;
}
