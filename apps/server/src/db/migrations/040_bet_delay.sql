-- 040: in-play trading (issue 39). A live bet is held for the round's bet delay, its stake reserved
-- in the ledger (member:<id> → hold:bet), and then decided on the round as it then stands by the one
-- stake rule set: accepted (the reservation moves on to the round's escrow as the bet) or refused
-- (the reservation returns). The delay is set per stadium for its live rounds and per round, in
-- milliseconds (whole seconds on the wire); null follows the next level (round → stadium → the
-- platform's live default; pre-fight rounds hold nothing unless the round says so).
ALTER TABLE stadiums ADD COLUMN bet_delay_ms integer CHECK (bet_delay_ms BETWEEN 0 AND 10000);
ALTER TABLE matches ADD COLUMN bet_delay_ms integer CHECK (bet_delay_ms BETWEEN 0 AND 10000);

-- big bets referred to the desk (contract referrals.ts): a bet above the member's threshold, else its
-- round's stadium's, waits for a trader; null: none
ALTER TABLE stadiums ADD COLUMN refer_above_satang bigint CHECK (refer_above_satang > 0);
ALTER TABLE members ADD COLUMN refer_above_satang bigint CHECK (refer_above_satang > 0);

-- the member's choice when the price moves before a bet is taken (contract ODDS_ACCEPT)
ALTER TABLE members ADD COLUMN odds_accept text NOT NULL DEFAULT 'none'
  CHECK (odds_accept IN ('none', 'better', 'any'));

CREATE TABLE bet_holds (
  id              bigserial PRIMARY KEY,
  member_id       bigint NOT NULL REFERENCES members(id),
  match_id        bigint NOT NULL REFERENCES matches(id),
  -- the sign-in the bet came from: a bet is taken only while it is live
  session_id      uuid,
  route           text NOT NULL CHECK (route IN ('live', 'prefight')),
  side            text NOT NULL CHECK (side IN ('red', 'blue', 'tie', 'notie')),
  amount_satang   bigint NOT NULL CHECK (amount_satang > 0),
  -- the member's idempotency key: the bet, once taken, carries the same one
  ref             text NOT NULL,
  -- the price the member saw: the rate (and its numbers for the side), or the multiplier
  seen_rate_id    bigint,
  seen_rate_1     integer,
  seen_rate_2     integer,
  seen_permille   integer,
  accept          text NOT NULL CHECK (accept IN ('none', 'better', 'any')),
  -- the round's version the bet was taken in on: a change of the round (a new rate, a side closed)
  -- has it decided at once rather than at the end of the delay
  match_version   integer NOT NULL,
  held_at         timestamptz NOT NULL DEFAULT now(),
  due_at          timestamptz NOT NULL,
  status          text NOT NULL DEFAULT 'held' CHECK (status IN ('held', 'accepted', 'refused')),
  decided_at      timestamptz,
  bet_id          bigint REFERENCES bets(id),
  -- a refusal (contract wager-rules Refusal: rule, message key, fields), as the member is told
  refusal         jsonb,
  -- a bet referred to the desk: waiting for it, or offered a smaller stake (offer_satang) the member
  -- takes or leaves by due_at; asked_satang is the stake first asked for, amount_satang what is held
  referral        text CHECK (referral IN ('waiting', 'offered')),
  offer_satang    bigint CHECK (offer_satang > 0),
  asked_satang    bigint,
  -- the staff member who accepted, declined or countered it
  decided_by      bigint REFERENCES operators(id),
  -- the entry that took the stake in (member → hold:bet): the member's statement names the bet by it
  entry_id        bigint REFERENCES journal_entries(id),
  UNIQUE (member_id, ref),
  CHECK ((status = 'held') = (decided_at IS NULL)),
  CHECK (status <> 'accepted' OR bet_id IS NOT NULL),
  CHECK (status <> 'refused' OR refusal IS NOT NULL)
);
-- what the deciders look for: the held bets by due time, and by round (a change decides them at once)
CREATE INDEX bet_holds_due ON bet_holds (due_at) WHERE status = 'held';
CREATE INDEX bet_holds_match ON bet_holds (match_id) WHERE status = 'held';
CREATE INDEX bet_holds_referred ON bet_holds (held_at) WHERE status = 'held' AND referral IS NOT NULL;
