package dev.quizbot.e2e.leaderboard;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import dev.quizbot.e2e.AppBot;
import dev.quizbot.fakediscord.DiscordScenario;
import dev.quizbot.fakediscord.FakeDiscordExtension;
import dev.quizbot.fakediscord.FakeMessage;
import dev.quizbot.fakediscord.FakeUser;
import dev.quizbot.fakediscord.InteractionReply;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The end screens in a server name a next step, and each command they name is one the bot has
 * registered for servers (Discord's interaction context 0): the reveal, the leaderboard, /stats.
 * The ◀ ▶ pages of the leaderboard turn for the member who asked, and a stale page shows the
 * board's last page.
 */
final class NextStepsE2ETest {
  private static final Instant T = Instant.parse("2026-03-01T10:00:00Z");
  private static final long FIRST_SEEDED = 7_000_000_001L;
  private static final Pattern COMMAND = Pattern.compile("/([a-z]+)");
  private static final int GUILD = 0;
  private static final int BOT_DM = 1;
  private static final ObjectMapper JSON = new ObjectMapper();

  private final AppBot bot = AppBot.fresh();

  @RegisterExtension final FakeDiscordExtension extension = new FakeDiscordExtension();

  @Test
  @DisplayName("the reveal, the leaderboard and /stats name commands that exist in a server")
  void nextStepsExistInServers(DiscordScenario discord) {
    discord.startBot(bot);
    discord.await(
        () -> discord.fake().globalCommands().containsKey("leaderboard"), "commands registered");

    // WHEN a round is played to its reveal, then the board and alice's stats are asked for
    FakeMessage question = discord.slash(discord.alice(), "quiz", Map.of()).message();
    discord.await(() -> question.reactionEmojis().size() == 4, "the bot's four reactions");
    discord.react(discord.alice(), question, "🇦");
    discord.await(() -> bot.storedAnswers() == 1, "alice's answer stored");
    bot.clock().advance(Duration.ofSeconds(61));
    FakeMessage reveal =
        discord.awaitMessage(
            m ->
                m.id().equals(question.id())
                    && m.embeds().get(0).path("title").asText().startsWith("Answer:"));
    InteractionReply board = discord.slash(discord.alice(), "leaderboard", Map.of());
    InteractionReply stats = discord.slash(discord.alice(), "stats", Map.of());
    stats.awaitEdited(DiscordScenario.TIMEOUT);

    // THEN each screen names at least one next command, and every one named runs in a server
    String revealFooter = reveal.embeds().get(0).path("footer").path("text").asText();
    String boardNext = field(board.embeds().get(0), "Next");
    String statsNext = field(stats.message().embeds().get(0), "Next");
    for (String screen : List.of(revealFooter, boardNext, statsNext)) {
      List<String> named = commands(screen);
      assertThat(named).as("commands named in: %s", screen).isNotEmpty();
      for (String name : named) {
        assertThat(contexts(discord, name)).as("/%s in a server", name).contains(GUILD);
      }
    }
    assertThat(revealFooter).contains("/quiz", "/leaderboard");
  }

  @Test
  @DisplayName("/stats in the bot's DM shows the member's study, whose next step runs there")
  void statsInTheDm(DiscordScenario discord) {
    discord.startBot(bot);
    discord.await(
        () -> discord.fake().globalCommands().containsKey("stats"), "commands registered");
    discord.fake().installForUser(discord.carol());

    // WHEN carol runs /stats in the bot's DM
    InteractionReply stats = discord.slashInDm(discord.carol(), "stats", Map.of());

    // THEN she sees her study numbers (no server board), ending in a command of the DM
    JsonNode embed = stats.embeds().get(0);
    assertThat(embed.path("title").asText()).isEqualTo("Your study");
    String footer = embed.path("footer").path("text").asText();
    List<String> named = commands(footer);
    assertThat(named).containsExactly("review");
    assertThat(contexts(discord, "stats")).contains(BOT_DM);
    assertThat(contexts(discord, "review")).contains(BOT_DM);
  }

  @Test
  @DisplayName("▶ and ◀ turn the board's pages in place; ◀ is off on page 1, ▶ on the last")
  void pagesTurn(DiscordScenario discord) {
    seed(discord);
    InteractionReply first = discord.slash(discord.alice(), "leaderboard", Map.of());
    FakeMessage message = first.message();
    assertThat(disabled(message)).containsExactly(true, false);

    message = turn(discord, discord.alice(), message, "Next ▶");
    assertThat(footer(message)).startsWith("Page 2/4");
    assertThat(message.embeds().get(0).path("description").asText())
        .contains("**#11** <@" + (FIRST_SEEDED + 10) + ">");

    message = turn(discord, discord.alice(), message, "◀ Previous");
    assertThat(footer(message)).startsWith("Page 1/4");
  }

  @Test
  @DisplayName("a page that no longer exists shows the last page; another member is refused")
  void stalePageAndOthers(DiscordScenario discord) {
    seed(discord);
    // GIVEN a board page drawn when the board had nine pages (its ▶ leads to page 9)
    String stale = "lb:a:9:" + discord.alice().id() + ":";
    ArrayNode rows = JSON.createArrayNode();
    rows.addObject()
        .put("type", 1)
        .putArray("components")
        .addObject()
        .put("type", 2)
        .put("style", 2)
        .put("label", "Next ▶")
        .put("custom_id", stale);
    FakeMessage message =
        discord.fake().postedEarlierByBot(discord.channel(), "an older board", rows);

    // WHEN alice presses it
    FakeMessage shown = turn(discord, discord.alice(), message, "Next ▶");

    // THEN her board shows its last page (4), with ▶ off
    assertThat(footer(shown)).startsWith("Page 4/4");
    assertThat(disabled(shown)).containsExactly(false, true);

    // WHEN bob presses alice's ◀
    InteractionReply bob = discord.press(discord.bob(), shown, "◀ Previous");

    // THEN only bob is told, and alice's board stays on page 4
    assertThat(bob.ephemeral()).isTrue();
    assertThat(footer(shown)).startsWith("Page 4/4");
  }

  /** Presses and returns the message as the bot updated it. */
  private static FakeMessage turn(
      DiscordScenario discord, FakeUser user, FakeMessage message, String button) {
    InteractionReply reply = discord.press(user, message, button);
    if (reply.callbackType() == 6) {
      reply.awaitEdited(DiscordScenario.TIMEOUT);
    }
    assertThat(reply.callbackType()).as("the press updates its message").isIn(6, 7);
    return reply.message();
  }

  private void seed(DiscordScenario discord) {
    long guild = Long.parseLong(discord.guild().id());
    try (AnswerSeed seed = new AnswerSeed(bot.databaseFile())) {
      for (int i = 0; i < 30; i++) {
        seed.answer(guild, FIRST_SEEDED + i, "memory", 300 - 10 * i, T.plusSeconds(i));
      }
      seed.answer(guild, Long.parseLong(discord.alice().id()), "memory", 5, T.plusSeconds(100));
    }
    discord.startBot(bot);
  }

  private static List<Integer> contexts(DiscordScenario discord, String name) {
    JsonNode command = discord.fake().globalCommands().get(name);
    assertThat(command).as("a registered /%s", name).isNotNull();
    List<Integer> out = new ArrayList<>();
    command.path("contexts").forEach(c -> out.add(c.asInt()));
    return out;
  }

  private static List<String> commands(String text) {
    List<String> out = new ArrayList<>();
    Matcher m = COMMAND.matcher(text);
    while (m.find()) {
      out.add(m.group(1));
    }
    return out;
  }

  private static String field(JsonNode embed, String name) {
    for (JsonNode f : embed.path("fields")) {
      if (f.path("name").asText().equals(name)) {
        return f.path("value").asText();
      }
    }
    throw new AssertionError("no field " + name + " in " + embed);
  }

  private static String footer(FakeMessage message) {
    return message.embeds().get(0).path("footer").path("text").asText();
  }

  private static List<Boolean> disabled(FakeMessage message) {
    List<Boolean> out = new ArrayList<>();
    for (JsonNode row : message.components()) {
      for (JsonNode button : row.path("components")) {
        out.add(button.path("disabled").asBoolean(false));
      }
    }
    return out;
  }
}
