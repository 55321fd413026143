-- 009: event / quiz bets: an operator's question with 2 to 10 options at decimal odds,
-- and the members' bets on them. Stakes wait in escrow:event:<id> until the event is settled (the
-- winners paid, the rest to the house) or cancelled (every bet refunded).

CREATE TABLE events (
  id           bigserial PRIMARY KEY,
  question     text NOT NULL CHECK (length(question) BETWEEN 1 AND 200),
  state        text NOT NULL DEFAULT 'draft'
               CHECK (state IN ('draft', 'open', 'closed', 'settled', 'cancelled')),
  -- bets are refused from this moment on; null: until the operator closes the event
  closes_at    timestamptz,
  -- bumped by every change a member could have priced a bet on (odds, options, state)
  version      integer NOT NULL DEFAULT 1,
  winner       text,
  created_at   timestamptz NOT NULL DEFAULT now(),
  updated_at   timestamptz NOT NULL DEFAULT now(),
  settled_at   timestamptz,
  CHECK ((state = 'settled') = (winner IS NOT NULL))
);
CREATE INDEX events_state_idx ON events (state);

-- odds in hundredths (1.85 → 185): a winning stake returns floor(stake × odds_cents / 100)
CREATE TABLE event_options (
  event_id    bigint NOT NULL REFERENCES events(id) ON DELETE CASCADE,
  key         text NOT NULL CHECK (key ~ '^[a-z0-9_-]{1,20}$'),
  label       text NOT NULL CHECK (length(label) BETWEEN 1 AND 60),
  odds_cents  integer NOT NULL CHECK (odds_cents BETWEEN 101 AND 100000),
  position    smallint NOT NULL,
  PRIMARY KEY (event_id, key)
);

-- a bet keeps the odds it was placed at, whatever the operator quotes after
CREATE TABLE event_bets (
  id             bigserial PRIMARY KEY,
  event_id       bigint NOT NULL REFERENCES events(id),
  member_id      bigint NOT NULL REFERENCES members(id),
  option_key     text NOT NULL,
  amount_satang  bigint NOT NULL CHECK (amount_satang > 0),
  odds_cents     integer NOT NULL,
  ref            text,
  status         text NOT NULL DEFAULT 'placed' CHECK (status IN ('placed', 'won', 'lost', 'refunded')),
  payout_satang  bigint,
  entry_id       bigint REFERENCES journal_entries(id),
  created_at     timestamptz NOT NULL DEFAULT now(),
  settled_at     timestamptz,
  FOREIGN KEY (event_id, option_key) REFERENCES event_options(event_id, key)
);
CREATE UNIQUE INDEX event_bets_member_ref_uq ON event_bets (member_id, ref) WHERE ref IS NOT NULL;
CREATE INDEX event_bets_event_idx ON event_bets (event_id, option_key);
CREATE INDEX event_bets_member_idx ON event_bets (member_id, event_id);
