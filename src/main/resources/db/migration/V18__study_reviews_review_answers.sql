-- quizbot items reads every /review and terminal-practice answer (question and instant, by member)
-- to tell a member's first attempt at a question from a later one (quality.OtherAnswers). Without an
-- index that read scanned every review: channel answers are reviews too, so most of the table, each
-- row 18 columns wide. This partial index holds only source REVIEW rows and the columns read, in
-- member order: a covering scan, no sort. Storing a channel answer's review (source CHANNEL or
-- DAILY) never touches it, so the per-answer storage cost (bench row P8) stays as it was.
CREATE INDEX study_reviews_review_answers ON study_reviews (user_id, question_id, answered_at)
    WHERE source = 'REVIEW';
