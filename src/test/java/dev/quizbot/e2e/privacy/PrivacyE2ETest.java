package dev.quizbot.e2e.privacy;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.quizbot.e2e.AppBot;
import dev.quizbot.fakediscord.DiscordScenario;
import dev.quizbot.fakediscord.FakeChannel;
import dev.quizbot.fakediscord.FakeDiscordExtension;
import dev.quizbot.fakediscord.FakeMessage;
import dev.quizbot.fakediscord.FakeUser;
import dev.quizbot.fakediscord.InteractionReply;
import dev.quizbot.fakediscord.StoredAttachment;
import dev.quizbot.memberdata.MemberTable;
import dev.quizbot.memberdata.MemberTables;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * {@code /privacy export} and {@code /privacy delete} through the fake Discord: the member's data
 * made by real commands and reactions, the export a JSON file in their DMs, the erasure after a
 * confirmation that only they can press and that goes stale.
 */
final class PrivacyE2ETest {
  private static final List<String> EMOJIS = List.of("🇦", "🇧", "🇨", "🇩");
  private static final ObjectMapper JSON = new ObjectMapper();

  private final AppBot bot = AppBot.fresh();

  @RegisterExtension final FakeDiscordExtension extension = FakeDiscordExtension.withBot(() -> bot);

  @Test
  @DisplayName(
      "/privacy export DMs a JSON file of the member's rows; /privacy delete, confirmed, erases"
          + " them (bob's stay) and /stats then has no data")
  void exportThenDelete(DiscordScenario discord) throws Exception {
    // GIVEN alice and bob answered a /quiz round, and alice saved a study setting
    playRound(discord);
    discord.slash(discord.alice(), "review", Map.of("settings", Map.of("new_per_day", 5)));
    long alice = Long.parseLong(discord.alice().id());
    long bob = Long.parseLong(discord.bob().id());
    Map<String, Long> aliceBefore = rowsOf(alice);
    Map<String, Long> bobBefore = rowsOf(bob);
    assertThat(aliceBefore)
        .containsEntry("answers", 1L)
        .containsEntry("member_stats", 1L)
        .containsEntry("study_reviews", 1L)
        .containsEntry("study_memory", 1L)
        .containsEntry("study_settings", 1L);

    // WHEN alice runs /privacy export in the server channel
    InteractionReply export = discord.slash(discord.alice(), "privacy", Map.of("export", Map.of()));

    // THEN the reply, for her alone, links her DM, where a JSON file holds her rows
    FakeChannel dm = discord.dm(discord.alice());
    assertThat(export.ephemeral()).isTrue();
    assertThat(export.content()).contains("https://discord.com/channels/@me/" + dm.id());
    FakeMessage sent =
        discord.awaitMessage(dm, m -> !m.attachments().isEmpty(), DiscordScenario.TIMEOUT);
    StoredAttachment file = sent.attachments().get(0);
    assertThat(file.filename()).isEqualTo("quizbot-data-" + alice + ".json");
    assertThat(sent.content()).contains("Everything the bot stores about you");
    JsonNode json = JSON.readTree(file.bytes());
    assertThat(json.path("member_id").asLong()).isEqualTo(alice);
    Map<String, Long> exported = new TreeMap<>();
    json.path("tables")
        .fields()
        .forEachRemaining(t -> exported.put(t.getKey(), (long) t.getValue().size()));
    assertThat(exported).isEqualTo(aliceBefore);
    assertThat(json.path("tables").path("answers").get(0).path("user_id").asLong())
        .isEqualTo(alice);
    assertThat(json.toString()).doesNotContain(discord.bob().id());

    // WHEN alice runs /privacy delete
    InteractionReply ask = discord.slash(discord.alice(), "privacy", Map.of("delete", Map.of()));

    // THEN she is asked first, for her alone; bob cannot press her button
    assertThat(ask.ephemeral()).isTrue();
    assertThat(ask.content()).contains("everything the bot stores about you");
    assertThat(ask.message().buttonLabels()).containsExactly("Delete my data", "Cancel");
    InteractionReply notHis = discord.press(discord.bob(), ask.message(), "Delete my data");
    assertThat(notHis.content()).contains("someone else's");
    assertThat(rowsOf(alice)).isEqualTo(aliceBefore);

    // WHEN she confirms
    InteractionReply done = discord.press(discord.alice(), ask.message(), "Delete my data");

    // THEN the message says so, without buttons; none of her rows is left, bob's all are
    assertThat(done.updatedMessage()).as("the question itself is edited").isTrue();
    assertThat(done.content()).startsWith("Done: everything the bot stored about you is deleted");
    assertThat(done.message().buttonLabels()).isEmpty();
    assertThat(rowsOf(alice).values()).allMatch(n -> n == 0);
    assertThat(rowsOf(bob)).isEqualTo(bobBefore);

    // AND /stats and /privacy export find nothing of hers
    InteractionReply stats = discord.slash(discord.alice(), "stats", Map.of());
    assertThat(stats.content()).contains("You have no answers in this server yet");
    InteractionReply again = discord.slash(discord.alice(), "privacy", Map.of("export", Map.of()));
    assertThat(again.content()).contains("The bot stores nothing about you");
  }

  @Test
  @DisplayName(
      "a /privacy delete confirmation pressed after 10 minutes erases nothing; Cancel neither")
  void staleConfirmationErasesNothing(DiscordScenario discord) {
    // GIVEN alice has a study setting and asked to delete her data
    discord.slash(discord.alice(), "review", Map.of("settings", Map.of("new_per_day", 5)));
    long alice = Long.parseLong(discord.alice().id());
    Map<String, Long> before = rowsOf(alice);
    InteractionReply old = discord.slash(discord.alice(), "privacy", Map.of("delete", Map.of()));

    // WHEN she presses Confirm 11 minutes later
    bot.clock().advance(Duration.ofMinutes(11));
    InteractionReply late = discord.press(discord.alice(), old.message(), "Delete my data");

    // THEN nothing is erased, and she is told to run the command again
    assertThat(late.content()).contains("more than 10 minutes old").contains("/privacy delete");
    assertThat(rowsOf(alice)).isEqualTo(before);

    // WHEN she asks again and cancels
    InteractionReply ask = discord.slash(discord.alice(), "privacy", Map.of("delete", Map.of()));
    InteractionReply cancelled = discord.press(discord.alice(), ask.message(), "Cancel");

    // THEN nothing is erased either
    assertThat(cancelled.content()).contains("nothing was deleted");
    assertThat(rowsOf(alice)).isEqualTo(before);
  }

  @Test
  @DisplayName("/privacy export with closed DMs: the file comes in the reply, for the member alone")
  void closedDmsGetTheFileInTheReply(DiscordScenario discord) throws Exception {
    // GIVEN alice has a study setting and her DMs are closed to the bot
    discord.slash(discord.alice(), "review", Map.of("settings", Map.of("new_per_day", 5)));
    discord.closeDms(discord.alice());

    // WHEN she runs /privacy export
    InteractionReply export = discord.slash(discord.alice(), "privacy", Map.of("export", Map.of()));

    // THEN the ephemeral reply carries the JSON file and says why it is here
    assertThat(export.ephemeral()).isTrue();
    assertThat(export.content()).contains("your DMs are closed");
    List<StoredAttachment> files = export.message().attachments();
    assertThat(files).hasSize(1);
    JsonNode json = JSON.readTree(files.get(0).bytes());
    assertThat(json.path("tables").path("study_settings")).hasSize(1);
  }

  /** Alice answers right and bob wrong; the round closes and is revealed. */
  private void playRound(DiscordScenario discord) {
    FakeMessage question = discord.slash(discord.alice(), "quiz", Map.of()).message();
    discord.await(() -> question.reactionEmojis().size() == 4, "the bot's four reactions");
    int correct =
        bot.countRows("SELECT correct_position FROM rounds WHERE message_id = " + question.id());
    react(discord, discord.alice(), question, EMOJIS.get(correct));
    react(discord, discord.bob(), question, EMOJIS.get((correct + 1) % 4));
    discord.await(() -> bot.storedAnswers() == 2, "both answers stored");
    bot.clock().advance(Duration.ofSeconds(61));
    discord.awaitMessage(
        m ->
            m.id().equals(question.id())
                && m.embeds().get(0).path("title").asText().startsWith("Answer:"));
  }

  private static void react(DiscordScenario discord, FakeUser user, FakeMessage m, String emoji) {
    discord.react(user, m, emoji);
  }

  /** The member's rows per table of MemberTables, counted with its own conditions. */
  private Map<String, Long> rowsOf(long member) {
    Map<String, Long> rows = new TreeMap<>();
    for (MemberTable table : MemberTables.MEMBER) {
      rows.put(
          table.name(),
          bot.number("SELECT COUNT(*) FROM " + table.name() + " WHERE " + table.rows(), member));
    }
    return rows;
  }
}
