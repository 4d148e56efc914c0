-- Leaderboard read paths (package dev.quizbot.leaderboard). Indexes only: the rounds writer
-- keeps owning every row, so nothing here has to be maintained by hand.
-- Runs unchanged on SQLite and PostgreSQL.

-- Weekly and monthly boards: one range scan of a guild's answers in the period, covering
-- (no table lookups), grouped per member.
CREATE INDEX answers_period_board ON answers (guild_id, answered_at, user_id, points, correct);

-- Boards restricted to one topic (any period): the same scan narrowed to the topic first.
CREATE INDEX answers_topic_board ON answers (guild_id, topic, answered_at, user_id, points, correct);

-- All-time ranks without scanning a server: how many members hold each (points, correct)
-- score. A member's rank is the sum of the buckets above theirs plus the few members in their own
-- bucket who reached it earlier, so /leaderboard and /stats stay fast at 100,000 members.
-- Kept by MemberScoreCounts.afterAnswer, which the rounds store calls in the transaction that
-- updates member_stats; MemberScoreCounts.rebuild recomputes it from member_stats.
CREATE TABLE leaderboard_score_counts (
    guild_id BIGINT  NOT NULL,
    points   BIGINT  NOT NULL,
    correct  INTEGER NOT NULL,
    members  INTEGER NOT NULL,
    PRIMARY KEY (guild_id, points, correct)
);

INSERT INTO leaderboard_score_counts (guild_id, points, correct, members)
SELECT guild_id, points, correct, COUNT(*) FROM member_stats GROUP BY guild_id, points, correct;
