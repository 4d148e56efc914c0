package dev.quizbot.discord.leaderboard;

import dev.quizbot.i18n.Texts;
import dev.quizbot.study.StudyStats;
import java.awt.Color;
import net.dv8tion.jda.api.EmbedBuilder;
import net.dv8tion.jda.api.entities.MessageEmbed;

/**
 * What {@code /stats} adds for the caller's own personal study: sent to them alone (an ephemeral
 * follow-up), never in the public stats and never for another member.
 */
final class StudyStatsEmbed {
  private static final Color COLOR = new Color(0x5865F2);

  private StudyStatsEmbed() {}

  static MessageEmbed render(StudyStats s, Texts t) {
    String retention =
        s.retention30().share().isPresent()
            ? t.plural(
                "study.retentionValue",
                s.retention30().reviews(),
                t.percent(s.retention30().share().getAsDouble()))
            : t.get("study.noRetention");
    return new EmbedBuilder()
        .setColor(COLOR)
        .setTitle(t.get("study.title"))
        .setDescription(t.get("study.description"))
        .addField(t.get("study.dueNow"), t.number(s.dueNow()), true)
        .addField(t.get("study.reviewedToday"), t.number(s.reviewedToday()), true)
        .addField(t.get("study.streak"), t.plural("study.days", s.streak()), true)
        .addField(t.get("study.retention"), retention, true)
        .setFooter(t.get("study.footer"))
        .build();
  }
}
