-- 036: named system actors in the audit log. The demo's seed and match simulator act as
-- themselves, never as a staff member: a row names an operator or a system actor (contract
-- SYSTEM_ACTORS), never both. Rows written before stay as they were (the log is append-only).
ALTER TABLE audit_log
  ADD COLUMN system_actor text
    CONSTRAINT audit_log_system_actor_check
    CHECK (system_actor IS NULL OR (system_actor IN ('demo_simulator', 'demo_seed') AND operator_id IS NULL));
