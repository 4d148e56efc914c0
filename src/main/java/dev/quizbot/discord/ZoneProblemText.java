package dev.quizbot.discord;

import dev.quizbot.i18n.Texts;
import dev.quizbot.input.InvalidZoneException;

/**
 * A refused time zone ({@link dev.quizbot.input.ZoneInput}) explained in the member's language: why
 * it is refused and what to type instead. {@code /quizconfig}, {@code /daily set} and {@code
 * /review remind} share it, as they share the parser.
 */
public final class ZoneProblemText {
  private ZoneProblemText() {}

  public static String of(InvalidZoneException refused, Texts texts) {
    String hint = texts.get("zone.hint");
    return switch (refused.kind()) {
      case MISSING -> texts.get("zone.missing", hint);
      case ABBREVIATION -> texts.get("zone.abbreviation", refused.typed(), hint);
      case FIXED_OFFSET -> texts.get("zone.fixedOffset", refused.typed(), hint);
      case UNKNOWN ->
          refused.suggestions().isEmpty()
              ? texts.get("zone.unknown", refused.typed(), hint)
              : texts.get(
                  "zone.unknown.didYouMean",
                  refused.typed(),
                  hint,
                  String.join(texts.get("zone.or"), refused.suggestions()));
    };
  }
}
