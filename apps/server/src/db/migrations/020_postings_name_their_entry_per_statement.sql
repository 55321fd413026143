-- 020: every posting names an existing journal entry, checked once per statement instead of once per
-- row (the settlement bench). The foreign key postings.entry_id → journal_entries(id) ran its
-- check as a row trigger: 10,000 lookups for a settlement's 10,000 coin postings, a quarter of that
-- entry's time. The same rule now holds through three triggers, in the same transaction as the
-- write that would break it:
--   - an INSERT or UPDATE of postings is refused when any of its rows names an entry that does not
--     exist (one anti-join over the statement's rows);
--   - a DELETE of a journal entry that postings name, or a change of its id, is refused;
--   - TRUNCATE of journal_entries is refused while postings hold rows.
-- Entries are immutable (DESIGN §3), so the last two only ever fire on a mistake.
ALTER TABLE postings DROP CONSTRAINT postings_entry_id_fkey;

CREATE FUNCTION postings_name_their_entry() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM new_postings n
              WHERE NOT EXISTS (SELECT 1 FROM journal_entries j WHERE j.id = n.entry_id)) THEN
    RAISE EXCEPTION 'a posting names a journal entry that does not exist'
      USING ERRCODE = 'foreign_key_violation';
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER postings_name_their_entry_on_insert AFTER INSERT ON postings
  REFERENCING NEW TABLE AS new_postings
  FOR EACH STATEMENT EXECUTE FUNCTION postings_name_their_entry();
CREATE TRIGGER postings_name_their_entry_on_update AFTER UPDATE ON postings
  REFERENCING NEW TABLE AS new_postings
  FOR EACH STATEMENT EXECUTE FUNCTION postings_name_their_entry();

CREATE FUNCTION journal_entries_keep_their_postings() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    IF EXISTS (SELECT 1 FROM postings) THEN
      RAISE EXCEPTION 'journal entries are named by postings' USING ERRCODE = 'foreign_key_violation';
    END IF;
    RETURN NULL;
  END IF;
  IF (TG_OP = 'DELETE' OR NEW.id <> OLD.id)
     AND EXISTS (SELECT 1 FROM postings p WHERE p.entry_id = OLD.id) THEN
    RAISE EXCEPTION 'journal entry % is named by postings', OLD.id USING ERRCODE = 'foreign_key_violation';
  END IF;
  RETURN CASE TG_OP WHEN 'DELETE' THEN OLD ELSE NEW END;
END $$;

CREATE TRIGGER journal_entries_keep_their_postings BEFORE DELETE OR UPDATE OF id ON journal_entries
  FOR EACH ROW EXECUTE FUNCTION journal_entries_keep_their_postings();
CREATE TRIGGER journal_entries_keep_their_postings_truncate BEFORE TRUNCATE ON journal_entries
  FOR EACH STATEMENT EXECUTE FUNCTION journal_entries_keep_their_postings();
