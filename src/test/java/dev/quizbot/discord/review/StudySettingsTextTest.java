package dev.quizbot.discord.review;

import static org.assertj.core.api.Assertions.assertThat;

import dev.quizbot.i18n.Texts;
import dev.quizbot.study.FsrsParameters;
import dev.quizbot.study.MemberParameters;
import dev.quizbot.study.StudySettings;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneId;
import java.util.Locale;
import java.util.Optional;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

final class StudySettingsTextTest {
  private static final Instant AT = Instant.parse("2026-03-02T12:00:00Z");

  @Test
  @DisplayName("/review settings writes the exam time factor with the member's decimal sign")
  void examTimeFactorInTheMembersLocale() {
    StudySettings settings = StudySettings.defaults(4242).withExamTimeFactor(1.5, AT);

    String german = StudySettingsText.of(settings, Texts.of(Locale.GERMAN));
    String english = StudySettingsText.of(settings, Texts.english());

    // the command's choice reads ×1,5 in German: the settings text says the same
    assertThat(german).contains("×1,5").doesNotContain("×1.5");
    assertThat(english).contains("×1.5");
  }

  @Test
  @DisplayName("×1.25 keeps both decimals, in the member's format")
  void quarterFactor() {
    StudySettings settings = StudySettings.defaults(4242).withExamTimeFactor(1.25, AT);

    assertThat(StudySettingsText.of(settings, Texts.of(Locale.GERMAN))).contains("×1,25");
  }

  @Test
  @DisplayName("/review settings writes the retention's percent in the member's format")
  void retentionPercentInTheMembersLocale() {
    StudySettings settings = StudySettings.defaults(4242).withRetention(0.85, AT);

    assertThat(StudySettingsText.of(settings, Texts.of(Locale.GERMAN)))
        .contains("an 85\u00a0% von ihnen");
    assertThat(StudySettingsText.of(settings, Texts.of(Locale.JAPANESE))).contains("約 85% を");
    assertThat(StudySettingsText.of(settings, Texts.english())).contains("remember 85% of them");
  }

  @Test
  @DisplayName("/review settings shows the exam date in the language's date pattern, not ISO")
  void examDateInTheLanguagesPattern() {
    StudySettings settings =
        StudySettings.defaults(4242).withExamDate(Optional.of(LocalDate.of(2026, 4, 1)), AT);

    // the same pattern as /daily status (daily.datePattern)
    assertThat(StudySettingsText.of(settings, Texts.of(Locale.GERMAN)))
        .contains("Prüfungsdatum: 1. April 2026")
        .doesNotContain("2026-04-01");
    assertThat(StudySettingsText.of(settings, Texts.of(Locale.JAPANESE)))
        .contains("試験日: 2026年4月1日")
        .doesNotContain("2026-04-01");
    assertThat(StudySettingsText.of(settings, Texts.english())).contains("exam date: 2026-04-01");
  }

  @Test
  @DisplayName(
      "the memory-model line: the defaults before any refit, their decision's date and the count"
          + " the next refit waits for after one, and the own weights' fit date")
  void memoryModelLine() {
    Instant checked = Instant.parse("2026-03-04T23:30:00Z");
    MemberParameters never = MemberParameters.defaults(4242);
    // a refit that kept the defaults, or a reset to them, at 1,015 reviews
    MemberParameters decided =
        new MemberParameters(4242, Optional.empty(), false, Optional.empty(), 0, checked, 1015);
    // reset at 120 reviews: the refit still waits for 400 in all, not 220
    MemberParameters early =
        new MemberParameters(4242, Optional.empty(), false, Optional.empty(), 0, checked, 120);
    MemberParameters own =
        new MemberParameters(
            4242,
            Optional.of(FsrsParameters.DEFAULT_WEIGHTS),
            true,
            Optional.of(checked),
            812,
            checked,
            1015);
    ZoneId tokyo = ZoneId.of("Asia/Tokyo"); // 2026-03-05 there

    assertThat(StudySettingsText.model(never, tokyo, Texts.english()))
        .contains("the defaults")
        .contains("once you have 400")
        .doesNotContain("decided");
    assertThat(StudySettingsText.model(decided, tokyo, Texts.english()))
        .contains("the defaults, decided on 2026-03-05")
        .contains("once you have 1,115 reviews");
    assertThat(StudySettingsText.model(early, tokyo, Texts.english()))
        .contains("once you have 400 reviews");
    assertThat(StudySettingsText.model(decided, tokyo, Texts.of(Locale.GERMAN)))
        .contains("entschieden am 5. März 2026")
        .contains("sobald du 1.115 Wiederholungen hast");
    assertThat(StudySettingsText.model(decided, tokyo, Texts.of(Locale.JAPANESE)))
        .contains("2026年3月5日 に決定")
        .contains("1,115 回");
    assertThat(StudySettingsText.model(own, tokyo, Texts.english()))
        .contains("your own, fitted on 2026-03-05 from 812 of your reviews");
  }
}
