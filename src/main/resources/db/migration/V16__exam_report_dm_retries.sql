-- Report DMs exactly once, continued (V13): what a retry of an owed report DM needs, kept in the
-- row so it holds across restarts and processes.
-- attempts: failed sends so far; the next one waits longer each time (ExamReportDms.backoff), and
-- after ExamReportDms.MAX_ATTEMPTS the row is GAVE_UP (the report stays in /exam history).
ALTER TABLE exam_report_dms ADD COLUMN attempts INTEGER NOT NULL DEFAULT 0;
-- The earliest instant the next attempt may start; NULL: at once.
ALTER TABLE exam_report_dms ADD COLUMN next_attempt_at BIGINT;
-- The first claim: any claim after it is a retake, which first reads the member's DM since a minute
-- before this instant for a report an earlier attempt got to Discord without hearing back.
ALTER TABLE exam_report_dms ADD COLUMN first_claimed_at BIGINT;
-- A DM owed at the upgrade may have had attempts the old rows did not record: its next claim is a
-- retake that searches from a minute before the submission.
UPDATE exam_report_dms SET first_claimed_at = owed_at WHERE state = 'OWED';
