-- answers_guild_time (guild_id, answered_at) is a prefix of answers_period_board (V3): every query
-- it served can use that index, and each stored answer paid for keeping a fifth b-tree.
DROP INDEX answers_guild_time;
