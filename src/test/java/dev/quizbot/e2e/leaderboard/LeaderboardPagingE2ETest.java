package dev.quizbot.e2e.leaderboard;

import static dev.quizbot.e2e.leaderboard.BoardView.entry;
import static org.assertj.core.api.Assertions.assertThat;

import dev.quizbot.e2e.AppBot;
import dev.quizbot.fakediscord.DiscordScenario;
import dev.quizbot.fakediscord.FakeDiscordExtension;
import dev.quizbot.fakediscord.InteractionReply;
import java.time.Instant;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** A server of 31 members seeded through the stores; alice is last. */
final class LeaderboardPagingE2ETest {
  private static final Instant T = Instant.parse("2026-03-01T10:00:00Z");
  private static final long FIRST_SEEDED = 7_000_000_001L;

  private final AppBot bot = AppBot.fresh();

  @RegisterExtension final FakeDiscordExtension extension = new FakeDiscordExtension();

  private void seed(DiscordScenario discord) {
    long guild = Long.parseLong(discord.guild().id());
    try (AnswerSeed seed = new AnswerSeed(bot.databaseFile())) {
      for (int i = 0; i < 30; i++) {
        // member i earns 300 - 10 i points, in one answer each
        seed.answer(guild, FIRST_SEEDED + i, "memory", 300 - 10 * i, T.plusSeconds(i));
      }
      seed.answer(guild, Long.parseLong(discord.alice().id()), "memory", 5, T.plusSeconds(100));
    }
    discord.startBot(bot);
  }

  @Test
  @DisplayName("page 1 shows ten members and the caller's own rank from page 4")
  void callerRankOffPage(DiscordScenario discord) {
    seed(discord);

    InteractionReply reply = discord.slash(discord.alice(), "leaderboard", Map.of());

    BoardView board = BoardView.of(reply);
    assertThat(board.ranking()).hasSize(11);
    assertThat(board.ranking().get(0)).isEqualTo(entry(1, FIRST_SEEDED, 300));
    assertThat(board.ranking().get(9)).isEqualTo(entry(10, FIRST_SEEDED + 9, 210));
    assertThat(board.ranking().get(10))
        .isEqualTo(entry(31, Long.parseLong(discord.alice().id()), 5));
    assertThat(board.lines().get(board.lines().size() - 1)).startsWith("Your rank: **#31**");
    assertThat(board.footer()).startsWith("Page 1/4 · 31 members");
    assertThat(board.length()).isLessThan(6000);
  }

  @Test
  @DisplayName("the last page holds the remaining members, the caller's line among them")
  void lastPage(DiscordScenario discord) {
    seed(discord);

    InteractionReply reply =
        discord.slash(discord.alice(), "leaderboard", Map.of("page", 4, "period", "all-time"));

    BoardView board = BoardView.of(reply);
    assertThat(board.ranking()).containsExactly(entry(31, Long.parseLong(discord.alice().id()), 5));
    assertThat(board.lines()).noneMatch(l -> l.startsWith("Your rank"));
    assertThat(board.footer()).startsWith("Page 4/4");
  }

  @Test
  @DisplayName("a monthly board pages too, counting only the month's answers")
  void monthlyPaging(DiscordScenario discord) {
    seed(discord);
    bot.clock().set(Instant.parse("2026-03-20T10:00:00Z"));

    InteractionReply reply =
        discord.slash(discord.bob(), "leaderboard", Map.of("period", "month", "page", 2));

    BoardView board = BoardView.of(reply);
    assertThat(board.ranking().get(0)).isEqualTo(entry(11, FIRST_SEEDED + 10, 200));
    assertThat(board.lines()).contains("You have no answers on this board yet.");
    assertThat(board.footer()).startsWith("Page 2/4 · 31 members");
  }

  @Test
  @DisplayName("a page beyond the end gets an ephemeral explanation with the page count")
  void pageBeyondEnd(DiscordScenario discord) {
    seed(discord);

    InteractionReply reply = discord.slash(discord.alice(), "leaderboard", Map.of("page", 5));

    assertThat(reply.ephemeral()).isTrue();
    assertThat(reply.content()).isEqualTo("There's no page 5: this board has 4 pages. Try page:4.");
  }

  @Test
  @DisplayName("an unknown topic gets an ephemeral explanation naming the known topics")
  void unknownTopic(DiscordScenario discord) {
    seed(discord);

    InteractionReply reply =
        discord.slash(discord.alice(), "leaderboard", Map.of("topic", "astrology"));

    assertThat(reply.ephemeral()).isTrue();
    assertThat(reply.content()).startsWith("There's no topic `astrology`. Topics: ");
    assertThat(reply.content()).endsWith(".");
  }
}
