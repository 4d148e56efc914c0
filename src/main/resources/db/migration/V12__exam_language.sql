-- The language of the member's last /exam interaction (a language tag such as 'de'), so the report
-- sent when the time is up, which answers no interaction, is worded in it (dev.quizbot.exam
-- .ExamLanguages). NULL for exams started before: English. Runs unchanged on SQLite and PostgreSQL.
ALTER TABLE exams ADD COLUMN language VARCHAR(16);
