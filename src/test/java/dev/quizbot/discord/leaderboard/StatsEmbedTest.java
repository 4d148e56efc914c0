package dev.quizbot.discord.leaderboard;

import static org.assertj.core.api.Assertions.assertThat;

import dev.quizbot.leaderboard.MemberStats;
import dev.quizbot.leaderboard.TopicAccuracy;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import net.dv8tion.jda.api.entities.MessageEmbed;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

final class StatsEmbedTest {

  @Test
  @DisplayName("a member with one wrong answer in 200 is not shown a 100% accuracy")
  void nearlyPerfectNotHundred() {
    // GIVEN 199 correct of 200, all on one topic
    MemberStats stats =
        new MemberStats(
            9001,
            91,
            ZoneOffset.UTC,
            200,
            199,
            1990,
            3,
            150,
            1,
            List.of(new TopicAccuracy("memory", 200, 199)),
            List.of());

    // WHEN the embed is rendered
    Map<String, String> fields =
        StatsEmbed.render(stats, dev.quizbot.i18n.Texts.english()).getFields().stream()
            .collect(Collectors.toMap(MessageEmbed.Field::getName, MessageEmbed.Field::getValue));

    // THEN overall and per-topic accuracy read 99%
    assertThat(fields.get("Accuracy")).isEqualTo("99%");
    assertThat(fields.get("Accuracy per topic")).isEqualTo("memory: 199/200 (99%)");
  }
}
