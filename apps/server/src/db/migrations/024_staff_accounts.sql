-- 024: staff accounts. An admin adds staff and resets their passwords; a password
-- an admin chose is known to two people, so its owner must choose a new one at their next sign-in.
ALTER TABLE operators ADD COLUMN must_change_password boolean NOT NULL DEFAULT false;
-- the admin's staff list counts each account's live sessions and finds its last login
CREATE INDEX sessions_operator_idx ON sessions (subject_id, created_at DESC) WHERE subject_kind = 'operator';
