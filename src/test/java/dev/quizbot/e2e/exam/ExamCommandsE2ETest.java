package dev.quizbot.e2e.exam;

import static dev.quizbot.e2e.exam.ExamE2E.press;
import static org.assertj.core.api.Assertions.assertThat;

import dev.quizbot.e2e.AppBot;
import dev.quizbot.fakediscord.DiscordScenario;
import dev.quizbot.fakediscord.FakeDiscordExtension;
import dev.quizbot.fakediscord.FakeMessage;
import dev.quizbot.fakediscord.FakeUser;
import dev.quizbot.fakediscord.InteractionReply;
import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** /exam resume, abandon, history, bad input, extra time and closed DMs. */
final class ExamCommandsE2ETest {

  private final AppBot bot = AppBot.fresh();

  @RegisterExtension final FakeDiscordExtension extension = FakeDiscordExtension.withBot(() -> bot);

  @Test
  @DisplayName(
      "a second /exam start during an exam offers Resume, which shows the current question")
  void secondStartOffersResume(DiscordScenario discord) {
    FakeUser alice = discord.alice();
    FakeMessage first = ExamE2E.startInDms(discord, alice, Map.of("deck", ExamE2E.SEED_DECK));
    press(discord, alice, first, ExamE2E.rightButton(first));

    InteractionReply again =
        discord.slash(alice, "exam", Map.of("start", Map.of("deck", "nca-multi-gpu")));
    assertThat(again.ephemeral()).isTrue();
    assertThat(again.content()).contains("You have an exam running (1 of 5 answered");
    assertThat(again.message().buttonLabels()).containsExactly("Resume");
    assertThat(bot.countRows("SELECT count(*) FROM exams")).isOne();

    InteractionReply resumed = discord.press(alice, again.message(), "Resume");
    resumed.awaitFollowUps(0, DiscordScenario.TIMEOUT);
    FakeMessage question = resumed.deferred() ? resumed.followUps().get(0) : resumed.message();
    assertThat(ExamE2E.index(question)).isEqualTo(1);

    // /exam resume in the server sends the current question to the DM again
    InteractionReply viaCommand = discord.slash(alice, "exam", Map.of("resume", Map.of()));
    assertThat(viaCommand.content()).contains("Your exam continues in your direct messages");
  }

  @Test
  @DisplayName("/exam abandon asks first: Keep going keeps it, Abandon ends it unscored")
  void abandonAsksFirst(DiscordScenario discord) {
    FakeUser alice = discord.alice();
    ExamE2E.startInDms(discord, alice, Map.of("deck", ExamE2E.SEED_DECK));

    InteractionReply ask = discord.slash(alice, "exam", Map.of("abandon", Map.of()));
    assertThat(ask.ephemeral()).isTrue();
    assertThat(ask.content()).contains("Abandon your exam?");
    assertThat(ask.message().buttonLabels()).containsExactly("Abandon the exam", "Keep going");
    // Bob cannot press alice's confirmation
    InteractionReply bobs = discord.press(discord.bob(), ask.message(), "Abandon the exam");
    assertThat(bobs.ephemeral()).isTrue();
    assertThat(bot.countRows("SELECT count(*) FROM exams WHERE status = 'RUNNING'")).isOne();

    InteractionReply keep = press(discord, alice, ask.message(), "Keep going");
    assertThat(keep.message().content()).contains("goes on");
    assertThat(bot.countRows("SELECT count(*) FROM exams WHERE status = 'RUNNING'")).isOne();

    InteractionReply ask2 = discord.slash(alice, "exam", Map.of("abandon", Map.of()));
    InteractionReply yes = press(discord, alice, ask2.message(), "Abandon the exam");
    assertThat(yes.message().content()).contains("Abandoned");
    assertThat(bot.countRows("SELECT count(*) FROM exams WHERE status = 'ABANDONED'")).isOne();
    assertThat(bot.countRows("SELECT count(*) FROM study_reviews")).isZero();

    // history lists the attempt; nothing is running any more
    InteractionReply history = discord.slash(alice, "exam", Map.of("history", Map.of()));
    assertThat(history.embeds().get(0).path("description").asText()).contains("abandoned");
    assertThat(discord.slash(alice, "exam", Map.of("abandon", Map.of())).content())
        .contains("no exam running");
  }

  @Test
  @DisplayName("a stale 'Abandon the exam' button abandons only the exam it was shown for")
  void staleAbandonButton(DiscordScenario discord) {
    FakeUser alice = discord.alice();
    ExamE2E.startInDms(discord, alice, Map.of("deck", ExamE2E.SEED_DECK));
    InteractionReply staleAsk = discord.slash(alice, "exam", Map.of("abandon", Map.of()));
    InteractionReply ask = discord.slash(alice, "exam", Map.of("abandon", Map.of()));
    press(discord, alice, ask.message(), "Abandon the exam");
    ExamE2E.startInDms(discord, alice, Map.of("deck", ExamE2E.SEED_DECK));

    // WHEN alice presses the confirmation she was shown for her first exam
    InteractionReply stale = discord.press(alice, staleAsk.message(), "Abandon the exam");

    // THEN her second exam runs on
    assertThat(stale.ephemeral()).isTrue();
    assertThat(stale.content()).contains("no longer running", "nothing was changed");
    assertThat(bot.countRows("SELECT count(*) FROM exams WHERE status = 'RUNNING'")).isOne();
    assertThat(bot.countRows("SELECT count(*) FROM exams WHERE status = 'ABANDONED'")).isOne();
  }

  @Test
  @DisplayName(
      "bad input: questions 0, too many, minutes 0, an unknown deck: clear, nothing stored")
  void badInput(DiscordScenario discord) {
    FakeUser alice = discord.alice();
    InteractionReply zero =
        discord.slash(alice, "exam", Map.of("start", Map.of("deck", "nca-seed", "questions", 0)));
    assertThat(zero.ephemeral()).isTrue();
    assertThat(zero.content()).contains("`questions` must be 1 to 5");
    InteractionReply tooMany =
        discord.slash(alice, "exam", Map.of("start", Map.of("deck", "nca-seed", "questions", 6)));
    assertThat(tooMany.content()).contains("`questions` must be 1 to 5");
    InteractionReply minutes =
        discord.slash(alice, "exam", Map.of("start", Map.of("deck", "nca-seed", "minutes", 0)));
    assertThat(minutes.ephemeral()).isTrue();
    assertThat(minutes.content()).contains("`minutes` must be 1 to 240");
    InteractionReply deck = discord.slash(alice, "exam", Map.of("start", Map.of("deck", "nope")));
    assertThat(deck.ephemeral()).isTrue();
    assertThat(deck.content()).contains("There's no deck `nope`").contains("nca-seed");
    for (InteractionReply reply : new InteractionReply[] {zero, tooMany, minutes, deck}) {
      assertThat(reply.content()).contains("Nothing was started");
    }
    assertThat(bot.countRows("SELECT count(*) FROM exams")).isZero();
    assertThat(bot.countRows("SELECT count(*) FROM exam_questions")).isZero();
    assertThat(discord.messages(discord.dm(alice))).isEmpty();
  }

  @Test
  @DisplayName("extra time ×1.5 from /review settings makes a 5-minute exam 7 min 30 s")
  void extraTime(DiscordScenario discord) {
    FakeUser alice = discord.alice();
    discord.slash(alice, "review", Map.of("settings", Map.of("extra_time", "1.5")));
    FakeMessage question = ExamE2E.startInDms(discord, alice, Map.of("deck", ExamE2E.SEED_DECK));
    long end = bot.clock().instant().plus(Duration.ofSeconds(450)).getEpochSecond();
    assertThat(ExamE2E.endsAt(bot, alice).getEpochSecond()).isEqualTo(end);
    assertThat(ExamE2E.text(question)).contains("<t:" + end + ":R>");
  }

  @Test
  @DisplayName("DMs closed: the explanation and Take it here, which runs the exam in the channel")
  void closedDms(DiscordScenario discord) {
    FakeUser alice = discord.alice();
    discord.closeDms(alice);
    InteractionReply reply =
        discord.slash(alice, "exam", Map.of("start", Map.of("deck", ExamE2E.SEED_DECK)));
    assertThat(reply.ephemeral()).isTrue();
    assertThat(reply.content()).contains("Privacy Settings");
    FakeMessage explanation =
        reply.followUps().isEmpty() ? reply.message() : reply.followUps().get(0);
    assertThat(explanation.buttonLabels()).containsExactly("Take it here");
    InteractionReply here = discord.press(alice, explanation, "Take it here");
    FakeMessage question = ExamE2E.answerMessage(here);
    assertThat(ExamE2E.index(question)).isZero();
    assertThat(question.isEphemeral()).isTrue();
    // answering it here edits the ephemeral message into the next question
    InteractionReply answered = press(discord, alice, question, ExamE2E.rightButton(question));
    assertThat(ExamE2E.index(answered.message())).isEqualTo(1);
  }

  @Test
  @DisplayName(
      "/exam is registered like /review (server and user installs; servers, the bot's DM, private"
          + " channels); in the bot's DM the exam runs right there")
  void registeredEverywhere(DiscordScenario discord) {
    discord.await(() -> discord.fake().globalCommands().containsKey("exam"), "registered");
    com.fasterxml.jackson.databind.JsonNode exam = discord.fake().globalCommands().get("exam");
    assertThat(exam.path("integration_types").toString()).isEqualTo("[0,1]");
    assertThat(exam.path("contexts").toString()).isEqualTo("[0,1,2]");
    FakeUser carol = discord.carol();
    discord.fake().installForUser(carol);
    InteractionReply reply =
        discord.slashInDm(carol, "exam", Map.of("start", Map.of("deck", ExamE2E.SEED_DECK)));
    assertThat(reply.ephemeral()).isFalse();
    assertThat(ExamE2E.index(reply.message())).isZero();
    assertThat(discord.messages(discord.dm(carol))).hasSize(1);
  }
}
