-- When a closed round's message was edited into its reveal, or the reveal was given up for good
-- (message or channel deleted, access taken away). Closed with no revealed_at: the process died
-- between closing the round and the edit, and the next start sends that reveal.
ALTER TABLE rounds ADD COLUMN revealed_at BIGINT;

-- Rounds closed before this release were revealed then (or never will be): an upgrade must not
-- re-edit years of messages at its first start.
UPDATE rounds SET revealed_at = closed_at WHERE closed_at IS NOT NULL;

-- Holds only rows not revealed yet (the open rounds and the few a crash left unrevealed), so
-- "closed but not revealed" at start-up reads a handful of entries, not every round ever closed.
CREATE INDEX rounds_unrevealed ON rounds (closed_at) WHERE revealed_at IS NULL;
