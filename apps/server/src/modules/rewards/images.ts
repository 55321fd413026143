// The prizes' pictures: uploaded by operators, kept in redeem_images by the database's image store
// (db/image-store.ts) and served publicly with a long cache life (a name never changes what it shows).
import { REDEEM_IMAGE_MAX_SIDE_PX } from '@sanam/contract/input-bounds.ts';
import { REDEEM_IMAGE_MAX_BYTES } from '@sanam/contract/rewards.ts';
import type { Queryable } from '../../db/db.ts';
import * as images from '../../db/image-store.ts';
import type { AppDeps } from '../../http/types.ts';

const TABLE = 'redeem_images';

const RULES: images.ImageRules = {
  maxBytes: REDEEM_IMAGE_MAX_BYTES,
  maxSidePx: REDEEM_IMAGE_MAX_SIDE_PX,
  field: 'data_url',
  invalid: 'redeem_item.image_invalid',
  tooLarge: 'redeem_item.image_too_large',
  tooManyPixels: 'redeem_item.image_too_many_pixels',
};

/** Checks a prize picture sent as a data URL (a 400 naming `data_url` when it is not one). */
export function decodeRedeemImage(dataUrl: string): images.Image {
  return images.decodeImage(dataUrl, RULES);
}

/** Stores a prize picture (the demo seed's own pictures come this way too); returns its name. */
export function storeImage(db: Queryable, img: images.Image): Promise<string> {
  return images.storeImage(db, TABLE, img);
}

export function redeemImageExists(db: Queryable, name: string): Promise<boolean> {
  return images.imageExists(db, TABLE, name);
}

/** GET /api/redeem/images/{name}: the picture, or null. */
export function redeemImage(deps: AppDeps, name: string) {
  return images.findImage(deps.db, TABLE, name);
}
