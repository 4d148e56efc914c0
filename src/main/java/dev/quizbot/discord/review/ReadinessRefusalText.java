package dev.quizbot.discord.review;

import dev.quizbot.i18n.Texts;
import dev.quizbot.study.ReadinessRefusal;
import java.time.LocalDate;

/** A refused {@code /readiness} forecast in the member's language ({@code readiness.cannot}). */
public final class ReadinessRefusalText {
  private ReadinessRefusalText() {}

  public static String of(ReadinessRefusal refusal, Texts t) {
    return t.get("readiness.cannot", reason(refusal, t));
  }

  private static String reason(ReadinessRefusal r, Texts t) {
    return switch (r.kind()) {
      case UNKNOWN_DECK -> t.get("readiness.refusal.unknownDeck", r.arg(0));
      case PAST_DATE ->
          t.get(
              "readiness.refusal.pastDate",
              t.date((LocalDate) r.arg(0)),
              t.date((LocalDate) r.arg(1)));
      case EMPTY_DECK -> t.get("readiness.refusal.emptyDeck", r.arg(0));
      case BAD_PASS_MARK -> t.get("readiness.refusal.passMark", t.percent((Double) r.arg(0), 2));
      case WEIGHT_WITHOUT_QUESTIONS ->
          t.get("readiness.refusal.weightWithoutQuestions", r.arg(0), r.arg(1));
      case NEGATIVE_WEIGHT ->
          t.get("readiness.refusal.negativeWeight", r.arg(0), t.decimal((Double) r.arg(1), 2));
      case WEIGHTS_ADD_UP_TO_ZERO -> t.get("readiness.refusal.weightsZero", r.arg(0));
      case NO_QUESTIONS -> t.get("readiness.refusal.noQuestions");
    };
  }
}
