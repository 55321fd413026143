// What the bet dialogs (the match room's, an event's, the step slip) bring to the contract's one stake
// rule set (wager-rules.ts) about the signed-in member, and the words a refusal reads in. The rules
// themselves live only there; a dialog refuses early what the server would refuse anyway.
import type { TFunction } from 'i18next';
import type { User } from '@sanam/contract/account.ts';
import { bahtToSatang } from '@sanam/contract/money.ts';
import { factorToPermille } from '@sanam/contract/risk.ts';
import type { MemberStanding, StakeCheck } from '@sanam/contract/wager-rules.ts';

/** Why a stake is refused before sending: a message key and what fills it (a Refusal, or a form's own check). */
export interface StakeProblem {
  key: string;
  fields?: Record<string, string>;
}

/** The member's betting controls (the console's) as the rules read them. */
export function memberStanding(betting: User['betting']): MemberStanding {
  return {
    // a blocked member is signed out by the server and never reaches a bet dialog
    blocked: false,
    suspended: betting.bet_suspended,
    maxBetSatang: betting.max_bet === null ? null : bahtToSatang(betting.max_bet),
    limitPermille: betting.limit_factor === null ? null : factorToPermille(betting.limit_factor),
  };
}

/** The member's part of a stake check: their standing and their cash. */
export type MemberPart = Pick<StakeCheck, 'member' | 'cashSatang'>;

/** The signed-in member's part; nothing while it is not known (the server checks it then). */
export function memberCheck(user: User | null): MemberPart {
  if (!user) return {};
  const cashSatang = bahtToSatang(user.balance);
  return { member: memberStanding(user.betting), ...(cashSatang === null ? {} : { cashSatang }) };
}

/** A refusal in words: its {{side_name}} is a message key of its own, translated before it fills in. */
export function problemText(t: TFunction, { key, fields = {} }: StakeProblem): string {
  const sideName = fields.side_name;
  return t(key, sideName === undefined ? fields : { ...fields, side_name: t(sideName) });
}
