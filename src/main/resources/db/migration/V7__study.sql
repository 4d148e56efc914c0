-- Personal study (issue 16, package dev.quizbot.study). Runs unchanged on SQLite and PostgreSQL:
-- ids come from the application, instants are epoch milliseconds in BIGINT, local dates are ISO
-- text 'YYYY-MM-DD', FSRS's stability and difficulty are DOUBLE PRECISION (REAL on SQLite).
-- Every table is keyed by the member (user_id) first: study data is the member's, across all the
-- bot's servers, and /review reset deletes it by that key alone.

-- FSRS memory state of one member for one question (a row exists once the member answered it).
CREATE TABLE study_memory (
    user_id          BIGINT           NOT NULL,
    question_id      VARCHAR(128)     NOT NULL,
    stability        DOUBLE PRECISION NOT NULL,  -- S, days
    difficulty       DOUBLE PRECISION NOT NULL,  -- D, 1..10
    card_state       VARCHAR(16)      NOT NULL,  -- LEARNING, REVIEW or RELEARNING
    step             INTEGER          NOT NULL,  -- learning or relearning step index
    due_at           BIGINT           NOT NULL,
    last_review_at   BIGINT           NOT NULL,
    reps             INTEGER          NOT NULL,
    lapses           INTEGER          NOT NULL,
    introduced_at    BIGINT           NOT NULL,  -- first answer: the daily new-question limit counts these
    PRIMARY KEY (user_id, question_id)
);
-- A session's due questions: a range of one member's rows in due order.
CREATE INDEX study_memory_due ON study_memory (user_id, due_at);

-- One review = one first answer to one posting. The key names the posting (a channel or daily
-- round, a /review session's position, an exam's question), so a re-graded answer counts once.
-- The state before and after is kept whole: true retention (Review-state answers right) and a
-- later optimiser of the weights need nothing else.
CREATE TABLE study_reviews (
    user_id           BIGINT           NOT NULL,
    source            VARCHAR(16)      NOT NULL,  -- CHANNEL, DAILY, REVIEW or EXAM
    source_id         BIGINT           NOT NULL,  -- round id, session id or exam id
    source_seq        INTEGER          NOT NULL,  -- 0 for rounds; the position in a session or exam
    question_id       VARCHAR(128)     NOT NULL,
    rating            INTEGER          NOT NULL,  -- FSRS grade: 1 Again .. 4 Easy
    answered_at       BIGINT           NOT NULL,
    response_ms       BIGINT,                     -- NULL when unknown (an answer graded after a restart)
    elapsed_days      BIGINT           NOT NULL,  -- whole days since the previous review, as FSRS counted
    state_before      VARCHAR(16),                -- NULL: the question was new to the member
    stability_before  DOUBLE PRECISION,
    difficulty_before DOUBLE PRECISION,
    due_before        BIGINT,
    recall_before     DOUBLE PRECISION,           -- predicted recall at the answer (NULL when new)
    state_after       VARCHAR(16)      NOT NULL,
    stability_after   DOUBLE PRECISION NOT NULL,
    difficulty_after  DOUBLE PRECISION NOT NULL,
    due_after         BIGINT           NOT NULL,
    PRIMARY KEY (user_id, source, source_id, source_seq)
);
CREATE INDEX study_reviews_user_time ON study_reviews (user_id, answered_at);

-- Per-member settings (/review settings, /review remind); no row means the defaults.
CREATE TABLE study_settings (
    user_id           BIGINT           NOT NULL PRIMARY KEY,
    desired_retention DOUBLE PRECISION NOT NULL,  -- 0.80..0.97
    daily_new_limit   INTEGER          NOT NULL,
    exam_date         VARCHAR(10),                -- 'YYYY-MM-DD' or NULL
    reminder_time     VARCHAR(5),                 -- local 'HH:mm' or NULL
    zone_id           VARCHAR(64)      NOT NULL,  -- IANA zone of the member's days
    reminder_enabled  BOOLEAN          NOT NULL,
    exam_time_factor  DOUBLE PRECISION NOT NULL,  -- 1.0, 1.25 or 1.5
    updated_at        BIGINT           NOT NULL
);
-- The reminder tick reads the members who turned reminders on, not every member.
CREATE INDEX study_settings_reminders ON study_settings (user_id) WHERE reminder_enabled = TRUE;

-- A /review session, stored at every answer so it survives kill -9 and resumes. queue holds the
-- question ids in serving order, one per line, requeued misses included; position is the
-- index of the question being asked; missed the ids answered wrong and not yet right since.
CREATE TABLE study_sessions (
    session_id     BIGINT       NOT NULL PRIMARY KEY,
    user_id        BIGINT       NOT NULL,
    started_at     BIGINT       NOT NULL,
    queue          TEXT         NOT NULL,
    position       INTEGER      NOT NULL,
    missed         TEXT         NOT NULL,
    answered       INTEGER      NOT NULL,
    right_answers  INTEGER      NOT NULL,
    topic          VARCHAR(64),                   -- filters; NULL: any
    deck_id        VARCHAR(128),
    max_count      INTEGER,
    version        INTEGER      NOT NULL,         -- grows at every update: compare-and-set
    updated_at     BIGINT       NOT NULL,
    done_at        BIGINT                         -- NULL while open
);
-- One open session per member, decided by the database (two processes, two clicks).
CREATE UNIQUE INDEX study_sessions_open ON study_sessions (user_id) WHERE done_at IS NULL;
CREATE INDEX study_sessions_user ON study_sessions (user_id, started_at);

-- Exactly one reminder per member per local date, across restarts and processes: the row is
-- inserted before the DM is sent and the primary key lets one process win (as daily_claims).
CREATE TABLE study_reminder_claims (
    user_id     BIGINT       NOT NULL,
    local_date  VARCHAR(10)  NOT NULL,            -- the member's local date 'YYYY-MM-DD'
    status      VARCHAR(16)  NOT NULL,            -- CLAIMED, SENT, FAILED or SKIPPED
    claimed_by  VARCHAR(128) NOT NULL,
    claimed_at  BIGINT       NOT NULL,
    attempts    INTEGER      NOT NULL,            -- grows on every re-claim: the fencing token
    last_error  VARCHAR(500),
    PRIMARY KEY (user_id, local_date)
);
