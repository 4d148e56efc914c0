-- Mock exams (issue 17, package dev.quizbot.exam). Runs unchanged on SQLite and PostgreSQL:
-- ids come from the application, instants are epoch milliseconds in BIGINT.

-- One exam of one member. status is the compare-and-set that makes a submission happen once,
-- whoever tries (the member, the ticker of any process, a start-up after downtime):
-- UPDATE ... WHERE status = 'RUNNING'.
CREATE TABLE exams (
    exam_id        BIGINT           NOT NULL PRIMARY KEY,
    user_id        BIGINT           NOT NULL,
    deck_id        VARCHAR(128)     NOT NULL,
    question_count INTEGER          NOT NULL,
    minutes        INTEGER          NOT NULL,  -- asked for, before the member's extra time
    time_factor    DOUBLE PRECISION NOT NULL,  -- 1.0, 1.25 or 1.5 (study_settings.exam_time_factor)
    pass_percent   INTEGER          NOT NULL,
    started_at     BIGINT           NOT NULL,
    ends_at        BIGINT           NOT NULL,  -- the server's deadline: answers stored later never count
    position       INTEGER          NOT NULL,  -- the question shown, for /exam resume
    status         VARCHAR(16)      NOT NULL,  -- RUNNING, SUBMITTED or ABANDONED
    finished_at    BIGINT,                     -- submitted or abandoned at
    submitted_by   VARCHAR(16),                -- MEMBER or TIME_UP
    score          INTEGER                     -- right answers, set at submission
);
-- One running exam per member, decided by the database (two clicks, two processes).
CREATE UNIQUE INDEX exams_running ON exams (user_id) WHERE status = 'RUNNING';
-- The ticker's and the start-up's query: running exams past their deadline.
CREATE INDEX exams_due ON exams (ends_at) WHERE status = 'RUNNING';
CREATE INDEX exams_user ON exams (user_id, started_at);

-- The exam's questions in the order asked; the member's answer is stored as it is given, with the
-- server's instant, so a restart resumes and a late submission scores only what came in time.
CREATE TABLE exam_questions (
    exam_id      BIGINT       NOT NULL,
    idx          INTEGER      NOT NULL,   -- 0-based place in the exam
    question_id  VARCHAR(128) NOT NULL,
    topic        VARCHAR(64)  NOT NULL,
    choice       INTEGER,                 -- picked choice in the author's order; NULL: none
    answered_at  BIGINT,                  -- server instant the answer was stored
    flagged      BOOLEAN      NOT NULL,
    skipped      BOOLEAN      NOT NULL,
    is_right     BOOLEAN,                 -- set at submission; NULL before
    PRIMARY KEY (exam_id, idx)
);
