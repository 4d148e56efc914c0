-- Daily question (issue 6). Runs unchanged on SQLite and PostgreSQL: instants are epoch
-- milliseconds in BIGINT, local dates are ISO text 'YYYY-MM-DD' (sorts like the date).

-- One schedule per server, set with /daily set. enabled = FALSE after /daily off.
CREATE TABLE daily_schedules (
    guild_id       BIGINT      NOT NULL PRIMARY KEY,
    channel_id     BIGINT      NOT NULL,
    post_time      VARCHAR(5)  NOT NULL,          -- local wall-clock time 'HH:mm'
    zone_id        VARCHAR(64) NOT NULL,          -- IANA region id, e.g. Europe/Berlin
    topic          VARCHAR(64),                   -- NULL: every topic
    role_id        BIGINT,                        -- NULL: no role ping
    window_seconds INTEGER     NOT NULL,
    enabled        BOOLEAN     NOT NULL,
    updated_by     BIGINT      NOT NULL,
    updated_at     BIGINT      NOT NULL
);

-- Exactly once per server per local date: the row is inserted before posting and the
-- primary key lets only one process (or thread) win the insert.
CREATE TABLE daily_claims (
    guild_id    BIGINT       NOT NULL,
    local_date  VARCHAR(10)  NOT NULL,            -- the schedule's local date 'YYYY-MM-DD'
    status      VARCHAR(16)  NOT NULL,            -- CLAIMED, POSTED, FAILED or SKIPPED
    question_id VARCHAR(128),                     -- chosen at the first claim, reused by retries
    claimed_by  VARCHAR(128) NOT NULL,            -- process id of the (last) owner
    claimed_at  BIGINT       NOT NULL,
    attempts    INTEGER      NOT NULL,            -- grows on every re-claim: the fencing token
    message_id  BIGINT,                           -- set when POSTED
    last_error  VARCHAR(500),                     -- set when FAILED
    PRIMARY KEY (guild_id, local_date)
);
CREATE INDEX daily_claims_date ON daily_claims (local_date);

-- Questions already posted as a daily in a server during the current cycle; rows are
-- deleted when every eligible question has been asked (a new cycle starts).
CREATE TABLE daily_asked (
    guild_id    BIGINT       NOT NULL,
    question_id VARCHAR(128) NOT NULL,
    asked_at    BIGINT       NOT NULL,
    PRIMARY KEY (guild_id, question_id)
);
