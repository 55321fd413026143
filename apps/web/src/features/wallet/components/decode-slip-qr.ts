// Spec §5 slip: the QR of the slip is decoded in the browser (DESIGN §7: jsQR) and its text is sent,
// with the picture for the cashier. The image is drawn on a canvas; no 2D context, or an
// image the browser cannot read, is the image error of spec §8; an image without a readable QR is
// the slip error.
import { CASHIER_IMAGE_MAX_BYTES } from '@sanam/contract/wallet.ts';

export type SlipQrResult =
  /** image: the picture as a JPEG data URL for the cashier, null when it cannot be made small enough */
  | { kind: 'ok'; payload: string; image: string | null }
  /** the browser gave no 2D drawing context */
  | { kind: 'no_context' }
  /** not an image the browser can decode (or drawing it failed) */
  | { kind: 'load_failed' }
  /** image: the picture for a cashier to read instead, null when it cannot be made small enough */
  | { kind: 'no_qr'; image: string | null };

/**
 * Phone photos run to 4000 px and more; jsQR's time grows with the pixels, and a slip's QR stays
 * readable well below this, so larger images are scaled down to it first.
 */
export const SLIP_DECODE_MAX_SIDE = 1600;

export function fitWithin(width: number, height: number, maxSide: number): { width: number; height: number } {
  const scale = Math.min(1, maxSide / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

function loadImage(file: Blob): Promise<HTMLImageElement | null> {
  return new Promise((resolve) => {
    let url: string;
    try {
      url = URL.createObjectURL(file);
    } catch {
      resolve(null);
      return;
    }
    const image = new Image();
    image.onload = () => {
      URL.revokeObjectURL(url);
      resolve(image);
    };
    image.onerror = () => {
      URL.revokeObjectURL(url);
      resolve(null);
    };
    image.src = url;
  });
}

export async function decodeSlipQr(file: Blob): Promise<SlipQrResult> {
  const image = await loadImage(file);
  const naturalWidth = image?.naturalWidth || image?.width || 0;
  const naturalHeight = image?.naturalHeight || image?.height || 0;
  if (!image || naturalWidth === 0 || naturalHeight === 0) return { kind: 'load_failed' };

  const { width, height } = fitWithin(naturalWidth, naturalHeight, SLIP_DECODE_MAX_SIDE);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) return { kind: 'no_context' };

  let pixels: ImageData;
  try {
    // A transparent PNG would read as black on black: put it on white first, like paper.
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, width, height);
    context.drawImage(image, 0, 0, width, height);
    pixels = context.getImageData(0, 0, width, height);
  } catch {
    return { kind: 'load_failed' };
  }

  // Loaded on first use: most visits never decode a slip.
  const { default: jsQR } = await import('jsqr');
  // Dark-mode banking apps draw the QR light on dark: try it both ways.
  const code = jsQR(pixels.data, pixels.width, pixels.height, { inversionAttempts: 'attemptBoth' });
  const payload = code?.data.trim() ?? '';
  return payload
    ? { kind: 'ok', payload, image: pictureOf(canvas) }
    : { kind: 'no_qr', image: pictureOf(canvas) };
}

/** Data URL characters per byte: base64 takes four for three. */
const DATA_URL_MAX = Math.floor(CASHIER_IMAGE_MAX_BYTES / 3) * 4;

/**
 * The slip as the cashier will see it: the canvas the QR was read from (at most
 * SLIP_DECODE_MAX_SIDE, on white) as a JPEG under the server's size bound, or null: a slip is worth
 * sending without its picture.
 */
function pictureOf(canvas: HTMLCanvasElement): string | null {
  for (const quality of [0.85, 0.6, 0.4]) {
    let url: string;
    try {
      url = canvas.toDataURL('image/jpeg', quality);
    } catch {
      return null;
    }
    if (!url.startsWith('data:image/jpeg;base64,')) return null;
    if (url.length <= DATA_URL_MAX) return url;
  }
  return null;
}
