-- Members' suggested questions (issue 29, package dev.quizbot.suggestion): a member's form, checked
-- by the bank's rules, waits for an admin's Approve, Edit or Reject. Runs unchanged on SQLite and
-- PostgreSQL: instants are epoch milliseconds in BIGINT.

-- state: pending, approved or rejected. It changes only from pending, by a compare-and-set
-- (UPDATE ... WHERE state = 'pending'), so two admins pressing Approve at once approve once.
-- wrong_answers: one per line, as typed. An approved suggestion is a question of the server's
-- deck "members", rebuilt from these rows in the approval's transaction.
CREATE TABLE question_suggestions (
    id             BIGINT         NOT NULL PRIMARY KEY,   -- random, made by the application
    guild_id       BIGINT         NOT NULL,
    author_id      BIGINT         NOT NULL,
    deck_id        VARCHAR(100)   NOT NULL,   -- the deck whose topics the member chose from
    topic          VARCHAR(64)    NOT NULL,
    prompt         VARCHAR(1500)  NOT NULL,
    correct_answer VARCHAR(300)   NOT NULL,
    wrong_answers  VARCHAR(2000)  NOT NULL,
    explanation    VARCHAR(1024)  NOT NULL,
    reference      VARCHAR(300),
    state          VARCHAR(10)    NOT NULL,
    created_at     BIGINT         NOT NULL,
    reviewer_id    BIGINT,
    reviewed_at    BIGINT,
    reason         VARCHAR(500),
    edited_by      BIGINT,
    review_message_id BIGINT      -- the card posted in the review channel, edited when decided
);
CREATE INDEX question_suggestions_guild_state ON question_suggestions (guild_id, state, id);
CREATE INDEX question_suggestions_author ON question_suggestions (guild_id, author_id, id);

-- Per server: where pending suggestions are posted (null: only /question review lists them). The
-- approval updates the row first: on PostgreSQL its row lock orders two approvals of one server, so
-- the second rebuilds the members' deck with the first's question in it.
CREATE TABLE suggestion_settings (
    guild_id           BIGINT  PRIMARY KEY,
    review_channel_id  BIGINT,
    deck_writes        BIGINT  NOT NULL DEFAULT 0
);
