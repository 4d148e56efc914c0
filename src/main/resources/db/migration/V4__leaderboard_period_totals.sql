-- Weekly and monthly boards without aggregating the period's answers on every request
-- (package dev.quizbot.leaderboard, PeriodTotals). Runs unchanged on SQLite and PostgreSQL.

-- A member's totals in one week or month of a server, the period computed in the server's zone
-- at the time the answer was stored. Upserted in the transaction that inserts the answer.
CREATE TABLE leaderboard_period_totals (
    guild_id     BIGINT      NOT NULL,
    period       VARCHAR(8)  NOT NULL,            -- WEEK or MONTH
    zone_id      VARCHAR(64) NOT NULL,            -- the zone the period was computed in
    period_start BIGINT      NOT NULL,            -- first instant of the period in that zone
    user_id      BIGINT      NOT NULL,
    points       BIGINT      NOT NULL,
    correct      INTEGER     NOT NULL,
    answered     INTEGER     NOT NULL,
    reached_at   BIGINT      NOT NULL,            -- last point-earning answer in the period; 0 if none
    PRIMARY KEY (guild_id, period, zone_id, period_start, user_id)
);
CREATE INDEX leaderboard_period_board ON leaderboard_period_totals
    (guild_id, period, zone_id, period_start, points DESC, correct DESC, reached_at, user_id);

-- Which periods the totals hold completely: those of zone zone_id starting at or after
-- complete_from. Set when a server's first answer is stored with totals (MIN for a server without
-- earlier answers; just after its latest earlier answer otherwise) and reset when its zone changes.
-- A board for any other period is aggregated from the answers as before.
CREATE TABLE leaderboard_period_coverage (
    guild_id      BIGINT      NOT NULL PRIMARY KEY,
    zone_id       VARCHAR(64) NOT NULL,
    complete_from BIGINT      NOT NULL
);
