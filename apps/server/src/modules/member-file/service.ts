// The member file's lists: a read-only console view over many modules. Each list is read by the
// module that owns its rows, through that module's entry; this top module only checks the member
// exists and answers.
import type { MemberFileQuery } from '@sanam/contract/member-file.ts';
import { satangToBaht } from '@sanam/contract/money.ts';
import type { Queryable } from '../../db/db.ts';
import { notFound } from '../../http/errors.ts';
import { memberStatementPage } from '../../ledger/ledger.ts';
import { memberSessionPage } from '../auth/index.ts';
import { memberBetPage } from '../betting/index.ts';
import { memberEventBetPage } from '../events/index.ts';
import { memberGameSessionPage } from '../games/index.ts';
import { inviteePage, memberExists } from '../members/index.ts';
import { memberRedeemPage } from '../rewards/index.ts';
import { memberStepTicketPage } from '../steps/index.ts';
import { memberDepositPage, memberWithdrawalPage } from '../wallet/index.ts';

type Reader<T> = (q: Queryable, memberId: number, query: MemberFileQuery) => Promise<T>;

/** A list of an existing member (404 for no such member, not an empty page). */
const ofMember =
  <T>(read: Reader<T>) =>
  async (db: Queryable, memberId: number, query: MemberFileQuery): Promise<T> => {
    if (!(await memberExists(db, memberId))) throw notFound('admin.member_not_found');
    return read(db, memberId, query);
  };

async function statementPage(q: Queryable, memberId: number, query: MemberFileQuery) {
  const page = await memberStatementPage(q, memberId, query);
  return {
    total: page.total,
    items: page.rows.map((r) => ({
      id: r.postingId,
      created_at: new Date(r.createdAt).toISOString(),
      type: r.type,
      topic: r.topic,
      amount: satangToBaht(r.amountSatang),
      before_amount: satangToBaht(r.beforeSatang),
      after_amount: satangToBaht(r.afterSatang),
    })),
  };
}

export const memberFile = {
  sessions: ofMember(memberSessionPage),
  invitees: ofMember(inviteePage),
  deposits: ofMember(memberDepositPage),
  withdrawals: ofMember(memberWithdrawalPage),
  bets: ofMember(memberBetPage),
  stepTickets: ofMember(memberStepTicketPage),
  eventBets: ofMember(memberEventBetPage),
  gameSessions: ofMember(memberGameSessionPage),
  redeems: ofMember(memberRedeemPage),
  statement: ofMember(statementPage),
};
