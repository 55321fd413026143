-- 008: step (parlay) tickets and their legs (DESIGN §4). A ticket holds its stake in
-- escrow:step:<ticket id> until its last leg's round settles; each leg keeps the rate it was placed
-- on. A ticket is settled in gradings like a match: grading 1 when its last leg settles, grading N + 1
-- for each regrade of one of its rounds; keys `step:<ticket>:g<N>:settle` / `:reverse`.

CREATE TABLE step_tickets (
  id             bigserial PRIMARY KEY,
  member_id      bigint NOT NULL REFERENCES members(id),
  amount_satang  bigint NOT NULL CHECK (amount_satang > 0),
  legs_count     int NOT NULL CHECK (legs_count BETWEEN 2 AND 10),
  -- the member's idempotency key (body `ref` or the Idempotency-Key header)
  ref            text,
  status         text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'won', 'lost', 'refunded')),
  payout_satang  bigint CHECK (payout_satang >= 0),
  grading        int NOT NULL DEFAULT 0 CHECK (grading >= 0),
  entry_id       bigint REFERENCES journal_entries(id),
  created_at     timestamptz NOT NULL DEFAULT now(),
  settled_at     timestamptz,
  UNIQUE (member_id, ref),
  CHECK ((status = 'pending') = (payout_satang IS NULL)),
  CHECK ((status = 'pending') = (grading = 0))
);
CREATE INDEX step_tickets_member_idx ON step_tickets (member_id, id DESC);

CREATE TABLE step_legs (
  id         bigserial PRIMARY KEY,
  ticket_id  bigint NOT NULL REFERENCES step_tickets(id),
  match_id   bigint NOT NULL REFERENCES matches(id),
  side       text NOT NULL CHECK (side IN ('red', 'blue')),
  rate_id    bigint NOT NULL REFERENCES rates(id),
  rate_1     int NOT NULL CHECK (rate_1 > 0),
  rate_2     int NOT NULL CHECK (rate_2 > 0),
  status     text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'won', 'lost', 'void')),
  UNIQUE (ticket_id, match_id)
);
CREATE INDEX step_legs_match_idx ON step_legs (match_id, ticket_id);
