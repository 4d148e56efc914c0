package dev.quizbot.discord.report;

import dev.quizbot.i18n.Texts;
import dev.quizbot.quality.ReportReason;
import java.util.Locale;
import java.util.Optional;

/** What the report button and its modal say, and the reading of the typed reason. */
final class ReportTexts {
  // Keys of i18n/messages*.properties: the replies are worded in the member's language.
  static final String THANKS = "report.thanks";
  static final String ALREADY_NOTED = "report.alreadyNoted";
  static final String STALE = "report.stale";
  static final String BUSY = "report.busy";
  static final String RESTARTING = "report.restarting";
  static final String SORRY = "report.sorry";

  private ReportTexts() {}

  static String badReason(String typed, Texts texts) {
    return texts.get(
        "report.badReason",
        typed.length() > 40 ? typed.substring(0, 40) + "…" : typed,
        texts.get("report.reasons"));
  }

  /**
   * The typed reason: the five names, case and spaces, hyphens or underscores aside ("Wrong key",
   * "wrong-key", "WRONG_KEY"), "wrong answer key" too, or their number 1–5.
   */
  static Optional<ReportReason> reason(String typed) {
    String t = typed.strip().toLowerCase(Locale.ROOT).replaceAll("[\\s_-]+", " ");
    return switch (t) {
      // English, German and Japanese names (as the form's hint lists them), or the number.
      case "wrong key",
          "wrong answer key",
          "wrong answer",
          "wrongkey",
          "1",
          "falscher schlüssel",
          "falsche antwort",
          "falsche lösung",
          "正解の誤り" ->
          Optional.of(ReportReason.WRONG_KEY);
      case "ambiguous", "2", "mehrdeutig", "曖昧" -> Optional.of(ReportReason.AMBIGUOUS);
      case "outdated", "3", "veraltet", "古い情報" -> Optional.of(ReportReason.OUTDATED);
      case "typo", "4", "tippfehler", "誤字" -> Optional.of(ReportReason.TYPO);
      case "other", "5", "sonstiges", "その他" -> Optional.of(ReportReason.OTHER);
      default -> Optional.empty();
    };
  }
}
