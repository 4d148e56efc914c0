package dev.quizbot.discord.review;

import static org.assertj.core.api.Assertions.assertThat;

import dev.quizbot.i18n.Texts;
import dev.quizbot.study.SessionSummary;
import java.util.Locale;
import net.dv8tion.jda.api.entities.MessageEmbed;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The end of a review session shows the share right as a percent in the member's format. */
final class ReviewSummaryNumbersTest {

  @Test
  @DisplayName("German session summary: '3 (75 %)' right, with Java's German percent")
  void germanRightShare() {
    // GIVEN a session of 4 answers, 3 right
    SessionSummary summary = new SessionSummary(4, 3, 2, 1);

    // THEN the right-count field reads 75 % in German, 75% in English and Japanese
    assertThat(rightField(summary, Texts.of(Locale.GERMAN))).isEqualTo("3 (75\u00a0%)");
    assertThat(rightField(summary, Texts.english())).isEqualTo("3 (75%)");
    assertThat(rightField(summary, Texts.of(Locale.JAPANESE))).isEqualTo("3（75%）");
  }

  private static String rightField(SessionSummary summary, Texts t) {
    MessageEmbed embed = ReviewMessages.summary(summary, 1L, t).getEmbeds().get(0);
    return embed.getFields().stream()
        .filter(f -> t.get("review.rightCount").equals(f.getName()))
        .findFirst()
        .orElseThrow()
        .getValue();
  }
}
