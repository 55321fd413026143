// Bench (e), its data: a year of history written straight into a fresh, migrated PostgreSQL database
// in set-based SQL (no API call per bet), in the shape the server's writers leave it, so the ledger's
// check holds on it and the bench fails when it does not:
// - rounds over 365 days on four stadiums, ended and settled (red 46%, blue 46%, draw 5%, no contest
//   3%); bets by members picked with a skew (member 1 bets on most rounds: the heaviest history);
// - per bet, what the bet statement writes (betting/place-queries.ts, ledger/stake-entries.ts): the
//   `bet:<id>` entry, member cash → round escrow, and the bill's columns (grading-queries.ts);
// - per round, what settlement writes (betting/settlement.ts): graded bills, the coin, bill and
//   refund entries when they move something, the settlement row, the book, the end's audit row;
// - deposits and withdrawals in proportion to each member's betting, the first deposit covering all
//   they will stake or withdraw (no balance below zero), a few rejected and a few still waiting.
// Ids follow time, slot by slot, so postings chain in id order like live ones. Bulk indexes are built
// after the load with foreign keys and triggers held off (session_replication_role, a superuser's
// setting); the ledger check then reads everything through the server's own code (ledger-check-main.ts).
import pg from 'pg';
import { spawnTs } from './server-process.ts';

export interface YearOptions {
  bets: number;
  log: (line: string) => void;
}

export interface YearData {
  bets: number;
  members: number;
  matches: number;
  roundsPerDay: number;
  postings: number;
  journalEntries: number;
  /** the member with the most bets, whose history the reads are timed on */
  heavyMember: { id: number; phone: string; bets: number; postings: number };
  /** a round the heavy member bet on, near the end of the year */
  heavyMatchId: number;
  password: string;
  seconds: number;
  /** how long each step took, in order */
  steps: Array<{ step: string; seconds: number }>;
  databaseMb: number;
  ledgerOk: boolean;
}

export const YEAR_DAYS = 365;
/** how the error of a year whose ledger check failed starts (run.ts fails the bench on it) */
export const YEAR_LEDGER_FAILED = "the year's ledger check failed";
const STADIUMS = 4;
/** the bets a round takes on average at full size: 10,000,000 over 365 × 200 rounds */
const BETS_PER_ROUND = 137;
/** the year's members all share this password (hashed once with the server's argon2) */
export const YEAR_MEMBER_PASSWORD = 'year-member-pass';

/** The tables the load writes in bulk: their droppable indexes are built again after it. */
const BULK_TABLES = ['bets', 'bills', 'postings', 'journal_entries', 'deposits', 'withdrawals', 'audit_log'];

/** Thai topics as the server writes them (betting/topics.ts, wallet/moves.ts WALLET_TOPIC). */
const TOPIC = {
  red: 'แทงฝั่งแดง',
  blue: 'แทงฝั่งน้ำเงิน',
  tie: 'แทงเสมอ',
  bill: 'ผลการแข่งขัน',
  refund: 'คืนเงินเดิมพัน',
  coins: 'เหรียญจากผลการแข่งขัน',
  deposit: 'ฝากเงิน',
  withdraw: 'ถอนเงิน',
  withdrawPaid: 'จ่ายเงินถอนแล้ว',
  withdrawReturned: 'คืนเงินถอน (ไม่อนุมัติ)',
} as const;

const lit = (s: string) => `'${s.replace(/'/g, "''")}'`;

export function yearShape(bets: number) {
  const roundsPerDay = Math.min(200, Math.max(8, Math.round(bets / YEAR_DAYS / BETS_PER_ROUND)));
  const members = Math.min(50_000, Math.max(500, Math.round(bets / 200)));
  return { roundsPerDay, matches: roundsPerDay * YEAR_DAYS, members };
}

type Index = { table: string; name: string; constraint: boolean; def: string };

/** Every index of the bulk tables that no foreign key depends on: dropped for the load, built after. */
async function droppableIndexes(c: pg.Client): Promise<Index[]> {
  const { rows } = await c.query<Index>(
    `SELECT t.relname AS table, i.relname AS name, con.oid IS NOT NULL AS constraint,
            coalesce(pg_get_constraintdef(con.oid), pg_get_indexdef(x.indexrelid)) AS def
       FROM pg_index x
       JOIN pg_class i ON i.oid = x.indexrelid
       JOIN pg_class t ON t.oid = x.indrelid
       LEFT JOIN pg_constraint con ON con.conindid = x.indexrelid AND con.contype IN ('p', 'u')
      WHERE t.relname = ANY($1::text[]) AND t.relnamespace = 'public'::regnamespace
        AND NOT EXISTS (SELECT 1 FROM pg_constraint f WHERE f.contype = 'f' AND f.conindid = x.indexrelid)
      ORDER BY t.relname, i.relname`,
    [BULK_TABLES],
  );
  return rows;
}

async function dropIndexes(c: pg.Client, indexes: Index[]) {
  for (const ix of indexes)
    await c.query(
      ix.constraint ? `ALTER TABLE ${ix.table} DROP CONSTRAINT ${ix.name}` : `DROP INDEX ${ix.name}`,
    );
}

async function buildIndexes(c: pg.Client, indexes: Index[]) {
  for (const ix of indexes)
    await c.query(ix.constraint ? `ALTER TABLE ${ix.table} ADD CONSTRAINT ${ix.name} ${ix.def}` : ix.def);
}

/** The SQL of the load, step by step (each a name and its statements), for the sizes asked. */
function loadSteps(o: {
  bets: number;
  members: number;
  matches: number;
  roundsPerDay: number;
  passwordHash: string;
}): Array<[string, string]> {
  const { bets: N, members: M, matches: T, roundsPerDay: R } = o;
  // members join over the year: 60% are there from the start, the rest one by one until its end
  const M0 = Math.floor((M * 6) / 10);
  const joined = (t: string) => `(${M0} + (${M - M0}::bigint * ${t}) / ${Math.max(1, T - 1)})`;
  const joinSlot = (m: string) =>
    `CASE WHEN ${m} <= ${M0} THEN 0 ELSE ((${m} - ${M0})::bigint * ${T - 1} + ${M - M0 - 1}) / ${M - M0} END`;
  // a round's slot of the day: 12 hours from 11:00 Bangkok, one round after another
  const slotSeconds = (12 * 3600) / R;
  return [
    [
      'operators, stadiums and members',
      `INSERT INTO operators (username, password_hash, role) VALUES ('year_cashier', 'x', 'cashier'), ('year_operator', 'x', 'operator');
       INSERT INTO stadiums (name, type)
       SELECT 'สนามปีที่ ' || s, (ARRAY['bull', 'cock', 'muay', 'other'])[s] FROM generate_series(1, ${STADIUMS}) s;
       CREATE UNLOGGED TABLE y_const AS
       SELECT date_trunc('day', now() AT TIME ZONE 'Asia/Bangkok') AT TIME ZONE 'Asia/Bangkok'
                - interval '${YEAR_DAYS} days' + interval '11 hours' AS year_start,
              (SELECT min(id) FROM operators WHERE username = 'year_cashier') AS cashier,
              (SELECT min(id) FROM operators WHERE username = 'year_operator') AS operator;
       INSERT INTO members (id, phone, password_hash, name, username, bank_name, bank_acc_no, bank_acc_name,
                            created_at, updated_at)
       SELECT m, '08' || lpad(m::text, 8, '0'), ${lit(o.passwordHash)}, 'สมาชิก ' || m, 'y' || m, 'SCB',
              '55' || lpad(m::text, 8, '0'), 'สมาชิก ' || m, ts, ts
         FROM generate_series(1, ${M}) m, y_const c,
              LATERAL (SELECT c.year_start + (${joinSlot('m')} / ${R}) * interval '1 day'
                              + ((${joinSlot('m')} % ${R}) * ${slotSeconds} - 600) * interval '1 second' AS ts) x;
       SELECT setval('members_id_seq', ${M});`,
    ],
    [
      'rounds and rates',
      `CREATE UNLOGGED TABLE y_match AS
       SELECT t, t + 1 AS id, 1 + (t % ${R}) % ${STADIUMS} AS stadium,
              c.year_start + (t / ${R}) * interval '1 day' + ((t % ${R}) * ${slotSeconds}) * interval '1 second' AS starts,
              CASE WHEN h < 0.46 THEN 'red' WHEN h < 0.92 THEN 'blue' WHEN h < 0.97 THEN 'green' ELSE 'other' END AS result,
              6 + t % 5 AS price
         FROM (SELECT t, random() AS h FROM generate_series(0, ${T - 1}) t) r, y_const c;
       INSERT INTO matches (id, round_name, round_type, stadium_id, red_cow_name, blue_cow_name, result, is_end,
                            version, created_at, ended_at, settled_at)
       SELECT id, 'คู่ที่ ' || (t % ${R} / ${STADIUMS} + 1), (ARRAY['bull', 'cock', 'muay', 'other'])[stadium], stadium,
              'แดง ' || id, 'น้ำเงิน ' || id, result, true, 8, starts,
              starts + ${slotSeconds * 0.8} * interval '1 second', starts + ${slotSeconds * 0.8} * interval '1 second'
         FROM y_match ORDER BY t;
       SELECT setval('matches_id_seq', ${T});
       INSERT INTO rates (id, match_id, rate_name, red_rate_1, red_rate_2, blue_rate_1, blue_rate_2, created_at)
       SELECT 2 * t + k, id, CASE k WHEN 1 THEN 'ด 10/' || price ELSE 'ง 10/' || price END,
              CASE k WHEN 1 THEN 10 ELSE price END, CASE k WHEN 1 THEN price ELSE 10 END,
              CASE k WHEN 1 THEN price ELSE 10 END, CASE k WHEN 1 THEN 10 ELSE price END,
              starts + (k - 1) * ${slotSeconds * 0.35} * interval '1 second'
         FROM y_match, generate_series(1, 2) k ORDER BY t, k;
       SELECT setval('rates_id_seq', ${2 * T});`,
    ],
    [
      'deposits and withdrawals (the slots they fall in)',
      // per member: deposits and withdrawals in proportion to the bets the skew gives them (the first
      // deposit in the slot the member joins, the rest anywhere after), placed before the slot's round
      `CREATE UNLOGGED TABLE y_wallet_plan AS
       SELECT m, ${joinSlot('m')} AS js,
              1 + floor(${N}::float8 / (100 * sqrt(m::float8 * ${M})))::int AS deposits,
              floor(${N}::float8 / (240 * sqrt(m::float8 * ${M})))::int AS withdrawals
         FROM generate_series(1, ${M}) m;
       CREATE UNLOGGED TABLE y_wallet_raw AS
       SELECT p.m AS member_id, 'deposit' AS kind, k = 1 AS first,
              CASE WHEN k = 1 THEN p.js ELSE p.js + floor(random() * (${T} - p.js))::int END AS t,
              (5 + floor(random() * 96)::int) * 5000 AS amount
         FROM y_wallet_plan p, generate_series(1, p.deposits) k
       UNION ALL
       SELECT p.m, 'withdraw', false, p.js + 1 + floor(random() * (${T} - p.js - 1))::int,
              (1 + floor(random() * 30)::int) * 10000
         FROM y_wallet_plan p, generate_series(1, p.withdrawals) k WHERE p.js < ${T - 1};
       CREATE UNLOGGED TABLE y_wallet AS
       SELECT w.*, row_number() OVER (PARTITION BY t ORDER BY NOT first, member_id, kind, amount) - 1 AS k,
              CASE WHEN kind = 'withdraw' AND t >= ${T - 3} THEN 'pending'
                   WHEN kind = 'withdraw' AND random() < 0.02 THEN 'rejected'
                   WHEN kind = 'withdraw' THEN 'paid' ELSE 'approved' END AS status,
              random() < 0.7 AS by_slip
         FROM y_wallet_raw w;
       ALTER TABLE y_wallet ADD COLUMN deposit_id bigint, ADD COLUMN withdrawal_id bigint;
       UPDATE y_wallet w SET deposit_id = x.n FROM (SELECT t, k, row_number() OVER (ORDER BY t, k) AS n
                                                     FROM y_wallet WHERE kind = 'deposit') x
        WHERE w.kind = 'deposit' AND x.t = w.t AND x.k = w.k;
       UPDATE y_wallet w SET withdrawal_id = x.n FROM (SELECT t, k, row_number() OVER (ORDER BY t, k) AS n
                                                        FROM y_wallet WHERE kind = 'withdraw') x
        WHERE w.kind = 'withdraw' AND x.t = w.t AND x.k = w.k;`,
    ],
    [
      'slots (the first journal id of each round)',
      // a slot: its deposits and withdrawals (two entry ids and four posting ids each), its bets (one
      // entry, two postings), its settlement (three entries); bets i of round t: the i - 1 with
      // (i - 1) × T / N = t, so each round's count is known without counting
      `CREATE UNLOGGED TABLE y_slot AS
       SELECT m.t, m.id AS match_id, m.starts, m.result, coalesce(w.n, 0) AS w,
              ((m.t + 1)::bigint * ${N} + ${T - 1}) / ${T} - (m.t::bigint * ${N} + ${T - 1}) / ${T} AS c,
              (m.t::bigint * ${N} + ${T - 1}) / ${T} AS first_bet
         FROM y_match m LEFT JOIN (SELECT t, count(*) AS n FROM y_wallet GROUP BY t) w ON w.t = m.t;
       ALTER TABLE y_slot ADD COLUMN ebase bigint;
       UPDATE y_slot s SET ebase = x.ebase
         FROM (SELECT t, coalesce(sum(2 * w + c + 3) OVER (ORDER BY t ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING), 0) AS ebase
                 FROM y_slot) x WHERE x.t = s.t;
       CREATE UNIQUE INDEX ON y_slot (t);`,
    ],
    [
      'bets',
      `INSERT INTO bets (id, match_id, member_id, side, amount_satang, rate_id, rate_1, rate_2, multiplier_permille,
                         ref, entry_id, created_at)
       SELECT i, s.match_id, b.member_id, b.side, b.amount,
              CASE WHEN b.side = 'tie' THEN NULL ELSE 2 * s.t + b.half END,
              CASE WHEN b.side = 'tie' THEN NULL WHEN (b.half = 1) = (b.side = 'red') THEN 10 ELSE m.price END,
              CASE WHEN b.side = 'tie' THEN NULL WHEN (b.half = 1) = (b.side = 'red') THEN m.price ELSE 10 END,
              CASE WHEN b.side = 'tie' THEN 1700 END,
              'y' || i, s.ebase + 2 * s.w + (i - 1 - s.first_bet) + 1,
              s.starts + ((i - 1 - s.first_bet)::float8 / s.c * ${slotSeconds * 0.7}) * interval '1 second'
         FROM (SELECT i, random() AS r1, random() AS r2, random() AS r3 FROM generate_series(1, ${N}) i) g
         JOIN y_slot s ON s.t = ((i - 1)::bigint * ${T}) / ${N}
         JOIN y_match m ON m.t = s.t
        CROSS JOIN LATERAL (
          SELECT 1 + floor(${joined('s.t')} * r1 * r1)::bigint AS member_id,
                 CASE WHEN r2 < 0.48 THEN 'red' WHEN r2 < 0.96 THEN 'blue' ELSE 'tie' END AS side,
                 (ARRAY[1000, 2000, 5000, 10000, 10000, 20000, 50000, 100000])[1 + floor(r3 * 8)::int]::bigint AS amount,
                 CASE WHEN (i - 1 - s.first_bet) * 2 < s.c THEN 1 ELSE 2 END AS half
        ) b;
       SELECT setval('bets_id_seq', ${N});`,
    ],
    [
      'bills, graded',
      // addToBillsSql's columns (grading-queries.ts payoutSql per result), graded as gradeIntoBills does
      // with the round's result (settle-queries.ts billReturnSql, billRefundedSql, billCoinsSql)
      `CREATE UNLOGGED TABLE y_bill AS
       SELECT b.match_id, b.member_id, s.t, s.result, max(b.created_at) AS last_bet,
              sum(b.amount_satang) AS credit, count(*)::int AS bets,
              count(*) FILTER (WHERE b.side = 'tie')::int AS draw_bets,
              sum(CASE WHEN b.side = 'red' THEN b.amount_satang + b.amount_satang * b.rate_2 / b.rate_1
                       WHEN b.side = 'tie' THEN 0 ELSE 0 END) AS red_return,
              sum(CASE WHEN b.side = 'blue' THEN b.amount_satang + b.amount_satang * b.rate_2 / b.rate_1
                       ELSE 0 END) AS blue_return,
              sum(CASE WHEN b.side = 'tie' THEN b.amount_satang * b.multiplier_permille / 1000
                       ELSE b.amount_satang END) AS green_return,
              bit_or(CASE b.side WHEN 'red' THEN 1 WHEN 'blue' THEN 2 ELSE 4 END)::smallint AS sides,
              count(*) FILTER (WHERE b.side IN ('red', 'blue') AND b.amount_satang >= 10000)::int AS main_coin_bets,
              count(*) FILTER (WHERE b.side = 'tie' AND b.amount_satang >= 10000)::int AS draw_coin_bets,
              coalesce(sum(b.amount_satang) FILTER (WHERE b.side = 'red'), 0) AS red_stake,
              coalesce(sum(b.amount_satang) FILTER (WHERE b.side = 'blue'), 0) AS blue_stake,
              coalesce(sum(b.amount_satang) FILTER (WHERE b.side = 'tie'), 0) AS tie_stake
         FROM bets b JOIN y_slot s ON s.match_id = b.match_id
        GROUP BY b.match_id, b.member_id, s.t, s.result;
       ALTER TABLE y_bill ADD COLUMN win bigint, ADD COLUMN refunded boolean, ADD COLUMN coins int;
       UPDATE y_bill SET
         win = CASE result WHEN 'red' THEN red_return WHEN 'blue' THEN blue_return
                           WHEN 'green' THEN green_return ELSE credit END,
         refunded = result = 'other' OR (result = 'green' AND draw_bets = 0),
         coins = CASE result
                   WHEN 'red' THEN (CASE WHEN sides & 3 = 3 THEN 0 ELSE main_coin_bets END) + draw_coin_bets
                   WHEN 'blue' THEN (CASE WHEN sides & 3 = 3 THEN 0 ELSE main_coin_bets END) + draw_coin_bets
                   WHEN 'green' THEN draw_coin_bets ELSE 0 END;
       INSERT INTO bills (match_id, member_id, grading, credit_satang, win_amount_satang, created_at, refunded, bets,
                          draw_bets, red_return_satang, blue_return_satang, green_return_satang, sides,
                          main_coin_bets, draw_coin_bets, coins, red_stake_satang, blue_stake_satang,
                          tie_stake_satang, notie_stake_satang)
       SELECT match_id, member_id, 1, credit, win, last_bet, refunded, bets, draw_bets, red_return, blue_return,
              green_return, sides, main_coin_bets, draw_coin_bets, coins, red_stake, blue_stake, tie_stake, 0
         FROM y_bill ORDER BY t, member_id;`,
    ],
    [
      'settlement postings (the first posting id of each round)',
      `CREATE UNLOGGED TABLE y_settle AS
       SELECT y.*, row_number() OVER (PARTITION BY t, kind ORDER BY member_id) AS k
         FROM (SELECT t, match_id, member_id, 'coins' AS kind, coins::bigint AS amount FROM y_bill WHERE coins > 0
               UNION ALL
               SELECT t, match_id, member_id, CASE WHEN refunded THEN 'refund' ELSE 'bill' END, win
                 FROM y_bill WHERE win > 0) y;
       CREATE UNLOGGED TABLE y_round AS
       SELECT t, count(*)::int AS members, sum(bets)::int AS bets, sum(credit) AS stake, sum(win) AS payout,
              coalesce(sum(win) FILTER (WHERE refunded), 0) AS refund, sum(coins)::int AS coins,
              count(*) FILTER (WHERE coins > 0) AS nc,
              count(*) FILTER (WHERE win > 0 AND NOT refunded) AS nb,
              count(*) FILTER (WHERE win > 0 AND refunded) AS nr,
              sum(red_return) AS red_return, sum(blue_return) AS blue_return, sum(green_return) AS green_return
         FROM y_bill GROUP BY t;
       ALTER TABLE y_slot ADD COLUMN pbase bigint, ADD COLUMN nc bigint, ADD COLUMN nb bigint, ADD COLUMN nr bigint,
                          ADD COLUMN stake bigint, ADD COLUMN payout bigint, ADD COLUMN refund bigint, ADD COLUMN coins int;
       UPDATE y_slot s SET nc = coalesce(r.nc, 0), nb = coalesce(r.nb, 0), nr = coalesce(r.nr, 0),
                           stake = coalesce(r.stake, 0), payout = coalesce(r.payout, 0),
                           refund = coalesce(r.refund, 0), coins = coalesce(r.coins, 0)
         FROM y_slot s2 LEFT JOIN y_round r ON r.t = s2.t WHERE s2.t = s.t;
       UPDATE y_slot s SET pbase = x.pbase
         FROM (SELECT t, coalesce(sum(4 * w + 2 * c + 4 + nc + nb + nr)
                        OVER (ORDER BY t ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING), 0) AS pbase
                 FROM y_slot) x WHERE x.t = s.t;`,
    ],
    [
      'first deposits sized to cover the year',
      `UPDATE y_wallet w SET amount = w.amount + x.total
         FROM (SELECT p.m AS member_id, coalesce(st.total, 0) + coalesce(wd.total, 0) AS total
                 FROM y_wallet_plan p
                 LEFT JOIN (SELECT member_id, sum(amount_satang) AS total FROM bets GROUP BY member_id) st
                        ON st.member_id = p.m
                 LEFT JOIN (SELECT member_id, sum(amount) AS total FROM y_wallet WHERE kind = 'withdraw'
                             GROUP BY member_id) wd ON wd.member_id = p.m) x
        WHERE w.first AND w.member_id = x.member_id;`,
    ],
    [
      'journal entries',
      // ids: a slot's wallet entries at ebase + 2k + 1 (+ 2 for a withdrawal's decision), its bets
      // after them (the bets' own entry_id), its settlement's three at the end
      `INSERT INTO journal_entries (id, key, kind, type, topic, memo, created_at)
       SELECT b.entry_id, 'bet:' || b.id, 'bet', 3,
              CASE b.side WHEN 'red' THEN ${lit(TOPIC.red)} WHEN 'blue' THEN ${lit(TOPIC.blue)} ELSE ${lit(TOPIC.tie)} END,
              jsonb_build_object('match_id', b.match_id, 'bet_id', b.id, 'side', b.side, 'rate_id', b.rate_id),
              b.created_at
         FROM bets b;
       CREATE UNLOGGED TABLE y_wallet_entry AS
       SELECT w.*, s.ebase + 2 * w.k + 1 AS entry_id, s.pbase + 4 * w.k + 1 AS posting_id,
              s.starts - interval '30 seconds' + w.k * interval '50 milliseconds' AS at
         FROM y_wallet w JOIN y_slot s ON s.t = w.t;
       INSERT INTO journal_entries (id, key, kind, type, topic, memo, operator_id, created_at)
       SELECT entry_id, 'deposit:' || deposit_id, 'deposit', 1, ${lit(TOPIC.deposit)},
              jsonb_build_object('deposit_id', deposit_id, 'source', CASE WHEN by_slip THEN 'slip' ELSE 'cashier' END),
              CASE WHEN by_slip THEN NULL ELSE c.cashier END, at
         FROM y_wallet_entry, y_const c WHERE kind = 'deposit'
       UNION ALL
       SELECT entry_id, 'withdraw:' || withdrawal_id || ':hold', 'withdraw', 2, ${lit(TOPIC.withdraw)},
              jsonb_build_object('withdrawal_id', withdrawal_id, 'bank_name', 'SCB', 'bank_acc_no', '55' || lpad(member_id::text, 8, '0')),
              NULL, at
         FROM y_wallet_entry WHERE kind = 'withdraw'
       UNION ALL
       SELECT entry_id + 1, 'withdraw:' || withdrawal_id || CASE status WHEN 'paid' THEN ':paid' ELSE ':return' END,
              CASE status WHEN 'paid' THEN 'withdraw_paid' ELSE 'withdraw_return' END,
              CASE status WHEN 'paid' THEN 149 ELSE 2 END,
              CASE status WHEN 'paid' THEN ${lit(TOPIC.withdrawPaid)} ELSE ${lit(TOPIC.withdrawReturned)} END,
              CASE status WHEN 'paid' THEN jsonb_build_object('withdrawal_id', withdrawal_id, 'member_id', member_id,
                                                               'transfer_ref', 'TR' || withdrawal_id)
                          ELSE jsonb_build_object('withdrawal_id', withdrawal_id, 'reason', 'บัญชีไม่ตรง') END,
              c.cashier, at + interval '5 minutes'
         FROM y_wallet_entry, y_const c WHERE kind = 'withdraw' AND status <> 'pending'
       UNION ALL
       SELECT s.ebase + 2 * s.w + s.c + e.n, 'settle:' || s.match_id || ':g1:' || e.kind, 'settlement',
              CASE e.kind WHEN 'refund' THEN 5 ELSE 4 END,
              CASE e.kind WHEN 'coins' THEN ${lit(TOPIC.coins)} WHEN 'bill' THEN ${lit(TOPIC.bill)} ELSE ${lit(TOPIC.refund)} END,
              jsonb_build_object('match_id', s.match_id, 'result', s.result, 'grading', 1), c.operator,
              s.starts + ${slotSeconds * 0.8} * interval '1 second'
         FROM y_slot s, y_const c,
              LATERAL (VALUES (1, 'coins', s.coins > 0),
                              (2, 'bill', s.stake - s.refund <> 0 OR s.stake - s.payout <> 0 OR s.payout > s.refund),
                              (3, 'refund', s.refund > 0)) e(n, kind, posted)
        WHERE e.posted;`,
    ],
    [
      "members' postings, chained",
      // every posting on a member account, then each one's before: the sum of the account's postings
      // before it in id order (the chain ledger/check.ts walks)
      `CREATE UNLOGGED TABLE y_moves AS
       SELECT s.pbase + 4 * s.w + 2 * (b.id - 1 - s.first_bet) + 1 AS id, b.entry_id, b.member_id, false AS coin,
              -b.amount_satang AS amount, b.created_at
         FROM bets b JOIN y_slot s ON s.match_id = b.match_id
       UNION ALL
       SELECT posting_id + 1, entry_id, member_id, false, amount, at FROM y_wallet_entry WHERE kind = 'deposit'
       UNION ALL
       SELECT posting_id, entry_id, member_id, false, -amount, at FROM y_wallet_entry WHERE kind = 'withdraw'
       UNION ALL
       SELECT posting_id + 3, entry_id + 1, member_id, false, amount, at + interval '5 minutes'
         FROM y_wallet_entry WHERE kind = 'withdraw' AND status = 'rejected'
       UNION ALL
       SELECT s.pbase + 4 * s.w + 2 * s.c
                + CASE y.kind WHEN 'coins' THEN 1 WHEN 'bill' THEN s.nc + 1 + 2 ELSE s.nc + 1 + s.nb + 2 + 1 END + y.k,
              s.ebase + 2 * s.w + s.c + CASE y.kind WHEN 'coins' THEN 1 WHEN 'bill' THEN 2 ELSE 3 END,
              y.member_id, y.kind = 'coins', y.amount, s.starts + ${slotSeconds * 0.8} * interval '1 second'
         FROM y_settle y JOIN y_slot s ON s.t = y.t;
       CREATE UNLOGGED TABLE y_chain AS
       SELECT m.*, sum(amount) OVER (PARTITION BY member_id, coin ORDER BY id) - amount AS before
         FROM y_moves m;
       DROP TABLE y_moves;`,
    ],
    [
      'postings',
      `INSERT INTO postings (id, entry_id, account, currency, amount, before_amount, after_amount, created_at)
       SELECT * FROM (
         SELECT id, entry_id, CASE WHEN coin THEN 'coins:' ELSE 'member:' END || member_id,
                CASE WHEN coin THEN 'COIN' ELSE 'THB' END, amount, before, before + amount, created_at
           FROM y_chain
         UNION ALL
         SELECT s.pbase + 4 * s.w + 2 * (b.id - 1 - s.first_bet) + 2, b.entry_id, 'escrow:match:' || b.match_id, 'THB',
                b.amount_satang, NULL, NULL, b.created_at
           FROM bets b JOIN y_slot s ON s.match_id = b.match_id
         UNION ALL
         SELECT posting_id, entry_id, 'bank:in', 'THB', -amount, NULL, NULL, at FROM y_wallet_entry WHERE kind = 'deposit'
         UNION ALL
         SELECT posting_id + 1, entry_id, 'withdraw:hold', 'THB', amount, NULL, NULL, at FROM y_wallet_entry WHERE kind = 'withdraw'
         UNION ALL
         SELECT posting_id + 2, entry_id + 1, 'withdraw:hold', 'THB', -amount, NULL, NULL, at + interval '5 minutes'
           FROM y_wallet_entry WHERE kind = 'withdraw' AND status <> 'pending'
         UNION ALL
         SELECT posting_id + 3, entry_id + 1, 'bank:out', 'THB', amount, NULL, NULL, at + interval '5 minutes'
           FROM y_wallet_entry WHERE kind = 'withdraw' AND status = 'paid'
         UNION ALL
         SELECT s.pbase + 4 * s.w + 2 * s.c + p.n, s.ebase + 2 * s.w + s.c + p.entry, p.account, p.currency, p.amount,
                NULL, NULL, s.starts + ${slotSeconds * 0.8} * interval '1 second'
           FROM y_slot s,
                LATERAL (VALUES (1, 1, 'house', 'COIN', -s.coins::bigint),
                                (s.nc + 2, 2, 'escrow:match:' || s.match_id, 'THB', -(s.stake - s.refund)),
                                (s.nc + 3, 2, 'house', 'THB', s.stake - s.payout),
                                (s.nc + s.nb + 4, 3, 'escrow:match:' || s.match_id, 'THB', -s.refund)) p(n, entry, account, currency, amount)
          WHERE p.amount <> 0
       ) p ORDER BY id;`,
    ],
    [
      'balances, settlements, books, deposits, withdrawals, audit',
      `INSERT INTO balances (account, member_id, currency, balance, last_posting_id, updated_at)
       SELECT CASE WHEN k.coin THEN 'coins:' ELSE 'member:' END || m, m, CASE WHEN k.coin THEN 'COIN' ELSE 'THB' END,
              coalesce(x.balance, 0), x.last_id, coalesce(x.at, now())
         FROM generate_series(1, ${M}) m CROSS JOIN (VALUES (false), (true)) k(coin)
         LEFT JOIN (SELECT member_id, coin, sum(amount) AS balance, max(id) AS last_id, max(created_at) AS at
                      FROM y_chain GROUP BY member_id, coin) x ON x.member_id = m AND x.coin = k.coin;
       INSERT INTO settlements (match_id, grading, result, bets, members, stake_satang, payout_satang, house_satang,
                                operator_id, created_at, bill_entry_id, refund_entry_id, coins, coin_entry_id)
       SELECT s.match_id, 1, s.result, r.bets, r.members, s.stake, s.payout, s.stake - s.payout, c.operator,
              s.starts + ${slotSeconds * 0.8} * interval '1 second',
              CASE WHEN s.stake - s.refund <> 0 OR s.stake - s.payout <> 0 OR s.payout > s.refund
                   THEN s.ebase + 2 * s.w + s.c + 2 END,
              CASE WHEN s.refund > 0 THEN s.ebase + 2 * s.w + s.c + 3 END, s.coins,
              CASE WHEN s.coins > 0 THEN s.ebase + 2 * s.w + s.c + 1 END
         FROM y_slot s JOIN y_round r ON r.t = s.t, y_const c ORDER BY s.t;
       INSERT INTO round_books (match_id, bets, stake_satang, red_return_satang, blue_return_satang, green_return_satang)
       SELECT s.match_id, r.bets, r.stake, r.red_return, r.blue_return, r.green_return
         FROM y_slot s JOIN y_round r ON r.t = s.t ORDER BY s.t;
       INSERT INTO deposits (id, member_id, source, status, amount_satang, sending_bank, trans_ref, payload,
                             check_status, check_provider, check_amount_satang, checked_at, entry_id, decided_by,
                             decided_at, created_at)
       SELECT deposit_id, member_id, CASE WHEN by_slip THEN 'slip' ELSE 'cashier' END, 'approved', amount,
              CASE WHEN by_slip THEN '014' END, CASE WHEN by_slip THEN 'YR' || deposit_id END,
              CASE WHEN by_slip THEN '0041000600000101030140225YR' || deposit_id END,
              CASE WHEN by_slip THEN 'confirmed' END, CASE WHEN by_slip THEN 'slipcheck' END,
              CASE WHEN by_slip THEN amount END, CASE WHEN by_slip THEN at END,
              entry_id, CASE WHEN by_slip THEN NULL ELSE c.cashier END, at, at - interval '20 seconds'
         FROM y_wallet_entry, y_const c WHERE kind = 'deposit' ORDER BY deposit_id;
       -- slips that were refused, and a few still waiting on the last day: no money moved
       INSERT INTO deposits (id, member_id, source, status, sending_bank, trans_ref, payload, check_status,
                             pending_reason, reason, decided_by, decided_at, created_at)
       SELECT (SELECT max(id) FROM deposits) + n, member_id, 'slip', CASE WHEN pending THEN 'pending' ELSE 'rejected' END,
              '004', 'YX' || n, '0041000600000101030040225YX' || n, 'not_found', 'not_found',
              CASE WHEN pending THEN NULL ELSE 'ไม่พบรายการ' END, CASE WHEN pending THEN NULL ELSE c.cashier END,
              CASE WHEN pending THEN NULL ELSE at + interval '10 minutes' END, at
         FROM (SELECT row_number() OVER (ORDER BY at) AS n, member_id, at, pending
                 FROM (SELECT member_id, at, false AS pending FROM y_wallet_entry
                        WHERE kind = 'deposit' AND NOT first AND random() < 0.02
                       UNION ALL
                       SELECT member_id, at, true FROM y_wallet_entry WHERE kind = 'deposit' AND t >= ${T - 3}) r) x,
              y_const c;
       SELECT setval('deposits_id_seq', (SELECT max(id) FROM deposits));
       INSERT INTO withdrawals (id, member_id, amount_satang, status, bank_name, bank_acc_no, bank_acc_name, ref,
                                hold_entry_id, decision_entry_id, reason, decided_by, decided_at, created_at, transfer_ref)
       SELECT withdrawal_id, member_id, amount, status, 'SCB', '55' || lpad(member_id::text, 8, '0'), 'สมาชิก ' || member_id,
              'w' || withdrawal_id, entry_id, CASE WHEN status <> 'pending' THEN entry_id + 1 END,
              CASE WHEN status = 'rejected' THEN 'บัญชีไม่ตรง' END, CASE WHEN status <> 'pending' THEN c.cashier END,
              CASE WHEN status <> 'pending' THEN at + interval '5 minutes' END, at,
              CASE WHEN status = 'paid' THEN 'TR' || withdrawal_id END
         FROM y_wallet_entry, y_const c WHERE kind = 'withdraw' ORDER BY withdrawal_id;
       SELECT setval('withdrawals_id_seq', greatest(1, (SELECT max(id) FROM withdrawals)));
       INSERT INTO audit_log (operator_id, action, target_type, target_id, before, after, created_at)
       SELECT operator_id, action, target_type, target_id, NULL, after, at FROM (
         SELECT c.operator AS operator_id, 'match.end' AS action, 'match' AS target_type, s.match_id::text AS target_id,
                jsonb_build_object('result', s.result) AS after, s.starts + ${slotSeconds * 0.8} * interval '1 second' AS at
           FROM y_slot s, y_const c
         UNION ALL
         SELECT c.cashier, 'deposit.approve', 'deposit', deposit_id::text,
                jsonb_build_object('amount', amount / 100, 'member_id', member_id), at
           FROM y_wallet_entry, y_const c WHERE kind = 'deposit' AND NOT by_slip
         UNION ALL
         SELECT c.cashier, CASE status WHEN 'paid' THEN 'withdrawal.pay' ELSE 'withdrawal.reject' END, 'withdrawal',
                withdrawal_id::text, jsonb_build_object('amount', amount / 100, 'member_id', member_id),
                at + interval '5 minutes'
           FROM y_wallet_entry, y_const c WHERE kind = 'withdraw' AND status <> 'pending'
       ) a ORDER BY at;`,
    ],
    [
      'sequences',
      `SELECT setval('journal_entries_id_seq', (SELECT max(id) FROM journal_entries));
       SELECT setval('postings_id_seq', (SELECT max(id) FROM postings));
       SELECT setval('bills_id_seq', (SELECT max(id) FROM bills));`,
    ],
  ];
}

const seconds = (t0: number) => Math.round((performance.now() - t0) / 100) / 10;

/** Hashes the members' shared password with the server's own argon2, as registration would. */
async function hashPassword(password: string): Promise<string> {
  const { createRequire } = await import('node:module');
  const path = await import('node:path');
  const { REPO_ROOT } = await import('./server-process.ts');
  const requireFromServer = createRequire(path.join(REPO_ROOT, 'apps/server/package.json'));
  const argon2 = requireFromServer('argon2') as {
    hash(password: string, opts: { type: number }): Promise<string>;
    argon2id: number;
  };
  return argon2.hash(password, { type: argon2.argon2id });
}

/** Runs one of the server's entries (migrate-main, ledger-check-main) on the database; its output. */
function runServerEntry(entry: string, databaseUrl: string): Promise<{ code: number; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawnTs(`apps/server/src/${entry}`, {
      PATH: process.env.PATH,
      DATABASE_URL: databaseUrl,
      // the entries load the configuration, which wants these in production; never a real secret
      JWT_SECRET: 'bench-only-signing-key-not-a-secret-0123456789',
      LOG_LEVEL: 'warn',
    });
    let output = '';
    child.stdout?.on('data', (b: Buffer) => (output += b.toString()));
    child.stderr?.on('data', (b: Buffer) => (output += b.toString()));
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code: code ?? 1, output }));
  });
}

/**
 * Migrates the (fresh, empty) database, loads a year of data into it, builds the indexes, runs
 * VACUUM ANALYZE and the ledger check. Throws when the check fails: the figures of a broken ledger
 * mean nothing.
 */
export async function generateYearOfData(databaseUrl: string, opts: YearOptions): Promise<YearData> {
  const t0 = performance.now();
  const steps: YearData['steps'] = [];
  const step = async (name: string, run: () => Promise<unknown>) => {
    const t = performance.now();
    opts.log(`  year: ${name}…`);
    await run();
    steps.push({ step: name, seconds: seconds(t) });
    opts.log(`  year: ${name}: ${seconds(t)} s (${seconds(t0)} s in all)`);
  };

  await step('migrations', async () => {
    const { code, output } = await runServerEntry('migrate-main.ts', databaseUrl);
    if (code !== 0) throw new Error(`migrations failed: ${output.slice(-500)}`);
  });
  const shape = yearShape(opts.bets);
  const passwordHash = await hashPassword(YEAR_MEMBER_PASSWORD);
  const c = new pg.Client({ connectionString: databaseUrl });
  await c.connect();
  try {
    // the load's own settings: no foreign key or trigger per row (the ledger check reads it all
    // afterwards), memory for its sorts, and no wait for each commit's flush
    await c.query(`SET session_replication_role = replica; SET work_mem = '2GB';
                   SET maintenance_work_mem = '1GB'; SET synchronous_commit = off`);
    const indexes = await droppableIndexes(c);
    await step(`dropping ${indexes.length} indexes of the bulk tables`, () => dropIndexes(c, indexes));
    for (const [name, sql] of loadSteps({ ...shape, bets: opts.bets, passwordHash }))
      await step(name, () => c.query(sql));
    await step(`building ${indexes.length} indexes`, () => buildIndexes(c, indexes));
    await step('dropping the staging tables', () =>
      c.query(`DROP TABLE y_const, y_match, y_wallet_plan, y_wallet_raw, y_wallet, y_slot, y_bill, y_settle,
                          y_round, y_wallet_entry, y_chain`),
    );
    await c.query('RESET session_replication_role');
    // what a year of autovacuum leaves: visibility maps set and statistics taken
    await step('VACUUM ANALYZE', () => c.query('VACUUM ANALYZE'));

    const heavy = await c.query<{ id: number; phone: string; bets: number; postings: number; match: number }>(
      `SELECT m.id::int, m.phone, x.bets::int,
              (SELECT count(*) FROM postings WHERE account = 'member:' || m.id)::int AS postings,
              (SELECT max(match_id) FROM bets WHERE member_id = m.id)::int AS match
         FROM (SELECT member_id, count(*) AS bets FROM bets GROUP BY member_id ORDER BY 2 DESC LIMIT 1) x
         JOIN members m ON m.id = x.member_id`,
    );
    const counts = await c.query<{ postings: number; entries: number; mb: number }>(
      `SELECT (SELECT count(*) FROM postings)::int AS postings, (SELECT count(*) FROM journal_entries)::int AS entries,
              (pg_database_size(current_database()) / 1048576)::int AS mb`,
    );
    let ledgerOk = false;
    await step('ledger check (ledger-check-main.ts)', async () => {
      const { code, output } = await runServerEntry('ledger-check-main.ts', databaseUrl);
      ledgerOk = code === 0;
      if (!ledgerOk) throw new Error(`${YEAR_LEDGER_FAILED}:\n${output.slice(-2000)}`);
    });
    const h = heavy.rows[0];
    const n = counts.rows[0];
    if (!h || !n) throw new Error('the year has no bets');
    return {
      bets: opts.bets,
      members: shape.members,
      matches: shape.matches,
      roundsPerDay: shape.roundsPerDay,
      postings: n.postings,
      journalEntries: n.entries,
      heavyMember: { id: h.id, phone: h.phone, bets: h.bets, postings: h.postings },
      heavyMatchId: h.match,
      password: YEAR_MEMBER_PASSWORD,
      seconds: seconds(t0),
      steps,
      databaseMb: n.mb,
      ledgerOk,
    };
  } finally {
    await c.end();
  }
}
