-- 006: rewards and growth (DESIGN §7): the redeem items with their images, the members' redeem
-- orders, and the affiliate rewards paid on invited members' first deposits.

-- An item's picture, uploaded by an operator: named by its content (sha-256), so a name never
-- changes what it shows and the image can be cached forever.
CREATE TABLE redeem_images (
  name          text PRIMARY KEY,
  content_type  text NOT NULL CHECK (content_type IN ('image/png', 'image/jpeg', 'image/webp', 'image/svg+xml')),
  bytes         bytea NOT NULL,
  created_at    timestamptz NOT NULL DEFAULT now()
);

-- A prize members buy with coins. Items 5, 6 and 7 are the cash tiers of spec §5 (300, 500, 1000
-- coins for 100, 200, 500 baht; the amounts are the contract's CASH_EXCHANGE_TIERS); every other
-- item is goods delivered to an address. stock NULL means no limit.
CREATE TABLE redeem_items (
  id          bigserial PRIMARY KEY,
  name        text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
  image_name  text REFERENCES redeem_images(name),
  point       integer NOT NULL CHECK (point > 0),
  stock       integer CHECK (stock >= 0),
  is_active   boolean NOT NULL DEFAULT true,
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now()
);
INSERT INTO redeem_items (id, name, point) VALUES
  (5, 'แลก 300 เหรียญ รับเครดิต 100 บาท', 300),
  (6, 'แลก 500 เหรียญ รับเครดิต 200 บาท', 500),
  (7, 'แลก 1,000 เหรียญ รับเครดิต 500 บาท', 1000);
-- items operators add are numbered after the cash tiers
SELECT setval(pg_get_serial_sequence('redeem_items', 'id'), 7);

-- A redeem: the coins it took (coins:<id> → promo:redeem, and for a cash tier promo:redeem →
-- member:<id> in the same entry), the coins before and after, and for goods the address and what
-- the operators did with it. A cancelled order carries the entry that gave the coins back.
CREATE TABLE redeem_orders (
  id               bigserial PRIMARY KEY,
  member_id        bigint NOT NULL REFERENCES members(id),
  item_id          bigint NOT NULL REFERENCES redeem_items(id),
  -- the item's name when it was redeemed (the history keeps it if the item is renamed)
  item_name        text NOT NULL,
  point            integer NOT NULL CHECK (point > 0),
  cash_satang      bigint CHECK (cash_satang > 0),
  address          text,
  status           text NOT NULL CHECK (status IN ('completed', 'pending', 'shipped', 'cancelled')),
  -- the member's Idempotency-Key: the same key twice is one order
  request_key      text,
  entry_id         bigint REFERENCES journal_entries(id),
  before_point     bigint,
  after_point      bigint,
  refund_entry_id  bigint REFERENCES journal_entries(id),
  note             text,
  decided_by       bigint REFERENCES operators(id),
  decided_at       timestamptz,
  created_at       timestamptz NOT NULL DEFAULT now(),
  CHECK ((status = 'cancelled') = (refund_entry_id IS NOT NULL)),
  CHECK (cash_satang IS NULL OR status = 'completed'),
  CHECK (cash_satang IS NOT NULL OR address IS NOT NULL)
);
CREATE UNIQUE INDEX redeem_orders_request_uq ON redeem_orders (member_id, request_key) WHERE request_key IS NOT NULL;
CREATE INDEX redeem_orders_member_idx ON redeem_orders (member_id, id DESC);
CREATE INDEX redeem_orders_status_idx ON redeem_orders (status, id DESC);

-- The affiliate reward (DESIGN §7): one per invited member (the primary key), 10% of their first
-- approved deposit, promo:affiliate → member:<referrer> (type 7), posted with that deposit's credit.
CREATE TABLE affiliate_rewards (
  member_id       bigint PRIMARY KEY REFERENCES members(id),
  referrer_id     bigint NOT NULL REFERENCES members(id),
  deposit_id      bigint NOT NULL REFERENCES deposits(id),
  deposit_satang  bigint NOT NULL CHECK (deposit_satang > 0),
  reward_satang   bigint NOT NULL CHECK (reward_satang >= 0),
  -- null when 10% of the deposit rounds down to nothing
  entry_id        bigint REFERENCES journal_entries(id),
  created_at      timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX affiliate_rewards_referrer_idx ON affiliate_rewards (referrer_id, created_at DESC);

-- Whether a member earned their referrer the reward is the affiliate_rewards row (its primary key
-- makes it once); the flag of 001 was never set and would be a second truth.
ALTER TABLE members DROP COLUMN is_aff_reward;
