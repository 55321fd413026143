-- 023: the bet statement's guard. A bet statement runs first on its own, without the
-- round's book lock of migration 021: bets on one round then commit one after another on the book
-- row's own update instead of waiting for a lock taken before the statement. Its caps were read from
-- the statement's snapshot, so after its writes it compares them with the book and bills it has just
-- updated (the latest committed rows plus its own, held locked to its commit). When a cap is passed,
-- or a bet would be refused by the liability cap on what the snapshot read, it calls this function,
-- which fails the statement (nothing of it is written), and the bets are written again under the
-- lock, where the caps are exact.
CREATE FUNCTION bet_statement_needs_lock() RETURNS int LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'a bet statement reached a cap without its round''s lock' USING ERRCODE = 'SNLCK';
END
$$;
