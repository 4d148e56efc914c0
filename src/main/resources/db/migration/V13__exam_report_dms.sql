-- The report DM an exam submitted at its deadline owes its member (issue 17: nothing is lost,
-- anything sent on a schedule is sent exactly once). The row is written in the submission's
-- transaction; a process claims it with a compare-and-set on (state, claimed_at) before the DM,
-- and a claim older than the stale time (its process died mid-send) is taken over.
-- V12 is another branch's number; this one is V13.
CREATE TABLE exam_report_dms (
    exam_id    BIGINT       NOT NULL PRIMARY KEY,
    user_id    BIGINT       NOT NULL,
    state      VARCHAR(16)  NOT NULL,  -- OWED, SENT or GAVE_UP (Discord refused: 50007)
    owed_at    BIGINT       NOT NULL,  -- the submission's instant
    claimed_by VARCHAR(128),           -- the process sending it now; NULL: nobody
    claimed_at BIGINT,
    done_at    BIGINT                  -- delivered (SENT) or given up at
);
-- The ticker's query: owed DMs, oldest first.
CREATE INDEX exam_report_dms_owed ON exam_report_dms (owed_at) WHERE state = 'OWED';
