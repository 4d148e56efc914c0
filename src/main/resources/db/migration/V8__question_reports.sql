-- Question quality (issue 18, package dev.quizbot.quality). Runs unchanged on SQLite and
-- PostgreSQL: instants are epoch milliseconds in BIGINT, ids come from Discord or the bank.

-- A member's report of a problem with one version of a question (the 🚩 button of a reveal or a
-- private answer). text_hash names the version: QuestionVersion.hash, the lowercase hex SHA-256
-- of the prompt, the choices in the deck's order and the answer (UTF-8, joined by U+001F), so an
-- edit of the question's text makes a new version while a reshuffle of its choices does not. The
-- key allows one report per member per question version: a second is "already noted".
CREATE TABLE question_reports (
    user_id      BIGINT        NOT NULL,
    question_id  VARCHAR(128)  NOT NULL,
    text_hash    CHAR(64)      NOT NULL,
    guild_id     BIGINT,                          -- NULL: reported in a DM (private study)
    picked       TEXT,                            -- text of the choice the member had picked; NULL: none
    reason       VARCHAR(16)   NOT NULL CHECK (reason IN ('wrong_key', 'ambiguous', 'outdated', 'typo', 'other')),
    note         VARCHAR(1000),                   -- the member's words, at most 1000 characters
    created_at   BIGINT        NOT NULL,
    PRIMARY KEY (user_id, question_id, text_hash)
);
