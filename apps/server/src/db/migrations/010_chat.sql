-- 010: live chat: one chat per stadium. A message is plain text as typed; an operator's
-- delete keeps the row (who and when) and hides it from everyone. A mute stops one member from
-- sending in one stadium until a time; unmuting deletes the row.

CREATE TABLE chat_messages (
  id          bigserial PRIMARY KEY,
  stadium_id  bigint NOT NULL REFERENCES stadiums(id),
  member_id   bigint NOT NULL REFERENCES members(id),
  username    text NOT NULL,
  text        text NOT NULL CHECK (length(text) BETWEEN 1 AND 200),
  created_at  timestamptz NOT NULL DEFAULT now(),
  deleted_at  timestamptz,
  deleted_by  bigint REFERENCES operators(id)
);
-- the history of a stadium: its last live messages
CREATE INDEX chat_messages_stadium_idx ON chat_messages (stadium_id, id DESC) WHERE deleted_at IS NULL;

CREATE TABLE chat_mutes (
  stadium_id   bigint NOT NULL REFERENCES stadiums(id),
  member_id    bigint NOT NULL REFERENCES members(id),
  until        timestamptz NOT NULL,
  operator_id  bigint REFERENCES operators(id),
  created_at   timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (stadium_id, member_id)
);
