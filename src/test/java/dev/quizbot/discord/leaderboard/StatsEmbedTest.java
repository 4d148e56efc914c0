package dev.quizbot.discord.leaderboard;

import static org.assertj.core.api.Assertions.assertThat;

import dev.quizbot.i18n.Texts;
import dev.quizbot.leaderboard.MemberStatsView;
import dev.quizbot.leaderboard.TopicAccuracy;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Locale;
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
    MemberStatsView stats =
        new MemberStatsView(
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
    assertThat(fields.get("% correct")).isEqualTo("99%");
    assertThat(fields.get("% correct per topic")).isEqualTo("memory: 199/200 (99%)");
  }

  @Test
  @DisplayName("in German, a topic's counts are grouped and its percent is written the German way")
  void germanTopicLine() {
    // GIVEN 1,000 correct of 1,234 on one topic
    MemberStatsView stats =
        new MemberStatsView(
            9001,
            91,
            ZoneOffset.UTC,
            1234,
            1000,
            10000,
            3,
            150,
            1,
            List.of(new TopicAccuracy("memory", 1234, 1000)),
            List.of());
    Texts german = Texts.of(Locale.GERMAN);

    // WHEN the embed is rendered for a German member
    Map<String, String> fields =
        StatsEmbed.render(stats, german).getFields().stream()
            .collect(Collectors.toMap(MessageEmbed.Field::getName, MessageEmbed.Field::getValue));

    // THEN the counts carry German grouping and the percent German spacing (81 %, no-break)
    assertThat(fields.get(german.get("stats.perTopic")))
        .isEqualTo("memory: 1.000/1.234 (81\u00a0%)");
    assertThat(fields.get(german.get("stats.accuracy"))).isEqualTo("81\u00a0%");
  }
}
