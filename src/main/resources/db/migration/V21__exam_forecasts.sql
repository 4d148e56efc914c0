-- The readiness forecast of each mock exam, made when the exam starts (issue 30), so the bot can
-- check itself later: `quizbot calibration` compares it with the submitted score. One row per
-- exam, written right after the exam's row; an exam started before this release has none.
-- Runs unchanged on SQLite and PostgreSQL; instants are epoch milliseconds in BIGINT.
-- V19 and V20 are other branches' numbers; this one is V21.
CREATE TABLE exam_forecasts (
    exam_id          BIGINT           NOT NULL PRIMARY KEY,  -- exams.exam_id
    user_id          BIGINT           NOT NULL,
    predicted_score  DOUBLE PRECISION NOT NULL,  -- the expected share right, 0 to 1
    pass_probability DOUBLE PRECISION NOT NULL,  -- the chance of reaching the pass mark, 0 to 1
    pass_mark        DOUBLE PRECISION NOT NULL,  -- the exam's pass mark, 0 to 1
    score_low        DOUBLE PRECISION NOT NULL,  -- the 10th percentile of the share right
    score_high       DOUBLE PRECISION NOT NULL,  -- the 90th percentile
    forecast_at      BIGINT           NOT NULL   -- the exam's start
);
