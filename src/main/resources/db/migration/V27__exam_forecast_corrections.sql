-- What each stored exam forecast knew and was made with (issue 30, study.ScoreCorrection): the
-- share of the deck the member had seen, what the learned correction added to the expected score,
-- and how many members' exams the prior was learned from. The correction is learned from these
-- rows, by the share of the deck seen, against the forecast before its own correction, and only
-- from forecasts made with a learned prior (a terminal learner's, or one in a bot's first minutes
-- before it has learned, start from the default prior). Rows stored before this release have no
-- deck_seen and are not learned from. Runs unchanged on SQLite and PostgreSQL.
ALTER TABLE exam_forecasts ADD COLUMN deck_seen DOUBLE PRECISION;
ALTER TABLE exam_forecasts ADD COLUMN score_correction DOUBLE PRECISION NOT NULL DEFAULT 0;
ALTER TABLE exam_forecasts ADD COLUMN prior_members INTEGER NOT NULL DEFAULT 0;
