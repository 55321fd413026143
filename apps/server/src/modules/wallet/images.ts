// The pictures the cashier's desk keeps (issue 24): the slip a member uploaded with its QR, and the
// transfer a cashier paid a withdrawal with. Checked by their bytes as the prizes' pictures are (the
// rewards module's decodeImage), stored under their content hash in cashier_images, and served only
// to staff: a slip shows a member's bank account and name.
import { CASHIER_IMAGE_MAX_BYTES } from '@sanam/contract/wallet.ts';
import type { Queryable } from '../../db/db.ts';
import type { AppDeps } from '../../http/types.ts';
import { decodeImage, type ImageRules } from '../rewards/index.ts';

const rulesFor = (field: string): ImageRules => ({
  maxBytes: CASHIER_IMAGE_MAX_BYTES,
  field,
  invalid: 'cashier.image_invalid',
  tooLarge: 'cashier.image_too_large',
  tooManyPixels: 'cashier.image_too_many_pixels',
});

/** Checks a picture sent as a data URL (a 400 naming `field` when it is not one); nothing is stored yet. */
export function readCashierImage(dataUrl: string, field: string) {
  return decodeImage(dataUrl, rulesFor(field));
}

/** Stores a checked picture (the same bytes again keep the first row); returns its name. */
export async function storeCashierImage(
  q: Queryable,
  img: { name: string; contentType: string; bytes: Buffer },
): Promise<string> {
  await q.query(
    `INSERT INTO cashier_images (name, content_type, bytes) VALUES ($1, $2, $3) ON CONFLICT (name) DO NOTHING`,
    [img.name, img.contentType, img.bytes],
  );
  return img.name;
}

/** GET /api/admin/cashier/images/{name}: the picture, or null. */
export async function cashierImage(
  deps: AppDeps,
  name: string,
): Promise<{ content_type: string; bytes: Uint8Array } | null> {
  const { rows } = await deps.db.query<{ content_type: string; bytes: Uint8Array }>(
    'SELECT content_type, bytes FROM cashier_images WHERE name = $1',
    [name],
  );
  return rows[0] ?? null;
}
