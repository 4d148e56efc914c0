-- Every answer is a review (product spec, "Personal study"): a member's FIRST answer to an exam
-- question rates her memory of it, while the exam's score counts her final answer (she may change
-- it until submission). The memory update still happens once, at submission (ExamGrading); these
-- columns keep what it needs. Runs unchanged on SQLite and PostgreSQL; instants are epoch
-- milliseconds in BIGINT, set by the server.

-- The first choice stored for the question (author's order) and its instant; set once, by the
-- answer that finds the question never answered, and only before the deadline.
ALTER TABLE exam_questions ADD COLUMN first_choice INTEGER;
ALTER TABLE exam_questions ADD COLUMN first_answered_at BIGINT;
-- The instant the question was first made the shown one (the start for the first question, an
-- answer, skip or go moving there): the review's response time is first_answered_at - shown_at.
ALTER TABLE exam_questions ADD COLUMN shown_at BIGINT;

-- Rows stored before this release keep NULLs: their submission rates the last answer stored, with
-- no response time, as before.
