import { KIT_MESSAGE_KEYS } from '@sanam/ui/messages.ts';
import { describe, expect, it } from 'vitest';
import th from './th.json';
import en from './en.json';
import roomTh from './room.th.json';
import roomEn from './room.en.json';
import gamesTh from './games.th.json';
import gamesEn from './games.en.json';
import stepTh from './step.th.json';
import stepEn from './step.en.json';
import eventsTh from './events.th.json';
import eventsEn from './events.en.json';
import chatTh from './chat.th.json';
import chatEn from './chat.en.json';
import gameEntryTh from './game-entry.th.json';
import gameEntryEn from './game-entry.en.json';

type Tree = { [key: string]: unknown };

function leaves(tree: Tree, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value && typeof value === 'object') for (const [k, v] of leaves(value as Tree, path)) out.set(k, v);
    else out.set(path, value);
  }
  return out;
}

const PAIRS = [
  { name: 'main', th, en },
  { name: 'room', th: roomTh, en: roomEn },
  { name: 'games', th: gamesTh, en: gamesEn },
  { name: 'step', th: stepTh, en: stepEn },
  { name: 'events', th: eventsTh, en: eventsEn },
  { name: 'chat', th: chatTh, en: chatEn },
  { name: 'game entry', th: gameEntryTh, en: gameEntryEn },
];

describe.each(PAIRS)('locales ($name)', ({ th, en }) => {
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

describe('locale files', () => {
  it('the room files do not redefine a key of the main files', () => {
    const main = new Set(leaves(th).keys());
    for (const key of leaves(roomTh).keys()) expect(main.has(key), key).toBe(false);
  });
});

describe("the UI kit's words", () => {
  it.each([
    { lang: 'th', tree: th },
    { lang: 'en', tree: en },
  ])('are all in the $lang catalogue', ({ tree }) => {
    const keys = leaves(tree);
    expect(KIT_MESSAGE_KEYS.filter((key) => !keys.has(key))).toEqual([]);
  });
});
