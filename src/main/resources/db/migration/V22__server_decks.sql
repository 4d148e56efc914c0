-- A server's own decks (issue 29, package dev.quizbot.serverdeck): the decks an admin uploads,
-- used by that server only. Runs unchanged on SQLite and PostgreSQL: instants are epoch
-- milliseconds in BIGINT, ids come from Discord or the deck.

-- The deck as uploaded, converted to the bank's YAML (DeckWriter): loading it runs the bank's
-- checks again, so a deck stored by an older version is checked by the rules of the running one.
-- One row per server and deck id: an upload of the same id replaces it. removed_at set: removed
-- by an admin, its questions no longer drawn (like retired ones); answers and history stay.
CREATE TABLE server_decks (
    guild_id        BIGINT        NOT NULL,
    deck_id         VARCHAR(100)  NOT NULL,
    title           VARCHAR(256)  NOT NULL,
    yaml            TEXT          NOT NULL,
    content_hash    CHAR(64)      NOT NULL,   -- SHA-256 of yaml: an identical re-upload changes nothing
    question_count  INTEGER       NOT NULL,
    uploaded_by     BIGINT        NOT NULL,
    uploaded_at     BIGINT        NOT NULL,
    removed_at      BIGINT,
    PRIMARY KEY (guild_id, deck_id)
);

-- Every version a server deck's question has had, named by QuestionVersion.hash (SHA-256 of the
-- prompt, the choices and the answer), as 🚩 reports name them: an upload that leaves a question's
-- text unchanged keeps its version, and so the members' history on it; an edit is a new version.
CREATE TABLE server_deck_questions (
    guild_id       BIGINT        NOT NULL,
    deck_id        VARCHAR(100)  NOT NULL,
    question_id    VARCHAR(128)  NOT NULL,
    text_hash      CHAR(64)      NOT NULL,
    first_seen_at  BIGINT        NOT NULL,
    PRIMARY KEY (guild_id, deck_id, question_id, text_hash)
);
