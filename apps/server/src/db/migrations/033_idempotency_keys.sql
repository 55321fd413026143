-- 033: an Idempotency-Key is bound to the request it was first sent with.
--
-- One row per (caller, key): the route and a sha256 of the request it came with (the caller, the
-- route, its params, query and body), and, once it succeeded, the answer it got. The same key with
-- another request is refused; a true retry gets the stored answer. The money itself stays guarded by
-- each module's own key (the ledger's entry key, a bet's or a withdrawal's ref), so a retry still
-- moves it once however this table is read. `principal` is `member:<id>` or `operator:<id>`.
CREATE TABLE idempotency_keys (
  principal   text        NOT NULL,
  key         text        NOT NULL,
  route       text        NOT NULL,
  fingerprint text        NOT NULL,
  status      int,
  reply       jsonb,
  created_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (principal, key)
);
