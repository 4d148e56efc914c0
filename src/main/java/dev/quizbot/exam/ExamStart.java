package dev.quizbot.exam;

import java.util.Objects;
import java.util.Optional;

/**
 * The answer to a start: a new exam, the running one (offer to resume), or a refusal that stored
 * nothing.
 *
 * @param exam the new exam (STARTED) or the running one (ALREADY_RUNNING)
 * @param deckId the deck asked for or chosen
 * @param maxQuestions for BAD_QUESTIONS: the most the deck can give (eligible questions)
 * @param earlier a running exam past its deadline that this start submitted first; its report DM is
 *     owed in the database ({@link ExamReportDms}), the caller only asks for it to be sent
 */
public record ExamStart(
    Kind kind,
    Optional<ExamState> exam,
    Optional<String> deckId,
    int maxQuestions,
    Optional<ExamReport> earlier) {

  public enum Kind {
    STARTED,
    ALREADY_RUNNING,
    /** The bank has no deck with an eligible question. */
    NO_DECKS,
    UNKNOWN_DECK,
    /** questions below 1 or above {@code maxQuestions}. */
    BAD_QUESTIONS,
    /** minutes below 1 or above {@link dev.quizbot.bank.ExamBlueprint#MAX_MINUTES}. */
    BAD_MINUTES
  }

  public ExamStart {
    Objects.requireNonNull(kind, "kind");
    Objects.requireNonNull(exam, "exam");
    Objects.requireNonNull(deckId, "deckId");
    Objects.requireNonNull(earlier, "earlier");
  }

  static ExamStart refused(Kind kind, Optional<String> deckId, int maxQuestions) {
    return new ExamStart(kind, Optional.empty(), deckId, maxQuestions, Optional.empty());
  }

  public boolean started() {
    return kind == Kind.STARTED;
  }
}
