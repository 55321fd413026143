// Members by the thousand for the settlement-at-scale test: one INSERT for the members, their balance
// rows opened by the ledger, funded by one deposit entry through post(), so the test's time goes to
// the settlement, not to registering them.
import { accountName, TX_TYPE } from '@sanam/contract/ledger.ts';
import type { Db } from '../../db/db.ts';
import { openMemberAccounts, post } from '../../ledger/ledger.ts';

/** `count` members named `<tag>-1`, `<tag>-2`, …, each holding `satang`; their ids in order. */
export function bulkFundedMembers(db: Db, count: number, satang: number, tag: string): Promise<number[]> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO members (phone, password_hash, name, username)
       SELECT $1 || '-' || g, 'x', 'bulk', $1 || '-' || g FROM generate_series(1, $2::int) g
       RETURNING id`,
      [tag, count],
    );
    const ids = rows.map((r) => r.id).sort((a, b) => a - b);
    await openMemberAccounts(tx, ids);
    await post(tx, {
      key: `bulk-funds:${tag}`,
      kind: 'deposit',
      type: TX_TYPE.deposit,
      topic: 'ฝากเงิน',
      postings: [
        { account: accountName.bankIn, currency: 'THB', amount: -satang * ids.length },
        ...ids.map((id) => ({ account: accountName.member(id), currency: 'THB' as const, amount: satang })),
      ],
    });
    return ids;
  });
}
