package dev.quizbot.discord.leaderboard;

import dev.quizbot.study.StudyStats;
import java.awt.Color;
import java.util.Locale;
import net.dv8tion.jda.api.EmbedBuilder;
import net.dv8tion.jda.api.entities.MessageEmbed;

/**
 * What {@code /stats} adds for the caller's own personal study: sent to them alone (an ephemeral
 * follow-up), never in the public stats and never for another member.
 */
final class StudyStatsEmbed {
  private static final Color COLOR = new Color(0x5865F2);

  private StudyStatsEmbed() {}

  static MessageEmbed render(StudyStats s) {
    String retention =
        s.retention30().share().isPresent()
            ? String.format(Locale.ROOT, "%.0f%%", s.retention30().share().getAsDouble() * 100)
                + " of "
                + s.retention30().reviews()
                + " reviews"
            : "no reviews of seen questions yet";
    return new EmbedBuilder()
        .setColor(COLOR)
        .setTitle("Your study")
        .setDescription("Your personal review, across servers. Only you see this.")
        .addField("Due now", Integer.toString(s.dueNow()), true)
        .addField("Reviewed today", Integer.toString(s.reviewedToday()), true)
        .addField("Study-day streak", s.streak() + (s.streak() == 1 ? " day" : " days"), true)
        .addField("Retention, 30 days", retention, true)
        .setFooter("Review with /review start.")
        .build();
  }
}
