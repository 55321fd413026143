// The checks every app runs on its catalogues: each Thai file has its English twin with exactly the
// same keys and no empty text, and the main catalogue holds the kit's words (../messages.ts). A flat
// catalogue ('common.close' as one key) and a nested one ({ common: { close } }) read the same here.
import { describe, expect, it } from 'vitest';
import { KIT_MESSAGE_KEYS } from '../messages.ts';

export type Tree = { [key: string]: unknown };

/** Every text of a catalogue under its dotted key. */
export function leaves(tree: Tree, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value && typeof value === 'object') for (const [k, v] of leaves(value as Tree, path)) out.set(k, v);
    else out.set(path, value);
  }
  return out;
}

/**
 * A locale folder's catalogues by name, each Thai file with its English twin: th.json with en.json
 * ('main'), games.th.json with games.en.json ('games'). `files` is the folder's
 * `import.meta.glob('./*.json', { eager: true, import: 'default' })`; a Thai file without its twin
 * pairs with nothing, and so fails its keys.
 */
export function cataloguePairs(files: Record<string, Tree>): Array<{ name: string; th: Tree; en: Tree }> {
  return Object.entries(files).flatMap(([path, th]) => {
    const name = /^\.\/(?:(.+)\.)?th\.json$/.exec(path);
    if (!name) return [];
    return [{ name: name[1] ?? 'main', th, en: files[path.replace(/th\.json$/, 'en.json')] ?? {} }];
  });
}

export function describeCataloguePairs(pairs: Array<{ name: string; th: Tree; en: Tree }>): void {
  describe.each(pairs)('locales ($name)', ({ th, en }) => {
    it('Thai and English have exactly the same keys', () => {
      const thKeys = [...leaves(th).keys()].sort();
      const enKeys = [...leaves(en).keys()].sort();
      expect(enKeys).toEqual(thKeys);
    });

    it('no translation is empty', () => {
      for (const [lang, tree] of Object.entries({ th, en })) {
        for (const [key, value] of leaves(tree)) {
          expect(typeof value === 'string' && value.trim() !== '', `${lang}:${key}`).toBe(true);
        }
      }
    });
  });
}

export function describeKitWords(th: Tree, en: Tree): void {
  describe("the UI kit's words", () => {
    it.each([
      { lang: 'th', tree: th },
      { lang: 'en', tree: en },
    ])('are all in the $lang catalogue', ({ tree }) => {
      const keys = leaves(tree);
      expect(KIT_MESSAGE_KEYS.filter((key) => !keys.has(key))).toEqual([]);
    });
  });
}
