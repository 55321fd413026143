-- 002: stadiums, matches, rates, bets and bills (DESIGN §4). Money in integer satang; multipliers are
-- exact decimals (numeric), read by the server as integer per-mille so no float touches a payout.

CREATE TABLE stadiums (
  id          bigserial PRIMARY KEY,
  name        text NOT NULL,
  type        text NOT NULL CHECK (type IN ('bull', 'cock', 'muay', 'other')),
  is_display  boolean NOT NULL DEFAULT true,
  created_at  timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE matches (
  id                bigserial PRIMARY KEY,
  round_name        text NOT NULL,
  round_type        text NOT NULL DEFAULT 'bull' CHECK (round_type IN ('bull', 'cock', 'muay', 'other')),
  stadium_id        bigint REFERENCES stadiums(id),
  red_cow_name      text NOT NULL,
  blue_cow_name     text NOT NULL,
  result            text CHECK (result IN ('red', 'blue', 'green', 'other')),
  is_prefight       boolean NOT NULL DEFAULT false,
  is_open           boolean NOT NULL DEFAULT false,
  is_end            boolean NOT NULL DEFAULT false,
  is_open_tie       boolean NOT NULL DEFAULT false,
  tie_multiplier    numeric(7, 3) NOT NULL DEFAULT 1.7 CHECK (tie_multiplier >= 1),
  notie_multiplier  numeric(7, 3) CHECK (notie_multiplier >= 1),
  streaming_url     text,
  version           int NOT NULL DEFAULT 1,
  next_match_id     bigint REFERENCES matches(id),
  created_at        timestamptz NOT NULL DEFAULT now(),
  ended_at          timestamptz,
  settled_at        timestamptz,
  CHECK (is_end OR (result IS NULL AND settled_at IS NULL)),
  CHECK (NOT is_end OR NOT (is_open OR is_open_tie))
);
CREATE INDEX matches_running_idx ON matches (id) WHERE NOT is_end;

-- The newest rate of a match is its current rate; rates are never edited, a new one is published.
CREATE TABLE rates (
  id           bigserial PRIMARY KEY,
  match_id     bigint NOT NULL REFERENCES matches(id),
  rate_name    text NOT NULL,
  red_rate_1   int NOT NULL CHECK (red_rate_1 > 0),
  red_rate_2   int NOT NULL CHECK (red_rate_2 > 0),
  blue_rate_1  int NOT NULL CHECK (blue_rate_1 > 0),
  blue_rate_2  int NOT NULL CHECK (blue_rate_2 > 0),
  created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX rates_match_idx ON rates (match_id, id DESC);

-- A bet keeps the price it was placed on: rate_1/rate_2 for red and blue, multiplier_permille for
-- tie and notie. `ref` is the member's idempotency key.
CREATE TABLE bets (
  id                   bigserial PRIMARY KEY,
  match_id             bigint NOT NULL REFERENCES matches(id),
  member_id            bigint NOT NULL REFERENCES members(id),
  side                 text NOT NULL CHECK (side IN ('red', 'blue', 'tie', 'notie')),
  amount_satang        bigint NOT NULL CHECK (amount_satang > 0),
  rate_id              bigint REFERENCES rates(id),
  rate_1               int CHECK (rate_1 > 0),
  rate_2               int CHECK (rate_2 > 0),
  multiplier_permille  int CHECK (multiplier_permille >= 1000),
  ref                  text NOT NULL,
  status               text NOT NULL DEFAULT 'placed' CHECK (status IN ('placed', 'won', 'lost', 'refunded')),
  payout_satang        bigint CHECK (payout_satang >= 0),
  entry_id             bigint REFERENCES journal_entries(id),
  created_at           timestamptz NOT NULL DEFAULT now(),
  settled_at           timestamptz,
  UNIQUE (member_id, ref),
  CHECK (
    (side IN ('red', 'blue') AND rate_id IS NOT NULL AND rate_1 IS NOT NULL AND rate_2 IS NOT NULL
      AND multiplier_permille IS NULL)
    OR (side IN ('tie', 'notie') AND rate_id IS NULL AND rate_1 IS NULL AND rate_2 IS NULL
      AND multiplier_permille IS NOT NULL)
  ),
  CHECK ((status = 'placed') = (payout_satang IS NULL))
);
CREATE INDEX bets_match_idx ON bets (match_id, member_id);
CREATE INDEX bets_member_idx ON bets (member_id, id DESC);

-- One bill per member per settled match (type 4 in the member's history): what they staked and
-- what came back to them (wins and refunds).
CREATE TABLE bills (
  id                 bigserial PRIMARY KEY,
  match_id           bigint NOT NULL REFERENCES matches(id),
  member_id          bigint NOT NULL REFERENCES members(id),
  credit_satang      bigint NOT NULL CHECK (credit_satang >= 0),
  win_amount_satang  bigint NOT NULL CHECK (win_amount_satang >= 0),
  entry_id           bigint REFERENCES journal_entries(id),
  created_at         timestamptz NOT NULL DEFAULT now(),
  UNIQUE (match_id, member_id)
);
CREATE INDEX bills_member_idx ON bills (member_id, id DESC);
