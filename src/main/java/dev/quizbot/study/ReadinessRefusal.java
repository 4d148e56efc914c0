package dev.quizbot.study;

import java.time.LocalDate;
import java.util.List;

/**
 * Why no readiness forecast can be made: a kind and its arguments, plain values. The caller words
 * it: the Discord adapter from the member's message bundle, the terminal practice with {@link
 * #english()}. Thrown inside {@link Refused} by {@link ReadinessService#forecast} and {@link
 * Readiness#forecast}.
 *
 * @param args per kind: {@link Kind#UNKNOWN_DECK} (deck id), {@link Kind#PAST_DATE} (the date, then
 *     today, as {@link LocalDate}s), {@link Kind#EMPTY_DECK} (deck id), {@link Kind#BAD_PASS_MARK}
 *     (the pass mark, a double), {@link Kind#WEIGHT_WITHOUT_QUESTIONS} (topic, deck id), {@link
 *     Kind#NEGATIVE_WEIGHT} (topic, the weight, a double), {@link Kind#WEIGHTS_ADD_UP_TO_ZERO}
 *     (deck id), {@link Kind#NO_QUESTIONS} (none)
 */
public record ReadinessRefusal(Kind kind, List<Object> args) {

  /** What is wrong. */
  public enum Kind {
    UNKNOWN_DECK,
    PAST_DATE,
    EMPTY_DECK,
    BAD_PASS_MARK,
    WEIGHT_WITHOUT_QUESTIONS,
    NEGATIVE_WEIGHT,
    WEIGHTS_ADD_UP_TO_ZERO,
    NO_QUESTIONS
  }

  public ReadinessRefusal {
    args = List.copyOf(args);
  }

  public static ReadinessRefusal of(Kind kind, Object... args) {
    return new ReadinessRefusal(kind, List.of(args));
  }

  /** The argument at {@code index}. */
  public Object arg(int index) {
    return args.get(index);
  }

  /** English, for the terminal practice and logs (Discord words it from the bundles). */
  public String english() {
    return switch (kind) {
      case UNKNOWN_DECK -> "there is no deck " + arg(0);
      case PAST_DATE -> "the date " + arg(0) + " is in the past (today is " + arg(1) + ")";
      case EMPTY_DECK -> "deck " + arg(0) + " has no questions";
      case BAD_PASS_MARK -> "pass mark must be 0 to 1, got " + arg(0);
      case WEIGHT_WITHOUT_QUESTIONS ->
          "topic " + arg(0) + " has a weight but no question in deck " + arg(1);
      case NEGATIVE_WEIGHT -> "the weight of topic " + arg(0) + " must be 0 or more, got " + arg(1);
      case WEIGHTS_ADD_UP_TO_ZERO -> "the topic weights of deck " + arg(0) + " add up to 0";
      case NO_QUESTIONS -> "the bank has no questions";
    };
  }

  /** The refusal as an exception: an {@link IllegalArgumentException} whose message is English. */
  public Refused refused() {
    return new Refused(this);
  }

  /** Carries a {@link ReadinessRefusal} out of a forecast. */
  public static final class Refused extends IllegalArgumentException {
    private static final long serialVersionUID = 1L;

    private final transient ReadinessRefusal refusal;

    Refused(ReadinessRefusal refusal) {
      super(refusal.english());
      this.refusal = refusal;
    }

    public ReadinessRefusal refusal() {
      return refusal;
    }
  }
}
