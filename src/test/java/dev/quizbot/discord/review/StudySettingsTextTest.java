package dev.quizbot.discord.review;

import static org.assertj.core.api.Assertions.assertThat;

import dev.quizbot.i18n.Texts;
import dev.quizbot.study.StudySettings;
import java.time.Instant;
import java.util.Locale;
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
}
