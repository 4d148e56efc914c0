-- A suggestion's version, one more at each admin edit. A card's Edit and Approve buttons carry the
-- version they show; an edit or approval of an older one changes nothing (compare-and-set), so an
-- Edit form opened before another admin's edit cannot silently undo it, and Approve publishes only
-- what the approving admin saw. Runs unchanged on SQLite and PostgreSQL.
ALTER TABLE question_suggestions ADD COLUMN version INTEGER NOT NULL DEFAULT 0;
