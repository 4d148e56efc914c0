-- What each stored exam forecast knew of the member and what the bot's learned correction added
-- (issue 30, study.ScoreCorrection): the correction is learned from these rows, by the share of the
-- deck seen, against the forecast before its own correction. Rows stored before this release have
-- no deck_seen and are not learned from. Runs unchanged on SQLite and PostgreSQL.
ALTER TABLE exam_forecasts ADD COLUMN deck_seen DOUBLE PRECISION;  -- share of the deck seen, 0 to 1
ALTER TABLE exam_forecasts ADD COLUMN score_correction DOUBLE PRECISION NOT NULL DEFAULT 0;
