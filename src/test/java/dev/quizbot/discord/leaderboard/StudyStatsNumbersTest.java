package dev.quizbot.discord.leaderboard;

import static org.assertj.core.api.Assertions.assertThat;

import dev.quizbot.i18n.Texts;
import dev.quizbot.study.RetentionCount;
import dev.quizbot.study.StudyStats;
import java.util.Locale;
import net.dv8tion.jda.api.entities.MessageEmbed;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** /stats' personal retention is a percent in the member's format. */
final class StudyStatsNumbersTest {

  @Test
  @DisplayName("German retention reads '80 % von 10 Wiederholungen'")
  void germanRetention() {
    // GIVEN 8 of 10 reviews in the last 30 days remembered
    StudyStats stats = new StudyStats(1, 2, 3, new RetentionCount(10, 8));

    assertThat(retention(stats, Texts.of(Locale.GERMAN)))
        .isEqualTo("80\u00a0% von 10 Wiederholungen");
    assertThat(retention(stats, Texts.english())).isEqualTo("80% of 10 reviews");
    assertThat(retention(stats, Texts.of(Locale.JAPANESE))).isEqualTo("10 回の復習のうち 80%");
  }

  private static String retention(StudyStats stats, Texts t) {
    MessageEmbed embed = StudyStatsEmbed.render(stats, t);
    return embed.getFields().stream()
        .filter(f -> t.get("study.retention").equals(f.getName()))
        .findFirst()
        .orElseThrow()
        .getValue();
  }
}
