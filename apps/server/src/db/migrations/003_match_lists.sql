-- 003: the member app's ended list (spec §2 ended tab) reads the newest ended rounds every 30 s;
-- this keeps it an index range scan however many rounds have been played.
CREATE INDEX matches_ended_idx ON matches (ended_at DESC, id DESC) WHERE is_end;
