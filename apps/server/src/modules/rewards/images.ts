// Redeem item images: uploaded by operators as data URLs, checked by their bytes (not by the name the
// browser gave them), stored in the database under their content hash (several nodes serve the same
// images, and a name never changes what it shows), and served publicly with a long cache life.
import { createHash } from 'node:crypto';
import { REDEEM_IMAGE_MAX_BYTES } from '@sanam/contract/rewards.ts';
import type { Queryable } from '../../db/db.ts';
import { badRequest } from '../../http/errors.ts';
import type { AppDeps } from '../../http/types.ts';
import * as q from './queries.ts';

const KINDS = [
  { type: 'image/png', ext: 'png', magic: (b: Buffer) => b.subarray(0, 8).equals(PNG) },
  { type: 'image/jpeg', ext: 'jpg', magic: (b: Buffer) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  {
    type: 'image/webp',
    ext: 'webp',
    magic: (b: Buffer) => b.toString('latin1', 0, 4) === 'RIFF' && b.toString('latin1', 8, 12) === 'WEBP',
  },
] as const;
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The bytes of a data URL that hold the image type they claim; refuses anything else. */
export function decodeImage(dataUrl: string): { name: string; contentType: string; bytes: Buffer } {
  const match = /^data:(image\/(?:png|jpeg|webp));base64,([A-Za-z0-9+/]+=*)$/.exec(dataUrl);
  const kind = match && KINDS.find((k) => k.type === match[1]);
  if (!match?.[2] || !kind)
    throw badRequest('redeem_item.image_invalid', { data_url: 'redeem_item.image_invalid' });
  const bytes = Buffer.from(match[2], 'base64');
  if (bytes.length > REDEEM_IMAGE_MAX_BYTES)
    throw badRequest('redeem_item.image_too_large', { data_url: 'redeem_item.image_too_large' });
  if (bytes.length < 12 || !kind.magic(bytes))
    throw badRequest('redeem_item.image_invalid', { data_url: 'redeem_item.image_invalid' });
  const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 32);
  return { name: `${hash}.${kind.ext}`, contentType: kind.type, bytes };
}

/** Stores an image (the demo seed's own pictures come this way too); returns its name. */
export async function storeImage(
  db: Queryable,
  img: { name: string; contentType: string; bytes: Buffer },
): Promise<string> {
  await q.insertImage(db, img);
  return img.name;
}

/** GET /api/redeem/images/{name}: the image, or null. */
export function redeemImage(deps: AppDeps, name: string) {
  return q.findImage(deps.db, name);
}
