/**
 * Quiz rounds: preparing and shuffling, grading reaction answers, scoring and streaks, the reveal,
 * and restart recovery. Plain Java; the Discord adapter calls {@link
 * dev.quizbot.round.RoundService} and renders its results.
 *
 * <h2>Decisions</h2>
 *
 * <ul>
 *   <li><b>Stored before posting.</b> {@code start} inserts the round with {@code message_id NULL};
 *       {@code markPosted} sets it. A post that failed is {@code abandon}ed (row deleted). A
 *       prepared round neither posted nor abandoned is deleted at its deadline by {@code closeDue};
 *       unposted leftovers of a stopped process are deleted by {@code recover} once due (not
 *       earlier, so another process's in-flight prepare is left alone).
 *   <li><b>Grading in memory, storage in group commits.</b> Open rounds live in memory keyed by
 *       message id with the set of members who answered; {@code answer} decides and returns at
 *       once, and {@link dev.quizbot.round.AnswerWriter} commits answers plus member totals in one
 *       transaction per batch, in queue order. An answer's points need no totals; the totals and
 *       streaks are computed in that transaction from the stored {@code member_stats} rows plus the
 *       answers actually inserted, so nothing per member is held in memory and an answer counts
 *       exactly once whichever process stores it (on PostgreSQL the rows are locked). {@code
 *       flush()} waits for storage. The database's (round, user) key is the backstop against double
 *       counting ({@code ON CONFLICT DO NOTHING}).
 *   <li><b>Durability window.</b> An answer reported RECORDED is committed a few milliseconds
 *       later, or, while storage is away, whenever it is back (the writer retries without end and
 *       holds the answers in memory, at most {@code AnswerWriter.MAX_HELD}); a crash in between
 *       loses it from the database, and the next {@code reconcile} grades it again from the
 *       message's reactions (without speed bonus). With hide-answers on, the adapter removes a
 *       reaction only once {@code storage(writeSeq)} says its answer is {@code STORED}, and never
 *       when it is {@code LOST} (given up at stop with storage still away): the reaction is then
 *       the one place a restart can grade the answer from.
 *   <li><b>Reconcile rule.</b> A member not graded yet with exactly one choice reaction is graded
 *       with it, answered at the reconcile time capped at the deadline, no speed bonus. A member
 *       with reactions on several choices is not graded: a reaction list does not say which came
 *       first, and picking one would reward hedging.
 *   <li><b>Time.</b> The deadline test and the speed bonus use the reaction's {@code at} (the
 *       adapter's clock at receipt); a reaction at or after {@code closesAt} is late.
 *   <li><b>Adapter duties.</b> Call {@code markPosted} in the post's success callback before adding
 *       the choice reactions, and queue the removals of the answers it returns like live ones
 *       (hide-answers). Reaction removals need no call: they change nothing. Give {@code answer}
 *       the receipt time from the same clock, and the reaction's channel id.
 *   <li><b>Reactions before the message id.</b> A member may react as soon as the post shows,
 *       before the adapter has learned its message id. A reaction on an unknown message in a
 *       channel with a round waiting for {@code markPosted} is held on that round (at most 5,000,
 *       choice emojis only, bots not) and {@code answer} returns {@code Held}; {@code markPosted}
 *       grades those on its message in arrival order by the live rules, each at its own time, and
 *       drops the rest; an abandoned or never-posted round drops them. With no round waiting
 *       anywhere a miss costs no more than before. Schedule {@code closeDue} at {@code
 *       nextDeadline()} or every second.
 *   <li><b>Measured.</b> {@code GradingStoreBench} (20,000 answers over 100 open rounds, SQLite
 *       WAL): about 50,000 graded and stored answers/s with group commit against about 4,000 with
 *       one transaction per answer, on a shared 2-core machine.
 *   <li><b>One process per server.</b> In-memory state assumes a server's rounds are served by one
 *       process ({@code recover(ownsGuild)} loads only owned servers); closing is still safe across
 *       processes ({@code close} updates only an open row, and only its winner reveals).
 *   <li><b>A reveal survives a crash.</b> {@code close} and the reveal's edit cannot be one
 *       transaction; so a closed round stays "not revealed" ({@code revealed_at NULL}) until the
 *       adapter calls {@code markRevealed} (edit taken, or given up for good), and each start sends
 *       {@code unrevealed()}: the same {@code OpenRound.reveal} over the stored answers, which are
 *       all stored before {@code close}. At worst a message gets the same reveal twice.
 * </ul>
 */
package dev.quizbot.round;
