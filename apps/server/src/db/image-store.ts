// Pictures kept in the database under the hash of their bytes: sent as data URLs, checked by their
// bytes (not by the name or type the browser gave them), named by content so several nodes serve the
// same picture and a name never changes what it shows. Each module that keeps pictures owns its own
// table of (name primary key, content_type, bytes) and its own rules; this is the one way they are
// read, named, stored and served.
import { createHash } from 'node:crypto';
import type { MessageKey } from '@sanam/contract/messages.ts';
import { badRequest } from '../http/errors.ts';
import type { Queryable } from './db.ts';

/** A checked picture, named by its content. */
export type Image = { name: string; contentType: string; bytes: Buffer };

const KINDS = [
  { type: 'image/png', ext: 'png', magic: (b: Buffer) => b.subarray(0, 8).equals(PNG), size: pngSize },
  {
    type: 'image/jpeg',
    ext: 'jpg',
    magic: (b: Buffer) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
    size: jpegSize,
  },
  {
    type: 'image/webp',
    ext: 'webp',
    magic: (b: Buffer) => b.toString('latin1', 0, 4) === 'RIFF' && b.toString('latin1', 8, 12) === 'WEBP',
    size: webpSize,
  },
] as const;
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** What a picture may be and the message keys of its refusals; each owner of pictures names its own. */
export interface ImageRules {
  maxBytes: number;
  /** the longest side, read from the format's header */
  maxSidePx: number;
  /** the body field the refusal names */
  field: string;
  invalid: MessageKey;
  tooLarge: MessageKey;
  tooManyPixels: MessageKey;
}

/** The bytes of a data URL that hold the image type they claim; refuses anything else. */
export function decodeImage(dataUrl: string, rules: ImageRules): Image {
  const refuse = (key: MessageKey) => badRequest(key, { [rules.field]: key });
  const match = /^data:(image\/(?:png|jpeg|webp));base64,([A-Za-z0-9+/]+=*)$/.exec(dataUrl);
  const kind = match && KINDS.find((k) => k.type === match[1]);
  if (!match?.[2] || !kind) throw refuse(rules.invalid);
  const bytes = Buffer.from(match[2], 'base64');
  if (bytes.length > rules.maxBytes) throw refuse(rules.tooLarge);
  if (bytes.length < 12 || !kind.magic(bytes)) throw refuse(rules.invalid);
  const size = kind.size(bytes);
  if (!size) throw refuse(rules.invalid);
  if (size.width > rules.maxSidePx || size.height > rules.maxSidePx) throw refuse(rules.tooManyPixels);
  const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 32);
  return { name: `${hash}.${kind.ext}`, contentType: kind.type, bytes };
}

interface PixelSize {
  width: number;
  height: number;
}

// Picture sizes come from the header the format defines (a PNG of a few kilobytes can claim
// 12000×12000 pixels); a header that cannot be read makes the file invalid.

/** PNG: the IHDR chunk comes first, width and height as big-endian 32-bit numbers. */
function pngSize(b: Buffer): PixelSize | null {
  if (b.length < 24 || b.toString('latin1', 12, 16) !== 'IHDR') return null;
  return { width: b.readUInt32BE(16), height: b.readUInt32BE(20) };
}

/** JPEG: the first start-of-frame segment (SOF0–SOF15 but DHT, JPG and DAC) holds height then width. */
function jpegSize(b: Buffer): PixelSize | null {
  let at = 2;
  while (at + 9 <= b.length) {
    if (b[at] !== 0xff) return null;
    const marker = b[at + 1] ?? 0;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2; // markers without a length
      continue;
    }
    const isFrame = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (isFrame) return { height: b.readUInt16BE(at + 5), width: b.readUInt16BE(at + 7) };
    if (marker === 0xd9 || marker === 0xda) return null; // image data before any frame header
    at += 2 + b.readUInt16BE(at + 2);
  }
  return null;
}

/** WebP: the first chunk is VP8 (lossy), VP8L (lossless) or VP8X (extended, with the canvas size). */
function webpSize(b: Buffer): PixelSize | null {
  const chunk = b.toString('latin1', 12, 16);
  if (chunk === 'VP8 ' && b.length >= 30)
    return { width: b.readUInt16LE(26) & 0x3fff, height: b.readUInt16LE(28) & 0x3fff };
  if (chunk === 'VP8L' && b.length >= 25) {
    const bits = b.readUInt32LE(21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8X' && b.length >= 30)
    return { width: b.readUIntLE(24, 3) + 1, height: b.readUIntLE(27, 3) + 1 };
  return null;
}

/** A module's table of pictures: `name` its primary key, `content_type`, `bytes`. */
export type ImageTable = `${string}_images`;

/** Stores a checked picture; the same bytes again keep the first row. Returns its name. */
export async function storeImage(q: Queryable, table: ImageTable, img: Image): Promise<string> {
  await q.query(
    `INSERT INTO ${table} (name, content_type, bytes) VALUES ($1, $2, $3) ON CONFLICT (name) DO NOTHING`,
    [img.name, img.contentType, img.bytes],
  );
  return img.name;
}

/** The stored picture of that name, or null. */
export async function findImage(
  q: Queryable,
  table: ImageTable,
  name: string,
): Promise<{ content_type: string; bytes: Uint8Array } | null> {
  const { rows } = await q.query<{ content_type: string; bytes: Uint8Array }>(
    `SELECT content_type, bytes FROM ${table} WHERE name = $1`,
    [name],
  );
  return rows[0] ?? null;
}

export async function imageExists(q: Queryable, table: ImageTable, name: string): Promise<boolean> {
  const { rows } = await q.query(`SELECT 1 FROM ${table} WHERE name = $1`, [name]);
  return rows.length > 0;
}
