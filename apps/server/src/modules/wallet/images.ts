// The pictures the cashier's desk keeps: the slip a member uploaded with its QR, and the transfer a
// cashier paid a withdrawal with. Kept in cashier_images by the database's image store
// (db/image-store.ts) and served only to staff: a slip shows a member's bank account and name.
import { REDEEM_IMAGE_MAX_SIDE_PX } from '@sanam/contract/input-bounds.ts';
import { CASHIER_IMAGE_MAX_BYTES } from '@sanam/contract/wallet.ts';
import type { Queryable } from '../../db/db.ts';
import * as images from '../../db/image-store.ts';
import type { AppDeps } from '../../http/types.ts';

const TABLE = 'cashier_images';

const rulesFor = (field: string): images.ImageRules => ({
  maxBytes: CASHIER_IMAGE_MAX_BYTES,
  maxSidePx: REDEEM_IMAGE_MAX_SIDE_PX,
  field,
  invalid: 'cashier.image_invalid',
  tooLarge: 'cashier.image_too_large',
  tooManyPixels: 'cashier.image_too_many_pixels',
});

/** Checks a picture sent as a data URL (a 400 naming `field` when it is not one); nothing is stored yet. */
export function readCashierImage(dataUrl: string, field: string): images.Image {
  return images.decodeImage(dataUrl, rulesFor(field));
}

/** Stores a checked picture (the same bytes again keep the first row); returns its name. */
export function storeCashierImage(q: Queryable, img: images.Image): Promise<string> {
  return images.storeImage(q, TABLE, img);
}

/** GET /api/admin/cashier/images/{name}: the picture, or null. */
export function cashierImage(deps: AppDeps, name: string) {
  return images.findImage(deps.db, TABLE, name);
}
