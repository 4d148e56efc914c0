-- Leaderboard read paths (package dev.quizbot.leaderboard). Indexes only: the rounds writer
-- keeps owning every row, so nothing here has to be maintained by hand.
-- Runs unchanged on SQLite and PostgreSQL.

-- Weekly and monthly boards: one range scan of a guild's answers in the period, covering
-- (no table lookups), grouped per member.
CREATE INDEX answers_period_board ON answers (guild_id, answered_at, user_id, points, correct);

-- Boards restricted to one topic (any period): the same scan narrowed to the topic first.
CREATE INDEX answers_topic_board ON answers (guild_id, topic, answered_at, user_id, points, correct);
