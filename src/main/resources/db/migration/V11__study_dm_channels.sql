-- The bot's DM channel with a member, stored once opened (issue 16): a study reminder then sends
-- straight to it, one request instead of two (Discord's "create DM" first), which halves a
-- fan-out's time under the global 50 requests/s. A DM channel's id is stable for a member and the
-- bot; if Discord answers 10003 Unknown Channel the reminder opens it again and stores the new id.
-- Keyed by the member, like every study table: /review reset deletes the row.
CREATE TABLE study_dm_channels (
    user_id     BIGINT  NOT NULL PRIMARY KEY,
    channel_id  BIGINT  NOT NULL,
    opened_at   BIGINT  NOT NULL
);
