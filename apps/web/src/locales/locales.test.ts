import {
  cataloguePairs,
  describeCataloguePairs,
  describeKitWords,
  leaves,
  type Tree,
} from '@sanam/ui/test/locale-suite.ts';
import { describe, expect, it } from 'vitest';
import th from './th.json';
import en from './en.json';
import roomTh from './room.th.json';

// Every catalogue file of this folder is checked against its twin, found by name.
describeCataloguePairs(
  cataloguePairs(import.meta.glob<Tree>('./*.json', { eager: true, import: 'default' })),
);

describe('locale files', () => {
  it('the room files do not redefine a key of the main files', () => {
    const main = new Set(leaves(th).keys());
    for (const key of leaves(roomTh).keys()) expect(main.has(key), key).toBe(false);
  });
});

describeKitWords(th, en);
