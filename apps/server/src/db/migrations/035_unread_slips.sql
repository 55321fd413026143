-- 035: a slip whose QR the member app could not read may still be sent, as its picture
-- and the amount the member says they transferred, to wait for a cashier (wallet/service.ts
-- submitUnreadSlip). It has no sending bank, reference or QR text; the picture (named by its
-- sha-256 in cashier_images) stands in for them: the same picture is one deposit, whoever sends it.
ALTER TABLE deposits
  ADD COLUMN is_qr_unread boolean NOT NULL DEFAULT false,
  -- the member's claim: shown to the cashier, never credited (the cashier approves what arrived)
  ADD COLUMN claimed_amount_satang bigint CHECK (claimed_amount_satang > 0);

-- 005's unnamed check "a slip has its bank, reference and QR text" gives way to one that knows both
-- kinds of slip.
DO $$
DECLARE
  c text;
BEGIN
  FOR c IN
    SELECT conname FROM pg_constraint
     WHERE conrelid = 'deposits'::regclass AND contype = 'c'
       AND pg_get_constraintdef(oid) LIKE '%sending_bank IS NOT NULL%'
  LOOP
    EXECUTE format('ALTER TABLE deposits DROP CONSTRAINT %I', c);
  END LOOP;
END $$;

ALTER TABLE deposits ADD CONSTRAINT deposits_slip_shape_check CHECK (
  CASE
    WHEN is_qr_unread THEN source = 'slip' AND sending_bank IS NULL AND trans_ref IS NULL
      AND payload IS NULL AND slip_image_name IS NOT NULL AND claimed_amount_satang IS NOT NULL
    ELSE source <> 'slip' OR (sending_bank IS NOT NULL AND trans_ref IS NOT NULL AND payload IS NOT NULL)
  END);

-- the same picture is one unread slip: of several copies sent at once exactly one is inserted
CREATE UNIQUE INDEX deposits_unread_image_uq ON deposits (slip_image_name) WHERE is_qr_unread;
-- a member's unread slips waiting (at most UNREAD_SLIPS_PENDING_MAX), and a picture seen before
CREATE INDEX deposits_unread_pending_idx ON deposits (member_id) WHERE is_qr_unread AND status = 'pending';
CREATE INDEX deposits_slip_image_idx ON deposits (slip_image_name) WHERE slip_image_name IS NOT NULL;

ALTER TABLE deposits DROP CONSTRAINT deposits_pending_reason_check;
ALTER TABLE deposits ADD CONSTRAINT deposits_pending_reason_check CHECK (pending_reason IN (
  'not_found', 'unavailable', 'no_provider', 'receiver_mismatch', 'receiver_name_mismatch',
  'sender_mismatch', 'too_old', 'qr_unreadable'));
