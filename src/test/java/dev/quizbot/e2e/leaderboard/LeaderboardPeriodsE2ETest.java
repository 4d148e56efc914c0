package dev.quizbot.e2e.leaderboard;

import static dev.quizbot.e2e.leaderboard.BoardView.entry;
import static org.assertj.core.api.Assertions.assertThat;

import dev.quizbot.e2e.AppBot;
import dev.quizbot.fakediscord.DiscordScenario;
import dev.quizbot.fakediscord.FakeDiscordExtension;
import dev.quizbot.fakediscord.FakeRole;
import dev.quizbot.fakediscord.InteractionReply;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Boards after real /quiz rounds in a server set to America/New_York (UTC-4 in late March 2026),
 * with rounds on both sides of a New York week start (Monday 30 March 00:00 EDT) and month start (1
 * April 00:00 EDT) that fall on the other side in UTC.
 */
final class LeaderboardPeriodsE2ETest {
  private static final long MANAGE_SERVER = 1L << 5;

  private final AppBot bot = AppBot.fresh();

  @RegisterExtension final FakeDiscordExtension extension = new FakeDiscordExtension();

  @Test
  @DisplayName(
      "all-time, month and week boards count the answers of the server's zone periods,"
          + " ties going to who reached the score first")
  void boardsFollowTheServersZone(DiscordScenario discord) {
    // GIVEN a New York server, no speed bonus, and four rounds around the week and month starts
    FakeRole admin = discord.fake().createRole(discord.guild(), "admin", MANAGE_SERVER);
    discord.fake().assignRole(discord.guild(), discord.alice(), admin);
    discord.startBot(bot);
    InteractionReply config =
        discord.slash(
            discord.alice(),
            "quizconfig",
            Map.of("timezone", "America/New_York", "speed_bonus", false));
    assertThat(config.content()).contains("America/New_York");
    QuizRounds rounds = new QuizRounds(discord, bot);
    // Sat 28 Mar 23:30 EDT: bob right
    rounds.play(Instant.parse("2026-03-29T03:30:00Z"), List.of(discord.bob()), List.of());
    // Sun 29 Mar 23:30 EDT (already Monday in UTC): carol right
    rounds.play(Instant.parse("2026-03-30T03:30:00Z"), List.of(discord.carol()), List.of());
    // Tue 31 Mar 23:30 EDT (already April in UTC): alice right
    rounds.play(Instant.parse("2026-04-01T03:30:00Z"), List.of(discord.alice()), List.of());
    // Wed 1 Apr 01:00 EDT: carol right, bob wrong
    rounds.play(
        Instant.parse("2026-04-01T05:00:00Z"), List.of(discord.carol()), List.of(discord.bob()));
    bot.clock().set(Instant.parse("2026-04-01T16:00:00Z"));

    // WHEN alice asks for each board
    BoardView allTime = board(discord, Map.of());
    BoardView month = board(discord, Map.of("period", "month"));
    BoardView week = board(discord, Map.of("period", "week"));

    // THEN all-time: bob and alice tie on points and correct answers; bob got there first
    assertThat(allTime.ranking())
        .containsExactly(
            entry(1, discord.carol(), 20),
            entry(2, discord.bob(), 10),
            entry(3, discord.alice(), 10));
    assertThat(allTime.footer()).startsWith("Page 1/1 · 3 members");
    // AND the month is New York's April: alice's answer (31 March there) does not count
    assertThat(month.title()).isEqualTo("Leaderboard — this month");
    assertThat(month.ranking())
        .containsExactly(entry(1, discord.carol(), 10), entry(2, discord.bob(), 0));
    assertThat(month.lines()).contains("You have no answers on this board yet.");
    assertThat(month.period()).contains("April 2026", "America/New_York");
    // AND the week starts Monday 30 March in New York: carol's Sunday-night answer does not count,
    // and alice ties carol at 10 but reached it first
    assertThat(week.ranking())
        .containsExactly(
            entry(1, discord.alice(), 10),
            entry(2, discord.carol(), 10),
            entry(3, discord.bob(), 0));
    assertThat(week.period())
        .isEqualTo("Week from Mon 30 Mar 2026 00:00 to Sun 5 Apr 2026 24:00 (America/New_York)");
  }

  private static BoardView board(DiscordScenario discord, Map<String, ?> options) {
    InteractionReply reply = discord.slash(discord.alice(), "leaderboard", options);
    assertThat(reply.ephemeral()).isFalse();
    return BoardView.of(reply);
  }
}
