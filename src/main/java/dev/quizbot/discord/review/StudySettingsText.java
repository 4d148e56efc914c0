package dev.quizbot.discord.review;

import dev.quizbot.discord.ZoneNames;
import dev.quizbot.i18n.Texts;
import dev.quizbot.study.MemberParameters;
import dev.quizbot.study.ParameterRefit;
import dev.quizbot.study.StudySettings;
import java.time.Instant;

/** {@code /review settings} and {@code /review remind} as the member reads them. */
final class StudySettingsText {

  private StudySettingsText() {}

  static String of(StudySettings s, Texts t) {
    return t.get(
        "settings.show",
        String.format(t.locale(), "%.2f", s.desiredRetention()),
        t.percent(s.desiredRetention()),
        s.dailyNewLimit(),
        s.examDate().map(t::date).orElse(t.get("settings.notSet")),
        s.examTimeFactor() == 1.0
            ? t.get("settings.noExtraTime")
            : "×" + t.decimal(s.examTimeFactor(), 2),
        reminder(s, t),
        ZoneNames.shown(s.zone()));
  }

  /**
   * Which memory model schedules the member's reviews, since when, and when a refit may change it:
   * after a refit kept the defaults or a reset to them, not before {@link
   * ParameterRefit#NEW_REVIEWS} more reviews.
   */
  static String model(MemberParameters p, java.time.ZoneId zone, Texts t) {
    if (p.weights().isEmpty()) {
      if (p.checkedAt().equals(Instant.EPOCH)) {
        return t.get("settings.modelDefaults", ParameterRefit.MIN_REVIEWS);
      }
      return t.get(
          "settings.modelDefaultsDecided",
          t.date(p.checkedAt().atZone(zone).toLocalDate()),
          Math.max(ParameterRefit.MIN_REVIEWS, p.checkedReviews() + ParameterRefit.NEW_REVIEWS));
    }
    return t.get(
        "settings.modelOwn",
        t.date(p.fittedAt().orElseThrow().atZone(zone).toLocalDate()),
        p.fittedReviews());
  }

  static String reminder(StudySettings s) {
    return reminder(s, Texts.english());
  }

  static String reminder(StudySettings s, Texts t) {
    if (!s.remindersOn()) {
      return s.reminderTime()
          .map(time -> t.get("settings.reminderOffWas", time.toString()))
          .orElse(t.get("settings.reminderOff"));
    }
    return t.get(
        "settings.reminderOn",
        s.reminderTime().orElseThrow().toString(),
        ZoneNames.shown(s.zone()));
  }
}
