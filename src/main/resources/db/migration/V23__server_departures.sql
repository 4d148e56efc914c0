-- Servers and members leaving (issue 28, package dev.quizbot.lifecycle). Runs unchanged on SQLite
-- and PostgreSQL: instants are epoch milliseconds in BIGINT, ids come from Discord.

-- A server the bot was removed from (GUILD_DELETE without "unavailable", or missing from READY at a
-- start). Its schedules stop at once; its rows are kept until left_at + servers.keepAfterRemoval,
-- then purged by the lifecycle ticker of any process. A re-invite deletes the row: nothing is lost.
CREATE TABLE guild_departures (
    guild_id  BIGINT  NOT NULL PRIMARY KEY,
    left_at   BIGINT  NOT NULL
);
CREATE INDEX guild_departures_due ON guild_departures (left_at);

-- A member who left a server (GUILD_MEMBER_REMOVE): off that server's boards, the rows kept. A
-- return (GUILD_MEMBER_ADD) deletes the row and puts the member back where they were.
CREATE TABLE member_departures (
    guild_id  BIGINT  NOT NULL,
    user_id   BIGINT  NOT NULL,
    left_at   BIGINT  NOT NULL,
    PRIMARY KEY (guild_id, user_id)
);
