-- study_reviews_user_time (user_id, answered_at) served only one member's queries (/stats: reviews
-- today, 30-day retention, study-day streak), which the primary key's user_id prefix serves as
-- well: they read that member's rows, hundreds or a few thousand. Every stored answer is a review
-- (issue 16), and keeping this third b-tree cost about a sixth of the CPU of storing one
-- (AnswerStoreCpuBench -Dreviews=true: 45.9 against 38.0 us per answer).
DROP INDEX study_reviews_user_time;
