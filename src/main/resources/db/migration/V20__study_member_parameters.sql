-- Each member's own FSRS-6 weights (issue 30): refitted from the member's reviews on the study work
-- executor when enough new ones arrived, kept only when they predict the member's recent reviews
-- better than the weights in use. No row, or weights NULL: the defaults. Runs unchanged on SQLite and
-- PostgreSQL; instants are epoch milliseconds in BIGINT, set by the server.
CREATE TABLE study_member_parameters (
    user_id            BIGINT           NOT NULL PRIMARY KEY,
    weights            VARCHAR(512),              -- 21 comma-separated numbers; NULL: the defaults
    guessing           INTEGER          NOT NULL, -- 1: fitted with guessing in the likelihood
    fitted_at          BIGINT,                    -- when the weights in use were fitted (NULL: defaults)
    fitted_reviews     INTEGER          NOT NULL, -- the member's reviews they were fitted on
    checked_at         BIGINT           NOT NULL, -- the last refit attempt (kept or not) or reset
    checked_reviews    INTEGER          NOT NULL  -- the member's reviews at that attempt
);
