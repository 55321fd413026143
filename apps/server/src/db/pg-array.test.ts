import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { intArray, textArray } from './pg-array.ts';
import type { Db } from './db.ts';
import { createTestDb } from '../test/test-app.ts';

describe('array parameters written as PostgreSQL array text', () => {
  let t: { db: Db; drop: () => Promise<void> };
  beforeAll(async () => {
    t = await createTestDb({ poolSize: 1 });
  });
  afterAll(async () => {
    await t.drop();
  });

  it('reach the database as the same values, nulls, quotes and backslashes included', async () => {
    const ints = [0, -1, 42, Number.MAX_SAFE_INTEGER, Number.MIN_SAFE_INTEGER, null];
    const texts = [
      'member:1',
      'escrow:match:7',
      'a "quoted" word',
      'back\\slash',
      '',
      'NULL',
      'with, comma {brace}',
    ];
    const { rows } = await t.db.query<{ ints: Array<string | null>; texts: string[] }>(
      'SELECT $1::bigint[]::text[] AS ints, $2::text[] AS texts',
      [intArray(ints), textArray(texts)],
    );
    expect(rows[0]).toEqual({
      ints: ints.map((n) => (n === null ? null : String(n))),
      texts,
    });
  });

  it('round-trips any strings and any safe integers', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.string()),
        fc.array(fc.option(fc.maxSafeInteger())),
        async (texts, ints) => {
          const { rows } = await t.db.query<{ texts: string[]; ints: Array<string | null> }>(
            'SELECT $1::text[] AS texts, $2::bigint[]::text[] AS ints',
            [textArray(texts.map((s) => s.replace(/\0/g, ''))), intArray(ints)],
          );
          expect(rows[0]?.texts ?? []).toEqual(texts.map((s) => s.replace(/\0/g, '')));
          expect(rows[0]?.ints ?? []).toEqual(ints.map((n) => (n === null ? null : String(n))));
        },
      ),
      { numRuns: 100 },
    );
  });

  it('refuses a number that is not a safe integer rather than send it', () => {
    for (const bad of [1.5, Number.NaN, Infinity, 2 ** 53])
      expect(() => intArray([bad])).toThrow(/safe integer/);
  });
});
