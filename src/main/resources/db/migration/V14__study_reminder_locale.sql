-- The language of the interaction where a member set /review remind (a BCP 47 tag such as "de" or
-- "ja"): a reminder DM has no interaction of its own to take the member's client language from.
-- NULL: English (rows from before this column, or a member who never set a reminder).
ALTER TABLE study_settings ADD COLUMN reminder_locale VARCHAR(16);
