// SQL of matches, rates and stadiums. Multipliers are read as integer per-mille, never as floats.
import type { MatchCreateRequest, MatchResult, MatchType } from '@sanam/contract/matches.ts';
import type { SystemActorName } from '@sanam/contract/audit.ts';
import type { SideCloser } from '@sanam/contract/risk.ts';
import { BET_DELAY_SECONDS } from '@sanam/contract/risk.ts';
import { MIN_BET_SATANG_DEFAULT } from '@sanam/contract/stakes.ts';
import type { Queryable } from '../../db/db.ts';
import { auditSql } from '../../audit/audit-log.ts';

export type MatchRow = {
  id: number;
  round_name: string;
  round_type: MatchType;
  stadium_id: number | null;
  red_cow_name: string;
  blue_cow_name: string;
  result: MatchResult | null;
  is_prefight: boolean;
  is_open: boolean;
  is_end: boolean;
  is_open_tie: boolean;
  tie_permille: number;
  notie_permille: number | null;
  streaming_url: string | null;
  version: number;
  next_match_id: number | null;
  created_at: Date | string;
  ended_at: Date | string | null;
  settled_at: Date | string | null;
  rate_id: number | null;
  rate_name: string | null;
  red_rate_1: number | null;
  red_rate_2: number | null;
  blue_rate_1: number | null;
  blue_rate_2: number | null;
  stadium_name: string | null;
  /** the smallest stake a bet on the match takes: its own, else its stadium's */
  min_bet_satang: number;
  /** each side's own switch, the last call, and the limits in force (own, else the stadium's) */
  red_closed_by: SideCloser | null;
  blue_closed_by: SideCloser | null;
  tie_closed_by: SideCloser | null;
  last_call_at: Date | string | null;
  /**
   * The last call has run out on the database's clock when the row was read (the clock the bet
   * statement checks): a node's snapshot goes stale, so a reader ORs in its own clock too.
   */
  last_call_over: boolean;
  max_bet_satang: number | null;
  max_payout_satang: number | null;
  member_side_cap_satang: number | null;
  liability_cap_satang: number | null;
  /**
   * how long a bet on the round is held before it is decided (in-play trading), ms: the round's own,
   * else for a live round its stadium's, else the platform's live default; a pre-fight round's own or none
   */
  bet_delay_ms: number;
  /** the stadium's referral threshold: a bet above it (unless its member has their own) waits for the desk */
  stadium_refer_above_satang: number | null;
};

export type RateRow = {
  id: number;
  match_id: number;
  rate_name: string;
  red_rate_1: number;
  red_rate_2: number;
  blue_rate_1: number;
  blue_rate_2: number;
  created_at: Date | string;
};

/**
 * A stadium's minimum stake over `s` (stadiums, possibly none): NULL follows the contract's default
 * (migration 016), so the default is written once.
 */
export const minBetSql = (s: string) => `coalesce(${s}.min_bet_satang, ${MIN_BET_SATANG_DEFAULT})::bigint`;

/** A round's limit in force over `m` (matches) and `s` (its stadium): its own, else its stadium's. */
const limitSql = (name: string) => `coalesce(m.${name}, s.${name})::bigint AS ${name}`;

/** The bet delay in force (ms) over `m` (matches) and `s` (its stadium, possibly none): MatchRow.bet_delay_ms. */
export const betDelaySql = (m: string, s: string) =>
  `coalesce(${m}.bet_delay_ms, CASE WHEN ${m}.is_prefight THEN 0
                                    ELSE coalesce(${s}.bet_delay_ms, ${BET_DELAY_SECONDS.liveDefault * 1000}) END)`;

/** A MatchRow's columns over `m` (matches), `r` (its current rate) and `s` (its stadium). */
const MATCH_COLUMNS = `m.id, m.round_name, m.round_type, m.stadium_id, m.red_cow_name, m.blue_cow_name, m.result,
         m.is_prefight, m.is_open, m.is_end, m.is_open_tie,
         (m.tie_multiplier * 1000)::int AS tie_permille, (m.notie_multiplier * 1000)::int AS notie_permille,
         m.streaming_url, m.version, m.next_match_id, m.created_at, m.ended_at, m.settled_at,
         r.id AS rate_id, r.rate_name, r.red_rate_1, r.red_rate_2, r.blue_rate_1, r.blue_rate_2,
         s.name AS stadium_name, coalesce(m.min_bet_satang, ${minBetSql('s')})::bigint AS min_bet_satang,
         m.red_closed_by, m.blue_closed_by, m.tie_closed_by, m.last_call_at,
         (m.last_call_at IS NOT NULL AND m.last_call_at <= now()) AS last_call_over,
         ${limitSql('max_bet_satang')}, ${limitSql('max_payout_satang')},
         ${limitSql('member_side_cap_satang')}, ${limitSql('liability_cap_satang')},
         ${betDelaySql('m', 's')} AS bet_delay_ms, s.refer_above_satang AS stadium_refer_above_satang`;

/**
 * MatchRows of `source` (matches, or a CTE of changed matches rows), read as `m`: the current rate is
 * the newest one (DESIGN §4).
 */
const selectMatchesOf = (source: string) => `
  SELECT ${MATCH_COLUMNS}
    FROM ${source} m
    LEFT JOIN stadiums s ON s.id = m.stadium_id
    LEFT JOIN LATERAL (SELECT * FROM rates WHERE match_id = m.id ORDER BY id DESC LIMIT 1) r ON true`;
const MATCH_FROM = selectMatchesOf('matches');

/**
 * A round members are shown, over `m` (matches) and the test round names in `$param` (lower case):
 * the contract's isHiddenRound in SQL, for the member lists.
 */
const shownToMembersSql = (param: string) => `lower(btrim(m.round_name)) <> ALL(${param}::text[])`;
const MATCH_SELECT = `${MATCH_FROM}
   WHERE m.id = $1`;

export async function findMatch(q: Queryable, id: number): Promise<MatchRow | null> {
  const { rows } = await q.query<MatchRow>(MATCH_SELECT, [id], 'match-by-id');
  return rows[0] ?? null;
}

/**
 * Every running match, pre-fight ones included, whatever its stadium shows (GET /user/match), but
 * the test rounds (`hiddenNames`, lower case).
 */
export async function listRunningMatches(q: Queryable, hiddenNames: string[]): Promise<MatchRow[]> {
  const { rows } = await q.query<MatchRow>(
    `${MATCH_FROM} WHERE NOT m.is_end AND ${shownToMembersSql('$1')} ORDER BY m.id`,
    [hiddenNames],
  );
  return rows;
}

/**
 * The home live tab (GET /user/match/listopen): running matches of the stadiums shown to members
 * and of none, by stadium then id, but the test rounds (`hiddenNames`, lower case).
 */
export async function listOpenMatches(q: Queryable, hiddenNames: string[]): Promise<MatchRow[]> {
  const { rows } = await q.query<MatchRow>(
    `${MATCH_FROM} WHERE NOT m.is_end AND (s.id IS NULL OR s.is_display) AND ${shownToMembersSql('$1')}
     ORDER BY m.stadium_id NULLS LAST, m.id`,
    [hiddenNames],
  );
  return rows;
}

/**
 * The home ended tab (GET /user/match/listend): rounds ended in the last `hours`, newest first,
 * of the stadiums shown, without the rounds named as test rounds (`hiddenNames`, lower case).
 */
export async function listEndedMatches(
  q: Queryable,
  opts: { hours: number; limit: number; hiddenNames: string[] },
): Promise<MatchRow[]> {
  const { rows } = await q.query<MatchRow>(
    `${MATCH_FROM}
     WHERE m.is_end AND m.ended_at >= now() - make_interval(hours => $1::int)
       AND (s.id IS NULL OR s.is_display)
       AND ${shownToMembersSql('$2')}
     ORDER BY m.ended_at DESC, m.id DESC
     LIMIT $3`,
    [opts.hours, opts.hiddenNames, opts.limit],
  );
  return rows;
}

/** A round of the console's list: with its book's turnover and, once settled, the house's result. */
export type DeskMatchRow = MatchRow & { bets: number; turnover_satang: number; house_satang: number | null };

/**
 * The console's list (GET /api/admin/matches): newest first, each with its book (migration 021):
 * what was staked, and once settled what the house kept under the result in force (everything
 * refunded on 'other').
 */
export async function listMatchesForDesk(
  q: Queryable,
  opts: { status: 'running' | 'ended' | 'all'; stadiumId: number | null; limit: number },
): Promise<DeskMatchRow[]> {
  const { rows } = await q.query<DeskMatchRow>(
    `SELECT d.*, coalesce(rb.bets, 0) AS bets, coalesce(rb.stake_satang, 0)::bigint AS turnover_satang,
            CASE WHEN d.settled_at IS NULL THEN NULL
                 ELSE coalesce(rb.stake_satang - CASE d.result WHEN 'red' THEN rb.red_return_satang
                                                               WHEN 'blue' THEN rb.blue_return_satang
                                                               WHEN 'green' THEN rb.green_return_satang
                                                               ELSE rb.stake_satang END, 0)::bigint
            END AS house_satang
       FROM (${MATCH_FROM}
     WHERE ($1::text = 'all' OR m.is_end = ($1::text = 'ended'))
       AND ($2::bigint IS NULL OR m.stadium_id = $2)
     ORDER BY m.id DESC
     LIMIT $3) d
       LEFT JOIN round_books rb ON rb.match_id = d.id
      ORDER BY d.id DESC`,
    [opts.status, opts.stadiumId, opts.limit],
  );
  return rows;
}

/** The rates of a match, newest (current) first. */
export async function listRates(q: Queryable, matchId: number, limit: number): Promise<RateRow[]> {
  const { rows } = await q.query<RateRow>(
    'SELECT * FROM rates WHERE match_id = $1 ORDER BY id DESC LIMIT $2',
    [matchId, limit],
  );
  return rows;
}

/**
 * The match with its current rate, its row locked: FOR SHARE lets bets run side by side, FOR UPDATE
 * (operator changes: rate, open/close, end) waits for the bets in flight and holds new ones back.
 */
export async function lockMatch(
  q: Queryable,
  id: number,
  mode: 'share' | 'update',
): Promise<MatchRow | null> {
  const { rows } = await q.query<MatchRow>(
    `${MATCH_SELECT} FOR ${mode === 'share' ? 'SHARE' : 'UPDATE'} OF m`,
    [id],
  );
  return rows[0] ?? null;
}

export async function matchExists(q: Queryable, id: number): Promise<boolean> {
  const { rows } = await q.query('SELECT 1 FROM matches WHERE id = $1', [id]);
  return rows.length > 0;
}

export async function insertMatch(q: Queryable, m: MatchCreateRequest): Promise<number> {
  const { rows } = await q.query<{ id: number }>(
    `WITH m AS (
       INSERT INTO matches (round_name, round_type, stadium_id, red_cow_name, blue_cow_name, is_prefight, streaming_url,
                            bet_delay_ms)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id
     ),
     -- its book, which every bet statement locks (betting/place-queries.ts)
     book AS (INSERT INTO round_books (match_id) SELECT id FROM m)
     SELECT id FROM m`,
    [
      m.round_name,
      m.round_type,
      m.stadium_id ?? null,
      m.red_cow_name,
      m.blue_cow_name,
      m.is_prefight,
      m.streaming_url ?? null,
      m.bet_delay == null ? null : m.bet_delay * 1000,
    ],
  );
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('insertMatch returned no id');
  return id;
}

export type PublishedRate =
  { outcome: 'published'; match: MatchRow; rate: RateRow } | { outcome: 'not_found' | 'ended' | 'raced' };

/**
 * Publishes a rate in one statement, its own transaction (one round trip on the way to the room's
 * RATE): locks the match FOR UPDATE, adds the rate, bumps the match's version (a new rate
 * is a change of the match: clients drop events older than what they hold) and writes the audit row
 * (the admin module's auditSql: before, the rate it replaces; after, the new one). The rate it
 * replaces is read from the statement's snapshot; a change of the match committed while the
 * statement waited for the lock would make that read stale, so then nothing is written and the
 * outcome is 'raced' (the caller runs it again). Returns the match as it now is.
 */
export async function publishRate(
  q: Queryable,
  matchId: number,
  r: { rate_name: string; red_rate_1: number; red_rate_2: number; blue_rate_1: number; blue_rate_2: number },
  by: { operatorId: number | null; ip: string | null; system?: SystemActorName | undefined },
): Promise<PublishedRate> {
  const { rows } = await q.query<
    MatchRow & { found: boolean; ended: boolean; raced: boolean; new_rate_created_at: Date | string | null }
  >(
    `WITH locked AS (
       SELECT id, is_end, version FROM matches WHERE id = $1 FOR UPDATE
     ),
     seen AS (
       SELECT version FROM matches WHERE id = $1
     ),
     go AS (
       SELECT l.id FROM locked l JOIN seen ON seen.version = l.version WHERE NOT l.is_end
     ),
     previous AS (
       SELECT id, rate_name FROM rates WHERE match_id = $1 ORDER BY id DESC LIMIT 1
     ),
     rate AS (
       INSERT INTO rates (match_id, rate_name, red_rate_1, red_rate_2, blue_rate_1, blue_rate_2)
       SELECT id, $2, $3, $4, $5, $6 FROM go
       RETURNING *
     ),
     bumped AS (
       UPDATE matches m SET version = m.version + 1 FROM rate WHERE m.id = rate.match_id RETURNING m.*
     ),
     audited AS (
       ${auditSql({
         from: 'rate LEFT JOIN previous ON true',
         operatorId: '$7::bigint',
         action: 'match.rate',
         targetType: "'match'",
         targetId: 'rate.match_id::text',
         before: `CASE WHEN previous.id IS NULL THEN NULL
                       ELSE jsonb_build_object('rate_id', previous.id, 'rate_name', previous.rate_name) END`,
         after: "jsonb_build_object('rate_id', rate.id) || $8::jsonb",
         ip: '$9',
         system: '$10::text',
       })}
     ),
     probe AS (
       SELECT count(*) > 0 AS found, coalesce(bool_or(l.is_end), false) AS ended,
              coalesce(bool_or(l.version <> seen.version), false) AS raced
         FROM locked l LEFT JOIN seen ON true
     )
     SELECT probe.found, probe.ended, probe.raced, ${MATCH_COLUMNS}, r.created_at AS new_rate_created_at
       FROM probe
       LEFT JOIN bumped m ON true
       LEFT JOIN rate r ON true
       LEFT JOIN stadiums s ON s.id = m.stadium_id`,
    [
      matchId,
      r.rate_name,
      r.red_rate_1,
      r.red_rate_2,
      r.blue_rate_1,
      r.blue_rate_2,
      by.operatorId,
      JSON.stringify(r),
      by.ip,
      by.system ?? null,
    ],
    'publish-rate',
  );
  const row = rows[0];
  if (!row?.found) return { outcome: 'not_found' };
  if (row.ended) return { outcome: 'ended' };
  if (row.raced || row.rate_id === null || row.new_rate_created_at === null) return { outcome: 'raced' };
  const { found: _found, ended: _ended, raced: _raced, new_rate_created_at, ...match } = row;
  return {
    outcome: 'published',
    match,
    rate: { id: row.rate_id, match_id: row.id, ...r, created_at: new_rate_created_at },
  };
}

/** The fields an operator may correct on a running match (PATCH /api/admin/matches/:id). */
export async function updateMatchFields(
  q: Queryable,
  id: number,
  f: { round_name: string; red_cow_name: string; blue_cow_name: string; streaming_url: string | null },
): Promise<void> {
  await q.query(
    `UPDATE matches
        SET round_name = $2, red_cow_name = $3, blue_cow_name = $4, streaming_url = $5, version = version + 1
      WHERE id = $1`,
    [id, f.round_name, f.red_cow_name, f.blue_cow_name, f.streaming_url],
  );
}

/**
 * Betting on or off. Closing it closes everything: tie and no-tie with red and blue, and a last call
 * counting down; tie takes bets after a close only when the operator opens it again on purpose
 * (setTie), so a tie the close shut reads as the operator's, and one already shut (by the cap, say)
 * keeps its reason. Opening touches betting on red and blue alone.
 */
export async function setBettingOpen(q: Queryable, id: number, isOpen: boolean): Promise<void> {
  await q.query(
    `UPDATE matches SET is_open = $2, last_call_at = CASE WHEN $2 THEN last_call_at END,
            is_open_tie = is_open_tie AND $2,
            tie_closed_by = CASE WHEN $2 OR NOT is_open_tie THEN tie_closed_by ELSE 'operator' END,
            version = version + 1
      WHERE id = $1`,
    [id, isOpen],
  );
}

/** Whether the round's last call has run out on the database's clock (the bet statement's). */
export async function lastCallDue(q: Queryable, id: number): Promise<boolean> {
  const { rows } = await q.query<{ due: boolean }>(
    'SELECT last_call_at IS NOT NULL AND last_call_at <= now() AS due FROM matches WHERE id = $1',
    [id],
  );
  return rows[0]?.due ?? false;
}

/** Multipliers arrive as per-mille and are stored as exact decimals (numeric ÷ 1000, no float). */
export async function setTie(
  q: Queryable,
  id: number,
  tie: { isOpen: boolean; tiePermille?: number; notiePermille?: number | null },
): Promise<void> {
  await q.query(
    `UPDATE matches
        SET is_open_tie = $2,
            tie_multiplier = CASE WHEN $3::int IS NULL THEN tie_multiplier ELSE $3::numeric / 1000 END,
            notie_multiplier = CASE WHEN $4::boolean THEN $5::numeric / 1000 ELSE notie_multiplier END,
            version = version + 1
      WHERE id = $1`,
    [id, tie.isOpen, tie.tiePermille ?? null, tie.notiePermille !== undefined, tie.notiePermille ?? null],
  );
}

export async function markEnded(
  q: Queryable,
  id: number,
  result: MatchResult,
  nextMatchId: number | null,
): Promise<void> {
  await q.query(
    `UPDATE matches
        SET is_end = true, is_open = false, is_open_tie = false, last_call_at = NULL, result = $2,
            next_match_id = coalesce($3, next_match_id), ended_at = now(), version = version + 1
      WHERE id = $1`,
    [id, result, nextMatchId],
  );
}

/**
 * Marks an ended round settled and answers it as it now stands, in one statement (the settlement
 * reads it for CHANGE END); null when the round is not ended or was settled already.
 */
export async function markSettled(q: Queryable, id: number): Promise<MatchRow | null> {
  const { rows } = await q.query<MatchRow>(
    `WITH settled AS (
       UPDATE matches SET settled_at = now() WHERE id = $1 AND is_end AND settled_at IS NULL RETURNING *
     )
     ${selectMatchesOf('settled')}`,
    [id],
  );
  return rows[0] ?? null;
}

/** The corrected result of a settled round (a new version), answering the round as it now stands. */
export async function markRegraded(q: Queryable, id: number, result: MatchResult): Promise<MatchRow> {
  const { rows } = await q.query<MatchRow>(
    `WITH regraded AS (
       UPDATE matches SET result = $2, version = version + 1 WHERE id = $1 RETURNING *
     )
     ${selectMatchesOf('regraded')}`,
    [id, result],
  );
  const row = rows[0];
  if (!row) throw new Error(`markRegraded: match ${id} is gone`);
  return row;
}

/** Whether a running round members are shown (not a test round of `hiddenNames`) names the stream. */
export async function runningMatchHasStream(
  q: Queryable,
  streamingUrl: string,
  hiddenNames: string[],
): Promise<boolean> {
  const { rows } = await q.query(
    `SELECT 1 FROM matches m WHERE NOT m.is_end AND m.streaming_url = $1 AND ${shownToMembersSql('$2')} LIMIT 1`,
    [streamingUrl, hiddenNames],
  );
  return rows.length > 0;
}

// ── Risk controls ───────────────────────────────────────────────────────────────────────

/** Red's or blue's own switch: null opens the side, a closer closes it. A new version. */
export async function setSideClosed(
  q: Queryable,
  id: number,
  side: 'red' | 'blue',
  closedBy: SideCloser | null,
): Promise<void> {
  await q.query(`UPDATE matches SET ${side}_closed_by = $2, version = version + 1 WHERE id = $1`, [
    id,
    closedBy,
  ]);
}

/** Tie betting on or off at the multipliers it has, and who closed it (null when it opens). */
export async function setTieSwitch(q: Queryable, id: number, isOpen: boolean, closedBy: SideCloser | null) {
  await q.query(
    'UPDATE matches SET is_open_tie = $2, tie_closed_by = $3, version = version + 1 WHERE id = $1',
    [id, isOpen, isOpen ? null : closedBy],
  );
}

/** Betting closes by itself `seconds` from now (the database's clock, which every bet statement reads). */
export async function startLastCall(q: Queryable, id: number, seconds: number): Promise<void> {
  await q.query(
    `UPDATE matches SET last_call_at = now() + $2 * interval '1 second', version = version + 1 WHERE id = $1`,
    [id, seconds],
  );
}

export async function cancelLastCall(q: Queryable, id: number): Promise<void> {
  await q.query('UPDATE matches SET last_call_at = NULL, version = version + 1 WHERE id = $1', [id]);
}

/** The running rounds with a last call counting down, and when each closes. */
export async function pendingLastCalls(q: Queryable): Promise<{ id: number; last_call_at: Date | string }[]> {
  const { rows } = await q.query<{ id: number; last_call_at: Date | string }>(
    'SELECT id, last_call_at FROM matches WHERE last_call_at IS NOT NULL AND NOT is_end',
  );
  return rows;
}

/** A round's own limits, in satang (null: its stadium's). */
export type OwnLimits = {
  min_bet_satang: number | null;
  max_bet_satang: number | null;
  max_payout_satang: number | null;
  member_side_cap_satang: number | null;
  liability_cap_satang: number | null;
  /** the bet delay, ms (null: the next level's: the round's stadium's, the stadium's platform default) */
  bet_delay_ms: number | null;
};
export const LIMIT_COLUMNS = [
  'min_bet_satang',
  'max_bet_satang',
  'max_payout_satang',
  'member_side_cap_satang',
  'liability_cap_satang',
  'bet_delay_ms',
] as const satisfies readonly (keyof OwnLimits)[];

export async function ownLimits(
  q: Queryable,
  table: 'matches' | 'stadiums',
  id: number,
): Promise<OwnLimits | null> {
  const { rows } = await q.query<OwnLimits>(
    `SELECT ${LIMIT_COLUMNS.join(', ')} FROM ${table} WHERE id = $1`,
    [id],
  );
  return rows[0] ?? null;
}

export async function setOwnLimits(q: Queryable, table: 'matches' | 'stadiums', id: number, l: OwnLimits) {
  const sets = LIMIT_COLUMNS.map((c, i) => `${c} = $${i + 2}`).join(', ');
  await q.query(
    `UPDATE ${table} SET ${sets}${table === 'matches' ? ', version = version + 1' : ''} WHERE id = $1`,
    [id, ...LIMIT_COLUMNS.map((c) => l[c])],
  );
}

/** A round's book (migration 021): its stakes and what its bets return under each result. */
export type RoundBookRow = {
  bets: number;
  stake_satang: number;
  red_return_satang: number;
  blue_return_satang: number;
  green_return_satang: number;
  /** the step tickets' worst case on each side (migration 030) */
  red_step_satang: number;
  blue_step_satang: number;
  green_step_satang: number;
};

export async function roundBook(q: Queryable, matchId: number): Promise<RoundBookRow> {
  const { rows } = await q.query<RoundBookRow>(
    `SELECT bets, stake_satang, red_return_satang, blue_return_satang, green_return_satang,
            red_step_satang, blue_step_satang, green_step_satang
       FROM round_books WHERE match_id = $1`,
    [matchId],
  );
  return (
    rows[0] ?? {
      bets: 0,
      stake_satang: 0,
      red_return_satang: 0,
      blue_return_satang: 0,
      green_return_satang: 0,
      red_step_satang: 0,
      blue_step_satang: 0,
      green_step_satang: 0,
    }
  );
}
