// The play module's values as the wire carries them (contract play.ts): baht, ISO instants. One
// shape of a limit for the member's page and the console's member file.
import { satangToBaht } from '@sanam/contract/money.ts';
import type { PlayLimit } from '@sanam/contract/play.ts';
import type { LimitView } from './limits.ts';

export const bahtOrNull = (satang: number | null) => (satang === null ? null : satangToBaht(satang));

export function wireLimit(v: LimitView): PlayLimit {
  return {
    key: v.key,
    in_force: bahtOrNull(v.inForceSatang),
    own: bahtOrNull(v.ownSatang),
    desk: bahtOrNull(v.deskSatang),
    pending: v.pending && {
      amount: bahtOrNull(v.pending.amountSatang),
      confirmable_at: v.pending.confirmableAt.toISOString(),
    },
  };
}
