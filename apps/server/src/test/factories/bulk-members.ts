// Members by the thousand for settlement at scale (its test, and bench (c) through
// @sanam/server/bench): straight in SQL with their balance rows, funded by one deposit entry through
// the ledger's post(), so the time goes to the settlement, not to registering them.
import { accountName, TX_TYPE } from '@sanam/contract/ledger.ts';
import type { Db } from '../../db/db.ts';
import { post } from '../../ledger/ledger.ts';

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
    await tx.query(
      `INSERT INTO balances (account, member_id, currency)
       SELECT 'member:' || id, id, 'THB' FROM unnest($1::bigint[]) id
       UNION ALL SELECT 'coins:' || id, id, 'COIN' FROM unnest($1::bigint[]) id`,
      [ids],
    );
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
