// Spec §7: the redeem page counts a reply successful if any of several success flags is set or a
// status or code is in the 2xx range. The server answers with the {success, message, data} envelope;
// the other shapes are the ones the spec's original backends used, kept so a gateway in front of the
// API that rewrites the body does not turn a done redeem into a "failed" one.

const SUCCESS_FLAGS = ['success', 'isSuccess', 'ok'] as const;

function is2xx(value: unknown): boolean {
  const n = typeof value === 'string' && /^\d{3}$/.test(value.trim()) ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n >= 200 && n < 300;
}

export function isRedeemSuccess(reply: unknown): boolean {
  if (!reply || typeof reply !== 'object') return false;
  const body = reply as Record<string, unknown>;
  if (SUCCESS_FLAGS.some((flag) => body[flag] === true)) return true;
  if (typeof body.status === 'string' && body.status.trim().toLowerCase() === 'success') return true;
  return is2xx(body.status) || is2xx(body.code) || is2xx(body.statusCode);
}
