import { describe, expect, it } from 'vitest';
import { hiddenCharIndex, humanText, withoutHiddenChars } from './human-text.ts';

const name = humanText({ error: 'validation.name_required' })
  .min(1, { message: 'validation.name_required' })
  .max(20, { message: 'validation.too_long' });
const messagesOf = (r: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  r.success ? [] : (r.error?.issues.map((i) => i.message) ?? []);

describe('humanText', () => {
  it('refuses a zero-width space, a direction override and the other hidden characters', () => {
    for (const hidden of [
      '\u200B', // zero-width space
      '\u202E', // right-to-left override
      '\u202A', // left-to-right embedding
      '\u2066', // left-to-right isolate
      '\u200E', // left-to-right mark
      '\u200C', // zero-width non-joiner
      '\u2060', // word joiner
      '\uFEFF', // byte order mark inside the text
      '\u00AD', // soft hyphen
      '\u3164', // Hangul filler (a "blank" name)
      '\u0007', // a control character
      '\u0085', // a C1 control
      '\n', // a line break in a one-line name
      '\u2028', // line separator
      '\u{E0041}', // a tag character
    ]) {
      const r = name.safeParse(`แดง${hidden}ดำ`);
      expect(messagesOf(r), JSON.stringify(hidden)).toEqual(['validation.text_hidden']);
    }
    expect(messagesOf(name.safeParse('\u200B'))).toContain('validation.text_hidden');
  });

  it('takes Thai, accents, emoji and their joiners as they are', () => {
    for (const ok of ['ไอ้แดง', 'นายสมชาย ใจดี', 'Zoë', '🐂🔥', '👩‍💻', '❤️‍🔥', '👍🏽', 'A-1 (ก)'])
      expect(name.safeParse(ok)).toEqual({ success: true, data: ok });
  });

  it('stores one spelling: NFC, trimmed, its length counted after', () => {
    const decomposed = ' Zoe\u0308 ';
    expect(name.parse(decomposed)).toBe('Zo\u00EB');
    expect(name.parse('e\u0301'.repeat(20))).toBe('\u00E9'.repeat(20));
  });

  it('keeps line breaks and tabs in text of several lines', () => {
    const address = humanText({ multiline: true }).max(100);
    expect(address.parse('99/1 ถ.สุขุมวิท\nกรุงเทพฯ\t10110')).toBe('99/1 ถ.สุขุมวิท\nกรุงเทพฯ\t10110');
    expect(messagesOf(address.safeParse('99/1\u202E01101'))).toEqual(['validation.text_hidden']);
  });

  it('takes the hidden characters out where asked (a chat message), the emoji joiners kept', () => {
    const chat = humanText({ strip: true }).min(1, { message: 'chat.empty' });
    expect(chat.parse('ส\u200Bวัส\u202Eดี 👩‍💻 ')).toBe('สวัสดี 👩‍💻');
    expect(messagesOf(chat.safeParse('\u200B\u200B'))).toEqual(['chat.empty']);
    expect(chat.parse('a\u200D b')).toBe('a b');
  });

  it('finds the first hidden character, and cleans text without one to itself', () => {
    expect(hiddenCharIndex('abc')).toBe(-1);
    expect(hiddenCharIndex('ab\u200Bc')).toBe(2);
    expect(hiddenCharIndex('👩‍💻x\u200D')).toBe(6);
    expect(withoutHiddenChars('สนาม A')).toBe('สนาม A');
    expect(withoutHiddenChars('a\r\nb', { multiline: true })).toBe('a\r\nb');
    expect(withoutHiddenChars('a\r\nb')).toBe('ab');
  });
});
