// SQL of the bet delay (migration 040): the held bets, what the deciders look for, and the bet a held
// bet becomes when it is accepted (its row, its bill and its round's book, as the bet statement adds them).
import type { BetSide, OddsAccept } from '@sanam/contract/matches.ts';
import type { Refusal } from '@sanam/contract/wager-rules.ts';
import type { Queryable } from '../../db/db.ts';
import { addToBillsSql, addToBooksSql } from './grading-queries.ts';
import type { BetRow, PricedBet } from './place-queries.ts';

export type HoldStatus = 'held' | 'accepted' | 'refused';

export type HoldRow = {
  id: number;
  member_id: number;
  match_id: number;
  session_id: string | null;
  route: 'live' | 'prefight';
  side: BetSide;
  amount_satang: number;
  ref: string;
  seen_rate_id: number | null;
  seen_rate_1: number | null;
  seen_rate_2: number | null;
  seen_permille: number | null;
  accept: OddsAccept;
  match_version: number;
  held_at: Date | string;
  due_at: Date | string;
  status: HoldStatus;
  decided_at: Date | string | null;
  bet_id: number | null;
  refusal: Refusal | null;
  referral: 'waiting' | 'offered' | null;
  offer_satang: number | null;
  asked_satang: number | null;
  decided_by: number | null;
};

const numeric = (r: HoldRow): HoldRow => ({
  ...r,
  id: Number(r.id),
  member_id: Number(r.member_id),
  match_id: Number(r.match_id),
  amount_satang: Number(r.amount_satang),
  seen_rate_id: r.seen_rate_id === null ? null : Number(r.seen_rate_id),
  bet_id: r.bet_id === null ? null : Number(r.bet_id),
  offer_satang: r.offer_satang === null ? null : Number(r.offer_satang),
  asked_satang: r.asked_satang === null ? null : Number(r.asked_satang),
});

export type NewHold = Pick<
  HoldRow,
  | 'member_id'
  | 'match_id'
  | 'session_id'
  | 'route'
  | 'side'
  | 'amount_satang'
  | 'ref'
  | 'seen_rate_id'
  | 'seen_rate_1'
  | 'seen_rate_2'
  | 'seen_permille'
  | 'accept'
  | 'match_version'
  | 'referral'
> & { delayMs: number };

/** A new held bet, due `delayMs` from the database's now; null when the member's ref is taken (a repeat). */
export async function insertHold(q: Queryable, h: NewHold): Promise<HoldRow | null> {
  const { rows } = await q.query<HoldRow>(
    `INSERT INTO bet_holds (member_id, match_id, session_id, route, side, amount_satang, ref, seen_rate_id,
                            seen_rate_1, seen_rate_2, seen_permille, accept, match_version, due_at, referral,
                            asked_satang)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, now() + $14 * interval '1 millisecond', $15,
             CASE WHEN $15::text IS NULL THEN NULL ELSE $6::bigint END)
     ON CONFLICT (member_id, ref) DO NOTHING
     RETURNING *`,
    [
      h.member_id,
      h.match_id,
      h.session_id,
      h.route,
      h.side,
      h.amount_satang,
      h.ref,
      h.seen_rate_id,
      h.seen_rate_1,
      h.seen_rate_2,
      h.seen_permille,
      h.accept,
      h.match_version,
      h.delayMs,
      h.referral,
    ],
  );
  return rows[0] ? numeric(rows[0]) : null;
}

export async function findHoldByRef(q: Queryable, memberId: number, ref: string): Promise<HoldRow | null> {
  const { rows } = await q.query<HoldRow>('SELECT * FROM bet_holds WHERE member_id = $1 AND ref = $2', [
    memberId,
    ref,
  ]);
  return rows[0] ? numeric(rows[0]) : null;
}

export async function findHold(q: Queryable, id: number): Promise<HoldRow | null> {
  const { rows } = await q.query<HoldRow>('SELECT * FROM bet_holds WHERE id = $1', [id]);
  return rows[0] ? numeric(rows[0]) : null;
}

/**
 * The held bet, locked for its decision; null when it is decided already or another decider holds it
 * (SKIP LOCKED: of several nodes and timers, exactly one decides it, and the others move on).
 */
export async function claimHold(q: Queryable, id: number): Promise<HoldRow | null> {
  const { rows } = await q.query<HoldRow>(
    `SELECT * FROM bet_holds WHERE id = $1 AND status = 'held' FOR UPDATE SKIP LOCKED`,
    [id],
  );
  return rows[0] ? numeric(rows[0]) : null;
}

export async function markAccepted(
  q: Queryable,
  id: number,
  betId: number,
  decidedBy: number | null = null,
): Promise<void> {
  await q.query(
    `UPDATE bet_holds SET status = 'accepted', decided_at = now(), bet_id = $2,
                          decided_by = coalesce($3, decided_by)
      WHERE id = $1`,
    [id, betId, decidedBy],
  );
}

export async function markRefused(
  q: Queryable,
  id: number,
  refusal: Refusal,
  decidedBy: number | null = null,
): Promise<void> {
  await q.query(
    `UPDATE bet_holds SET status = 'refused', decided_at = now(), refusal = $2,
                          decided_by = coalesce($3, decided_by)
      WHERE id = $1`,
    [id, JSON.stringify(refusal), decidedBy],
  );
}

/** The desk's offer of a smaller stake, for the member to take or leave within `offerMs`. */
export async function markOffered(
  q: Queryable,
  id: number,
  offer: { satang: number; offerMs: number; by: number },
): Promise<HoldRow> {
  const { rows } = await q.query<HoldRow>(
    `UPDATE bet_holds SET referral = 'offered', offer_satang = $2, decided_by = $4,
                          due_at = now() + $3 * interval '1 millisecond'
      WHERE id = $1 RETURNING *`,
    [id, offer.satang, offer.offerMs, offer.by],
  );
  const row = rows[0];
  if (!row) throw new Error(`markOffered: held bet ${id} is gone`);
  return numeric(row);
}

/** The entry that took the stake in: the member's statement finds the bet through it. */
export async function setHoldEntry(q: Queryable, id: number, entryId: number): Promise<void> {
  await q.query('UPDATE bet_holds SET entry_id = $2 WHERE id = $1', [id, entryId]);
}

/** The member took the offer: what is held is the offered stake from now on. */
export async function takeOffer(q: Queryable, id: number): Promise<void> {
  await q.query(`UPDATE bet_holds SET amount_satang = offer_satang WHERE id = $1`, [id]);
}

/** The member's referral threshold (members.refer_above_satang), or null for the stadium's. */
export async function referAboveOf(q: Queryable, memberId: number): Promise<number | null> {
  const { rows } = await q.query<{ satang: string | null }>(
    'SELECT refer_above_satang::text AS satang FROM members WHERE id = $1',
    [memberId],
  );
  const v = rows[0]?.satang;
  return v == null ? null : Number(v);
}

/** A referred bet as the desk lists it, with its member and round. */
export type ReferredRow = HoldRow & { member_username: string; member_phone: string; round_name: string };

const REFERRED_SELECT = `SELECT h.*, mb.username AS member_username, mb.phone AS member_phone, m.round_name
     FROM bet_holds h JOIN members mb ON mb.id = h.member_id JOIN matches m ON m.id = h.match_id`;

/** The bets waiting for the desk or for their member's answer to an offer, the oldest first. */
export async function referredBets(q: Queryable, limit: number): Promise<ReferredRow[]> {
  const { rows } = await q.query<ReferredRow>(
    `${REFERRED_SELECT} WHERE h.status = 'held' AND h.referral IS NOT NULL ORDER BY h.held_at LIMIT $1`,
    [limit],
  );
  return rows.map((r) => ({ ...r, ...numeric(r) }));
}

export async function referredBet(q: Queryable, id: number): Promise<ReferredRow | null> {
  const { rows } = await q.query<ReferredRow>(`${REFERRED_SELECT} WHERE h.id = $1`, [id]);
  const r = rows[0];
  return r ? { ...r, ...numeric(r) } : null;
}

/** The member's bets waiting for the desk or for their answer to an offer. */
export async function memberReferrals(q: Queryable, memberId: number): Promise<HoldRow[]> {
  const { rows } = await q.query<HoldRow>(
    `SELECT * FROM bet_holds WHERE member_id = $1 AND status = 'held' AND referral IS NOT NULL ORDER BY held_at`,
    [memberId],
  );
  return rows.map(numeric);
}

/** The round changed but left the held bet as it was: it waits out its delay, seen at this version. */
export async function keepHeld(q: Queryable, id: number, version: number): Promise<void> {
  await q.query(`UPDATE bet_holds SET match_version = $2 WHERE id = $1 AND status = 'held'`, [id, version]);
}

/**
 * The held bets a decider should look at now: those past their due time by `graceMs` (the node that
 * took the bet in decides it at its due time; this finds the ones whose node stopped), and those whose
 * round changed since they were taken in (decided at once), oldest first.
 */
export async function holdsToDecide(
  q: Queryable,
  opts: { graceMs: number; limit: number },
): Promise<Array<{ id: number; due: boolean }>> {
  const { rows } = await q.query<{ id: number; due: boolean }>(
    `SELECT h.id, h.due_at <= now() AS due
       FROM bet_holds h JOIN matches m ON m.id = h.match_id
      WHERE h.status = 'held'
        AND (h.due_at <= now() - $1 * interval '1 millisecond' OR m.version <> h.match_version)
      ORDER BY h.due_at
      LIMIT $2`,
    [opts.graceMs, opts.limit],
  );
  return rows.map((r) => ({ id: Number(r.id), due: r.due }));
}

/** A bet's id drawn ahead of its row, so its ledger entry's key can name it (as the bet statement does). */
export async function nextBetId(q: Queryable): Promise<number> {
  const { rows } = await q.query<{ id: string }>("SELECT nextval('bets_id_seq')::text AS id");
  return Number(rows[0]?.id);
}

/**
 * The accepted bet: its row (with the entry that moved its stake from hold:bet to the round's escrow),
 * added to the member's bill of the round and to the round's book, as the bet statement adds a bet.
 */
export async function insertAcceptedBet(
  q: Queryable,
  b: Pick<
    PricedBet,
    | 'matchId'
    | 'memberId'
    | 'side'
    | 'amountSatang'
    | 'rateId'
    | 'rate1'
    | 'rate2'
    | 'multiplierPermille'
    | 'ref'
  > & { id: number; entryId: number },
): Promise<BetRow> {
  const { rows } = await q.query<BetRow>(
    `WITH bet AS (
       INSERT INTO bets (id, match_id, member_id, side, amount_satang, rate_id, rate_1, rate_2,
                         multiplier_permille, ref, entry_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
       RETURNING *
     ),
     bill AS (${addToBillsSql('bet')}),
     round_book AS (${addToBooksSql('bet')})
     SELECT bet.*, 'placed' AS status, NULL::bigint AS payout_satang FROM bet`,
    [
      b.id,
      b.matchId,
      b.memberId,
      b.side,
      b.amountSatang,
      b.rateId,
      b.rate1,
      b.rate2,
      b.multiplierPermille,
      b.ref,
      b.entryId,
    ],
  );
  const row = rows[0];
  if (!row) throw new Error(`insertAcceptedBet: bet ${b.id} was not written`);
  return row;
}

/** The seen rate's numbers for a side, when it is a rate of this round; null otherwise. */
export async function rateOfRound(
  q: Queryable,
  rateId: number,
  matchId: number,
  side: 'red' | 'blue',
): Promise<{ rate1: number; rate2: number } | null> {
  const { rows } = await q.query<{ rate1: number; rate2: number }>(
    `SELECT ${side}_rate_1 AS rate1, ${side}_rate_2 AS rate2 FROM rates WHERE id = $1 AND match_id = $2`,
    [rateId, matchId],
  );
  return rows[0] ?? null;
}

/** The member's choice when the price moves (members.odds_accept). */
export async function oddsAcceptOf(q: Queryable, memberId: number): Promise<OddsAccept> {
  const { rows } = await q.query<{ odds_accept: OddsAccept }>(
    'SELECT odds_accept FROM members WHERE id = $1',
    [memberId],
  );
  return rows[0]?.odds_accept ?? 'none';
}

export async function setOddsAccept(q: Queryable, memberId: number, accept: OddsAccept): Promise<void> {
  await q.query('UPDATE members SET odds_accept = $2 WHERE id = $1', [memberId, accept]);
}
