package dev.quizbot.e2e.quiz;

import static org.assertj.core.api.Assertions.assertThat;

import dev.quizbot.bank.BankLoader;
import dev.quizbot.bank.QuestionBank;
import dev.quizbot.e2e.AppBot;
import dev.quizbot.fakediscord.DiscordScenario;
import dev.quizbot.fakediscord.FakeDiscordExtension;
import dev.quizbot.fakediscord.FakeMessage;
import dev.quizbot.fakediscord.FakeUser;
import dev.quizbot.fakediscord.InteractionReply;
import dev.quizbot.quality.QuestionVersion;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * A 🚩 report is kept per question version (issue 18): after the deck's author fixes the text and
 * the bot restarts, the same member's report of the new text is a new row with the new hash, while
 * the old text can no longer be reported a second time.
 */
final class QuizReportVersionE2ETest {
  private static final String QUESTION = "report-version-q1";

  private final AppBot bot = AppBot.fresh();

  @RegisterExtension final FakeDiscordExtension extension = new FakeDiscordExtension();

  @TempDir Path bankDir;

  /** A one-question deck; {@code prompt} is the text the author edits between the two starts. */
  private QuestionBank writeDeck(String prompt) {
    try {
      Files.writeString(
          bankDir.resolve("report-version.yaml"),
          """
          id: report-version
          title: Report versions
          description: test
          questions:
            - id: %s
              topic: memory
              prompt: %s
              choices: ["Activation checkpointing", "Loss scaling", "Pipeline bubbles", "ZeRO-3"]
              answer: Activation checkpointing
              explanation: It trades compute for memory.
          """
              .formatted(QUESTION, prompt));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return new BankLoader().load(bankDir).bank();
  }

  /** {@code member} answers a fresh /quiz round wrong; returns the posted question and reveal. */
  private FakeMessage answeredReveal(
      DiscordScenario discord, QuestionBank bank, FakeUser member, PostedQuestion[] posted) {
    InteractionReply reply = discord.slash(member, "quiz", Map.of());
    PostedQuestion question = PostedQuestion.of(reply.message(), bank);
    discord.await(
        () -> question.message().reactionEmojis().size() == question.emojis().size(),
        "the bot's choice reactions");
    discord.react(member, question.message(), question.wrongEmoji(0));
    QuizRounds.awaitAnswers(discord, bot, question.message(), 1);
    posted[0] = question;
    return QuizRounds.close(discord, bot, question);
  }

  private InteractionReply report(
      DiscordScenario discord, FakeUser member, FakeMessage reveal, String reason) {
    InteractionReply opened = discord.press(member, reveal, "Report");
    if (opened.callbackType() != 9) {
      return opened; // answered without a modal (a stale button)
    }
    return discord.submitModal(member, opened, Map.of("reason", reason));
  }

  @Test
  @DisplayName(
      "After the question's text is edited and the bot restarts, the member's report is a new"
          + " version (new hash); the old version's second report stays refused")
  void editedTextIsANewVersion(DiscordScenario discord) {
    // GIVEN alice answered the deck's question wrong and reported its text
    QuestionBank before = writeDeck("Which technique recomputes activatoins?");
    discord.startBot(bot.with("QUIZBOT_BANK_PATHS", bankDir.toString()));
    PostedQuestion[] first = new PostedQuestion[1];
    FakeMessage oldReveal = answeredReveal(discord, before, discord.alice(), first);
    assertThat(report(discord, discord.alice(), oldReveal, "typo").content()).startsWith("Thanks!");
    String oldHash = QuestionVersion.hash(first[0].question());

    // WHEN the author fixes the typo and the bot restarts on the edited deck
    discord.stopBot();
    QuestionBank after = writeDeck("Which technique recomputes activations?");
    discord.startBot(bot);
    String newHash = QuestionVersion.hash(after.question(QUESTION).orElseThrow());
    assertThat(newHash).isNotEqualTo(oldHash);

    // THEN a second report from the old reveal is refused: that text is no longer the bank's,
    // and nothing more is stored
    InteractionReply oldAgain = report(discord, discord.alice(), oldReveal, "typo");
    assertThat(oldAgain.ephemeral()).isTrue();
    assertThat(oldAgain.content()).contains("changed or is no longer available");
    assertThat(bot.rows("SELECT text_hash FROM question_reports"))
        .extracting(r -> r.get("text_hash"))
        .containsExactly(oldHash);

    // WHEN she answers the edited question in a new round and reports it
    PostedQuestion[] second = new PostedQuestion[1];
    FakeMessage newReveal = answeredReveal(discord, after, discord.alice(), second);
    InteractionReply stored = report(discord, discord.alice(), newReveal, "wrong_key");

    // THEN it is stored as the new version, beside the old one, with her pick of this round
    assertThat(stored.content()).startsWith("Thanks!");
    var rows =
        bot.rows(
            "SELECT question_id, text_hash, picked, reason FROM question_reports"
                + " WHERE user_id = ? ORDER BY created_at, text_hash",
            Long.parseLong(discord.alice().id()));
    assertThat(rows).hasSize(2);
    assertThat(rows).extracting(r -> r.get("question_id")).containsOnly(QUESTION);
    assertThat(rows)
        .extracting(r -> r.get("text_hash"))
        .containsExactlyInAnyOrder(oldHash, newHash);
    Map<String, Object> newRow =
        rows.stream().filter(r -> newHash.equals(r.get("text_hash"))).findFirst().orElseThrow();
    assertThat(newRow.get("reason")).isEqualTo("wrong_key");
    assertThat(newRow.get("picked")).isEqualTo(second[0].textOf(second[0].wrongEmoji(0)));

    // AND a second report of the new version is refused politely, nothing more stored
    assertThat(report(discord, discord.alice(), newReveal, "other").content())
        .contains("already reported");
    assertThat(bot.countRows("SELECT count(*) FROM question_reports")).isEqualTo(2);
  }
}
