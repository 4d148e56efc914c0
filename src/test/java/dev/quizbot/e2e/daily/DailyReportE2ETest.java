package dev.quizbot.e2e.daily;

import static org.assertj.core.api.Assertions.assertThat;

import dev.quizbot.bank.BankLoader;
import dev.quizbot.bank.Question;
import dev.quizbot.bank.QuestionBank;
import dev.quizbot.fakediscord.DiscordScenario;
import dev.quizbot.fakediscord.FakeDiscordExtension;
import dev.quizbot.fakediscord.FakeMessage;
import dev.quizbot.fakediscord.InteractionReply;
import dev.quizbot.quality.QuestionVersion;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** The 🚩 Report button on a daily question's reveal (issue 18). */
final class DailyReportE2ETest {
  private static final QuestionBank BANK = new BankLoader().load(Path.of("questions")).bank();

  @RegisterExtension final FakeDiscordExtension extension = new FakeDiscordExtension();

  /** The text shown beside {@code emoji} in the posted question ("🇦 text" lines). */
  private static String shownText(FakeMessage post, String emoji) {
    String description = post.embeds().get(0).path("description").asText();
    for (String line : description.substring(description.indexOf("\n\n") + 2).split("\n")) {
      if (line.startsWith(emoji + " ")) {
        return line.substring(emoji.length() + 1);
      }
    }
    throw new AssertionError("no " + emoji + " line in " + description);
  }

  @Test
  @DisplayName(
      "A member reports from a daily reveal: stored with the server, the choice picked (by the"
          + " text shown) and the shown text's hash; a second report of that version is refused")
  void reportFromDailyReveal(DiscordScenario discord) {
    // GIVEN a daily question that is out, answered 🇧 by bob
    DailyWorld world = DailyWorld.start(discord);
    world.setStandard();
    world.bot.clock().set(DailyWorld.POST_AT);
    world.bot.app().dailyTicker().tickNow();
    FakeMessage post = world.awaitDailyPost();
    String picked = shownText(post, "🇧");
    discord.react(world.member, post, "🇧");
    discord.await(() -> world.bot.storedAnswers() == 1, "bob's answer stored");

    // WHEN the window passes and the post becomes the reveal
    world.bot.clock().advance(Duration.ofHours(12).plusSeconds(1));
    FakeMessage reveal =
        discord.awaitMessage(
            m ->
                m.id().equals(post.id())
                    && m.embeds().get(0).path("title").asText().startsWith("Answer:")
                    && !m.components().isEmpty());
    String questionId =
        (String)
            world
                .bot
                .rows(
                    "SELECT question_id FROM rounds WHERE kind = 'DAILY' AND message_id = ?",
                    Long.parseLong(post.id()))
                .get(0)
                .get("question_id");
    Question question = BANK.question(questionId).orElseThrow();

    // AND bob reports it from the reveal
    InteractionReply opened = discord.press(world.member, reveal, "Report");
    assertThat(opened.callbackType()).as("a modal").isEqualTo(9);
    InteractionReply thanks =
        discord.submitModal(
            world.member, opened, Map.of("reason", "outdated", "note", "the rule changed"));

    // THEN he is thanked privately, and the report is stored with what he saw and picked
    assertThat(thanks.ephemeral()).isTrue();
    assertThat(thanks.content()).startsWith("Thanks!");
    var rows = world.bot.rows("SELECT * FROM question_reports");
    assertThat(rows).hasSize(1);
    Map<String, Object> r = rows.get(0);
    assertThat(((Number) r.get("user_id")).longValue())
        .isEqualTo(Long.parseLong(world.member.id()));
    assertThat(((Number) r.get("guild_id")).longValue())
        .isEqualTo(Long.parseLong(discord.guild().id()));
    assertThat(r.get("question_id")).isEqualTo(question.id());
    assertThat(r.get("text_hash")).isEqualTo(QuestionVersion.hash(question));
    assertThat(question.choices()).contains(picked);
    assertThat(r.get("picked")).isEqualTo(picked);
    assertThat(r.get("reason")).isEqualTo("outdated");
    assertThat(r.get("note")).isEqualTo("the rule changed");

    // WHEN he reports the same version again
    InteractionReply again =
        discord.submitModal(
            world.member, discord.press(world.member, reveal, "Report"), Map.of("reason", "typo"));

    // THEN it is already noted, and nothing more is stored
    assertThat(again.content()).contains("already reported");
    assertThat(world.bot.countRows("SELECT count(*) FROM question_reports")).isEqualTo(1);
  }
}
