// Bench (c)'s members: created through the server's own functions (the members module's insert, the
// ledger's balance rows and post()), one deposit entry funding them all. Created one statement a
// member, in one transaction: a few seconds for 10,000, outside the timed settlement.
import { accountName, TX_TYPE } from '@sanam/contract/ledger.ts';
import { insertMemberUnlessTaken, openMemberAccounts, post, type Db } from '@sanam/server/bench';

/** `count` members named `<tag>-1` … `<tag>-<count>`, each holding `satang`; their ids in order. */
export function fundedMembers(db: Db, count: number, satang: number, tag: string): Promise<number[]> {
  return db.transaction(async (tx) => {
    const ids: number[] = [];
    for (let i = 1; i <= count; i++) {
      const id = await insertMemberUnlessTaken(tx, {
        phone: `${tag}-${i}`,
        passwordHash: 'x',
        name: 'bench',
        username: `${tag}-${i}`,
        bankName: 'BENCH',
        bankAccNo: String(i).padStart(10, '0'),
        referrerId: null,
        agentId: 1,
      });
      if (id === null)
        throw new Error(`bench member ${tag}-${i} exists already: bench (c) needs a fresh database`);
      ids.push(id);
    }
    await openMemberAccounts(tx, ids);
    await post(tx, {
      key: `bench-funds:${tag}`,
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
