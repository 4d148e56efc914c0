package dev.quizbot.discord.review;

import static org.assertj.core.api.Assertions.assertThat;

import dev.quizbot.i18n.Texts;
import dev.quizbot.study.StudySettings;
import java.time.Instant;
import java.time.LocalDate;
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
}
