// Text a person types and another person reads back: a member's name, a round's or a stadium's, an
// address, a reason, a chat message. It is stored NFC-normalised (one spelling per string, so a
// search and a comparison find it), and it holds nothing a screen does not show: no control
// character, no zero-width character and no bidirectional embedding, override or isolate. Otherwise a
// console list can show one name and hold another ("ไอ้แดง" with a U+200B inside is not "ไอ้แดง",
// and U+202E turns the rest of a line around). A form field refuses them, with a message that says so;
// a chat message, which its writer cannot be asked about once sent, has them taken out.
import { z } from 'zod';

// What never belongs in text a person reads: control characters (Cc), format characters (Cf: the
// zero-width space, joiners and marks, the bidi embeddings, overrides and isolates, the byte order
// mark, invisible operators, tags), the other default-ignorable code points (fillers, variation
// selectors, the soft hyphen, the combining grapheme joiner) and the line and paragraph separators.
const HIDDEN = /[\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point}\u2028\u2029]/u;
const HIDDEN_ALL = new RegExp(HIDDEN.source, 'gu');

// Kept, because an emoji is made of them: the emoji and text presentation selectors, and a zero-width
// joiner between two pictographs (👩‍💻, ❤️‍🔥: a pictograph, then optionally its selector or skin tone).
const EMOJI_ZWJ =
  /(?<=\p{Extended_Pictographic}(?:\uFE0F|\p{Emoji_Modifier})?)\u200D(?=\p{Extended_Pictographic})/uy;
const PRESENTATION = new Set(['\uFE0E', '\uFE0F']);

/** A line break or tab, which text of several lines (an address, a reason) may hold. */
const LAYOUT = new Set(['\n', '\r', '\t']);

export interface HumanTextRules {
  /** an address, a note or a reason: line breaks and tabs are text, not hidden */
  multiline?: boolean;
}

function isKept(text: string, index: number, char: string, rules: HumanTextRules): boolean {
  if (PRESENTATION.has(char)) return true;
  if (rules.multiline && LAYOUT.has(char)) return true;
  if (char !== '\u200D') return false;
  EMOJI_ZWJ.lastIndex = index;
  return EMOJI_ZWJ.test(text);
}

/** The index of the first hidden character of `text` (see the head of this file), or -1. */
export function hiddenCharIndex(text: string, rules: HumanTextRules = {}): number {
  if (!HIDDEN.test(text)) return -1;
  for (const m of text.matchAll(HIDDEN_ALL)) {
    if (!isKept(text, m.index, m[0], rules)) return m.index;
  }
  return -1;
}

/** `text` without its hidden characters (for a chat message, whose writer cannot fix it). */
export function withoutHiddenChars(text: string, rules: HumanTextRules = {}): string {
  if (!HIDDEN.test(text)) return text;
  return text.replace(HIDDEN_ALL, (char, index: number) => (isKept(text, index, char, rules) ? char : ''));
}

/**
 * The zod rule of every stored human text: NFC, trimmed, and refused (400, the field's message
 * `validation.text_hidden`) when it holds a hidden character, or, with `strip`, cleaned of them. The
 * caller adds its own length rules and messages after it: `humanText({ error }).min(1, …).max(100, …)`.
 */
export function humanText(opts: HumanTextRules & { error?: string; strip?: boolean } = {}) {
  const { error, strip, ...rules } = opts;
  const text = (error ? z.string({ error }) : z.string()).normalize('NFC');
  // a text holding a NUL is left whole, for the caller's refusal of it (input-bounds.ts): it is no typo
  if (strip)
    return text
      .overwrite((v) => (v.includes('\u0000') ? v : withoutHiddenChars(v, rules).normalize('NFC')))
      .trim();
  return text.trim().refine((v) => hiddenCharIndex(v, rules) === -1, { error: 'validation.text_hidden' });
}
