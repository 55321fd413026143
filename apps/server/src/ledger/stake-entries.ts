// The ledger's part of a statement that stakes many members' cash at once: the bet statement
// (betting/place-queries.ts placeBetsIfCurrent: a bet in one round trip) writes its bets
// and bills and gets from here the CTEs that move the money, so the SQL that writes journal_entries,
// postings and balances stays in the ledger. They keep post()'s rules (DESIGN §3): the members' cash
// rows locked in account order, a stake written only when the cash covers it (no balance below
// zero), one journal row per stake with two postings (member → escrow, summing to zero; before and
// after on the member's), and the cached balance row set to the after. checkLedger covers the rows
// they write like any other entry's. A stake's key is the caller's (its ids are drawn here with the
// ledger's, so the key can name the caller's row and the row its entry).

/** What the caller's statement tells the ledger about its stakes. */
export interface StakeEntries {
  /**
   * The relation (a CTE of the caller's) of the stakes that passed the caller's rules before the
   * funds: one row per stake with cash_account (member:<id>), escrow_account, amount (satang, > 0) and
   * topic, plus any columns the caller's own rows need. At most one stake per member: two would read
   * the same balance.
   */
  stakes: string;
  /** A SQL array of text: every cash account of the statement, to lock (in account order) */
  cashAccounts: string;
  /**
   * The caller's rules after the funds, as CTEs (`name AS (...)`) over `funds` (the stakes the cash
   * covers, with cash_before) and each other, in the order they apply; `go` names the last of them,
   * the stakes that may go. None: every funded stake goes.
   */
  afterFunds: { checks: string[]; go: string } | null;
  /** The caller's own ids, drawn per stake beside the ledger's: `nextval('bets_id_seq') AS bet_id` */
  ownIds: string;
  /**
   * The caller's CTEs writing its own rows from `ids` (each stake that went, with its columns, its
   * ids and cash_before), placed between the ledger's; each ends with a comma-free `name AS (...)`.
   */
  ownWrites: string[];
  /** SQL over `ids`: the journal row's key, kind, type (a smallint) and memo (jsonb) */
  entry: { key: string; kind: string; type: string; memo: string };
}

/**
 * The CTEs `held` (the cash rows, locked), `funds` (the stakes the cash covers), the caller's checks
 * after the funds, `ids`, the caller's writes, `entry`, `posted` and `cash`, for the caller's WITH list
 * after its `stakes` relation. After them the caller reads `funds` (a stake the cash covered) and
 * `ids` (a stake that went; cash_before − amount is the cash after).
 */
export const stakeEntriesSql = (s: StakeEntries): string => `held AS (
       SELECT b.account, b.balance FROM balances b
        WHERE b.account = ANY(${s.cashAccounts}) AND EXISTS (SELECT 1 FROM ${s.stakes})
        ORDER BY b.account
          FOR UPDATE OF b
     ),
     funds AS (
       SELECT ${s.stakes}.*, cash.balance AS cash_before
         FROM ${s.stakes}
         JOIN held cash ON cash.account = ${s.stakes}.cash_account
        WHERE cash.balance >= ${s.stakes}.amount
     ),
     ${s.afterFunds ? `${s.afterFunds.checks.join(',\n     ')},\n     ` : ''}ids AS (
       SELECT f.*, ${s.ownIds}, nextval('journal_entries_id_seq') AS entry_id,
              nextval('postings_id_seq') AS cash_posting, nextval('postings_id_seq') AS escrow_posting
         FROM ${s.afterFunds?.go ?? 'funds'} f
     ),
     ${s.ownWrites.join(',\n     ')},
     entry AS (
       INSERT INTO journal_entries (id, key, kind, type, topic, memo)
       SELECT entry_id, ${s.entry.key}, ${s.entry.kind}, ${s.entry.type}, topic,
              ${s.entry.memo}
         FROM ids
     ),
     posted AS (
       INSERT INTO postings (id, entry_id, account, currency, amount, before_amount, after_amount)
       SELECT p.id, ids.entry_id, p.account, p.currency, p.amount, p.before_amount, p.after_amount
         FROM ids, LATERAL (VALUES
           (ids.cash_posting, ids.cash_account, 'THB', -ids.amount, ids.cash_before, ids.cash_before - ids.amount),
           (ids.escrow_posting, ids.escrow_account, 'THB', ids.amount, NULL, NULL)
         ) AS p(id, account, currency, amount, before_amount, after_amount)
     ),
     cash AS (
       UPDATE balances b
          SET balance = ids.cash_before - ids.amount, last_posting_id = ids.cash_posting, updated_at = now()
         FROM ids
        WHERE b.account = ids.cash_account
     )`;
