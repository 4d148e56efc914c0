-- Terminal practice (issue 19, package dev.quizbot.practice). Runs unchanged on SQLite and
-- PostgreSQL: instants are epoch milliseconds in BIGINT.

-- A learner of `quizbot practice` (no Discord account) by name, and the user id their study data
-- is stored under in the study_* tables. The ids are NEGATIVE: a Discord snowflake is a positive
-- 63-bit number, so no learner can ever share a Discord member's memory, sessions or reviews, and
-- the study domain needs no second key. The CHECK keeps it so whatever writes the table.
CREATE TABLE practice_learners (
    name        VARCHAR(64)   NOT NULL PRIMARY KEY,
    user_id     BIGINT        NOT NULL UNIQUE CHECK (user_id < 0),
    created_at  BIGINT        NOT NULL
);
