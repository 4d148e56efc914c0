package dev.quizbot.discord.leaderboard;

import dev.quizbot.discord.ZoneNames;
import dev.quizbot.leaderboard.AccuracyPercent;
import dev.quizbot.leaderboard.MemberStats;
import dev.quizbot.leaderboard.TopicAccuracy;
import java.awt.Color;
import net.dv8tion.jda.api.EmbedBuilder;
import net.dv8tion.jda.api.entities.MessageEmbed;

/** Renders {@code /stats}: the numbers as fields and the chart as the embed's image. */
final class StatsEmbed {

  /** The attachment's name; the embed shows it through {@code attachment://}. */
  static final String CHART_FILE = "stats.png";

  private static final Color COLOR = new Color(0x57F287);
  private static final int FIELD_VALUE_MAX = 1024;

  private StatsEmbed() {}

  static MessageEmbed render(MemberStats s) {
    return new EmbedBuilder()
        .setColor(COLOR)
        .setTitle("Quiz stats")
        .setDescription("<@" + s.userId() + "> in this server")
        .addField("Answered", Long.toString(s.answered()), true)
        .addField("Correct", Long.toString(s.correct()), true)
        .addField("Accuracy", percent(s.correct(), s.answered()), true)
        .addField("Points", Long.toString(s.points()), true)
        .addField("Streak", s.currentStreak() + " now · best " + s.bestStreak(), true)
        .addField("Rank", "#" + s.rank() + " all-time", true)
        .addField("Accuracy per topic", topics(s), false)
        .setImage("attachment://" + CHART_FILE)
        .setFooter(
            "Chart: accuracy per topic, and points per day over the last 30 days ("
                + ZoneNames.shown(s.zone())
                + ")")
        .build();
  }

  private static String topics(MemberStats s) {
    StringBuilder text = new StringBuilder();
    int shown = 0;
    for (TopicAccuracy t : s.topics()) {
      String line =
          t.topic()
              + ": "
              + t.correct()
              + "/"
              + t.answered()
              + " ("
              + percent(t.correct(), t.answered())
              + ")\n";
      String more = "… and " + (s.topics().size() - shown) + " more";
      if (text.length() + line.length() + more.length() > FIELD_VALUE_MAX) {
        text.append(more);
        return text.toString();
      }
      text.append(line);
      shown++;
    }
    return text.length() == 0 ? "—" : text.toString().strip();
  }

  static String percent(long correct, long answered) {
    return AccuracyPercent.of(correct, answered) + "%";
  }
}
