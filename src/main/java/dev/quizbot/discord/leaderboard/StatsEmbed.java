package dev.quizbot.discord.leaderboard;

import dev.quizbot.discord.ZoneNames;
import dev.quizbot.i18n.Texts;
import dev.quizbot.leaderboard.AccuracyPercent;
import dev.quizbot.leaderboard.MemberStatsView;
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

  static MessageEmbed render(MemberStatsView s, Texts t) {
    return new EmbedBuilder()
        .setColor(COLOR)
        .setTitle(t.get("stats.title"))
        .setDescription(t.get("stats.description", "<@" + s.userId() + ">"))
        .addField(t.get("stats.answered"), t.number(s.answered()), true)
        .addField(t.get("stats.correct"), t.number(s.correct()), true)
        .addField(t.get("stats.accuracy"), percent(s.correct(), s.answered(), t), true)
        .addField(t.get("stats.points"), t.number(s.points()), true)
        .addField(
            t.get("stats.streak"),
            t.get("stats.streakValue", s.currentStreak(), s.bestStreak()),
            true)
        .addField(t.get("stats.rank"), t.get("stats.rankValue", s.rank()), true)
        .addField(t.get("stats.perTopic"), topics(s, t), false)
        .addField(t.get("nextStep.title"), t.get("stats.nextStep"), false)
        .setImage("attachment://" + CHART_FILE)
        .setFooter(t.get("stats.footer", ZoneNames.shown(s.zone())))
        .build();
  }

  private static String topics(MemberStatsView s, Texts texts) {
    StringBuilder text = new StringBuilder();
    int shown = 0;
    for (TopicAccuracy t : s.topics()) {
      String line =
          t.topic()
              + ": "
              + texts.number(t.correct())
              + "/"
              + texts.number(t.answered())
              + " ("
              + percent(t.correct(), t.answered(), texts)
              + ")\n";
      String more = texts.get("stats.more", s.topics().size() - shown);
      if (text.length() + line.length() + more.length() > FIELD_VALUE_MAX) {
        text.append(more);
        return text.toString();
      }
      text.append(line);
      shown++;
    }
    return text.length() == 0 ? "—" : text.toString().strip();
  }

  static String percent(long correct, long answered, Texts texts) {
    return texts.wholePercent(AccuracyPercent.of(correct, answered));
  }
}
