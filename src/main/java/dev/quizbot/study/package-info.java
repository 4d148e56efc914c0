/**
 * Personal study: FSRS-6, the memory model that decides when a member sees a question again. Plain
 * Java, no JDA, no clock of its own: every call takes the instant it is about.
 *
 * <p>{@link dev.quizbot.study.Scheduler} turns a {@link dev.quizbot.study.MemoryState} (or none,
 * for a first answer) and a {@link dev.quizbot.study.Rating} into a {@link
 * dev.quizbot.study.ReviewOutcome}; {@link dev.quizbot.study.FsrsParameters} holds the validated
 * settings; {@link dev.quizbot.study.LearnAhead} says what counts as due when a session starts.
 *
 * <p>On top of it, the member's study: {@link dev.quizbot.study.ReviewService} runs {@code /review}
 * sessions ({@link dev.quizbot.study.StudyPlanner} plans them, {@link
 * dev.quizbot.study.ReviewQueue} orders and requeues), {@link dev.quizbot.study.StudyStatsService}
 * and {@link dev.quizbot.study.ReadinessService} ({@link dev.quizbot.study.Readiness}) read it.
 * Storage is behind small interfaces, one JDBC implementation each, on the tables of {@code
 * V7__study.sql}: {@link dev.quizbot.study.MemoryStore}, {@link dev.quizbot.study.ReviewLog} (the
 * one writer of memory states; {@code apply(Connection, ...)} joins the caller's transaction),
 * {@link dev.quizbot.study.StudySettingsStore}, {@link dev.quizbot.study.ReviewSessionStore},
 * {@link dev.quizbot.study.ReminderClaims} and {@link dev.quizbot.study.StudyReset}. See
 * docs/architecture.md, "Personal study".
 *
 * <h2>Decisions</h2>
 *
 * <ul>
 *   <li><b>Written from the published algorithm</b>: the fsrs4anki wiki's FSRS-6 section and
 *       py-fsrs 6.3 {@code fsrs/scheduler.py}, whose behaviour it follows where implementations
 *       differ. No FSRS library is a dependency.
 *   <li><b>Cross-checked against ts-fsrs 5.4.2</b> (an independent implementation): {@code
 *       src/test/resources/fsrs/ts-fsrs-5.4.2-sequences.json} holds its outputs for scripted
 *       sequences, replayed by {@code TsFsrsCrossCheckTest}. The sequences avoid, and the test's
 *       Javadoc lists, the places where ts-fsrs and py-fsrs disagree.
 *   <li><b>Rounding.</b> Review intervals are whole days, {@code Math.round} (half up) of the
 *       curve's solution, 1 to the maximum; due = review instant + days × 24 h (so a review at
 *       20:15 is due at 20:15). Learning steps are exact durations (Hard on the first step of 1 min
 *       + 10 min waits 5 min 30 s, as py-fsrs). Stability and difficulty are not rounded (ts-fsrs
 *       rounds them to 8 decimals; the difference stays below 1e-8).
 *   <li><b>Elapsed time</b> is whole 24-hour periods since the last review, as py-fsrs; under 24
 *       hours is a same-day review (short-term stability). {@code retrievability} for forecasts
 *       uses fractional days.
 *   <li><b>Fuzz</b> is seeded per question, member and review number ({@link
 *       dev.quizbot.study.Fuzz}), so a recomputed review lands on the same day.
 * </ul>
 */
package dev.quizbot.study;
