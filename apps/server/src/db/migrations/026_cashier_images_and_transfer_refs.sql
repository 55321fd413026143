-- 026 (the cashier's desk): the picture of the slip a member uploaded is kept with the
-- deposit, and a paid withdrawal records the bank's transfer reference and maybe a picture of the
-- transfer. Pictures are stored as the redeem items' are (006): named by their content (sha-256),
-- in the database so every node serves the same ones; these are served to staff only.
CREATE TABLE cashier_images (
  name          text PRIMARY KEY,
  content_type  text NOT NULL CHECK (content_type IN ('image/png', 'image/jpeg', 'image/webp')),
  bytes         bytea NOT NULL,
  created_at    timestamptz NOT NULL DEFAULT now()
);

ALTER TABLE deposits ADD COLUMN slip_image_name text REFERENCES cashier_images(name);

-- Withdrawals paid before 026 carry no reference; every one paid since does.
ALTER TABLE withdrawals
  ADD COLUMN transfer_ref text CHECK (transfer_ref IS NULL OR length(transfer_ref) BETWEEN 1 AND 64),
  ADD COLUMN transfer_image_name text REFERENCES cashier_images(name);
