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
import java.time.Instant;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** The server's deadline: a running bot's clock, a restart after downtime, two processes. */
final class ExamDeadlineE2ETest {

  private final AppBot bot = AppBot.fresh();

  @RegisterExtension final FakeDiscordExtension extension = FakeDiscordExtension.withBot(() -> bot);

  /** Starts alice's seed-deck exam and answers its first {@code right} questions right. */
  private FakeMessage answeredRight(DiscordScenario discord, FakeUser user, int right) {
    // Only this test's own ticks: none of the bot's 5-second ones may race them.
    bot.app().examTicker().tickOnlyWhenAsked();
    FakeMessage message = ExamE2E.startInDms(discord, user, Map.of("deck", ExamE2E.SEED_DECK));
    for (int i = 0; i < right; i++) {
      message = press(discord, user, message, ExamE2E.rightButton(message)).message();
    }
    return message;
  }

  private static void settle() throws InterruptedException {
    Thread.sleep(300); // a second DM would be on its way by now
  }

  @Test
  @DisplayName(
      "a press after the deadline stores nothing: the exam is submitted with what came in time")
  void pressAfterDeadline(DiscordScenario discord) throws Exception {
    FakeUser alice = discord.alice();
    FakeMessage message = answeredRight(discord, alice, 1);
    Instant end = ExamE2E.endsAt(bot, alice);

    // WHEN the injected clock passes the deadline and alice answers question 2 right
    bot.clock().set(end.plusSeconds(1));
    InteractionReply late = press(discord, alice, message, ExamE2E.rightButton(message));

    // THEN the message says time is up and her report follows: only question 1 counts
    assertThat(late.message().content()).contains("Time is up");
    late.awaitFollowUps(1, DiscordScenario.TIMEOUT);
    assertThat(late.followUps().get(0).embeds().get(0).path("description").asText())
        .contains("**Score: 1/5 (20%)**")
        .contains("submitted when the time was up");
    assertThat(bot.countRows("SELECT count(*) FROM exam_questions WHERE choice IS NOT NULL"))
        .isOne();
    assertThat(bot.countRows("SELECT count(*) FROM study_reviews WHERE source = 'EXAM'")).isOne();
    // AND the ticker finds nothing left to submit: no second report
    assertThat(bot.app().examTicker().tickNow()).isZero();
    settle();
    // (the one report in the DM is the press's follow-up)
    assertThat(ExamE2E.reports(discord, alice)).hasSize(1);
    assertThat(late.followUps()).hasSize(1);
  }

  @Test
  @DisplayName(
      "the running bot's ticker submits at the deadline on its clock and DMs the report once")
  void tickerSubmits(DiscordScenario discord) throws Exception {
    FakeUser alice = discord.alice();
    FakeMessage message = answeredRight(discord, alice, 2);
    Instant end = ExamE2E.endsAt(bot, alice);

    bot.clock().set(end.minusSeconds(1));
    assertThat(bot.app().examTicker().tickNow()).isZero();
    bot.clock().set(end);
    assertThat(bot.app().examTicker().tickNow()).isOne();
    FakeMessage report =
        discord.awaitMessage(discord.dm(alice), ExamE2E::isReport, DiscordScenario.TIMEOUT);
    assertThat(report.embeds().get(0).path("description").asText())
        .contains("**Score: 2/5 (40%)**");
    assertThat(bot.app().examTicker().tickNow()).isZero();
    settle();
    assertThat(ExamE2E.reports(discord, alice)).hasSize(1);
    assertThat(bot.countRows("SELECT count(*) FROM exams WHERE submitted_by = 'TIME_UP'")).isOne();

    // WHEN she presses a button of the old question message
    InteractionReply old = press(discord, alice, message, ExamE2E.rightButton(message));
    // THEN it says the exam is over and stores nothing
    assertThat(old.message().content()).contains("This exam is over");
    assertThat(bot.countRows("SELECT count(*) FROM exam_questions WHERE choice IS NOT NULL"))
        .isEqualTo(2);
  }

  @Test
  @DisplayName(
      "an exam whose deadline passed while the bot was down is submitted at the next start,"
          + " scoring only answers stored by the deadline")
  void expiredWhileDown(DiscordScenario discord) throws Exception {
    FakeUser alice = discord.alice();
    answeredRight(discord, alice, 2);
    Instant end = ExamE2E.endsAt(bot, alice);
    long exam = ExamE2E.examId(bot, alice);

    // WHEN the bot stops, an answer lands after the deadline (another process, a late write),
    // and the clock is an hour past the end when it starts again
    discord.stopBot();
    int rightOfThird =
        ExamE2E.BANK
            .question(
                bot.rows("SELECT question_id FROM exam_questions WHERE idx = 2")
                    .get(0)
                    .values()
                    .iterator()
                    .next()
                    .toString())
            .orElseThrow()
            .answerIndex();
    bot.execute(
        "UPDATE exam_questions SET choice = ?, answered_at = ? WHERE exam_id = ? AND idx = 2",
        rightOfThird,
        end.plusSeconds(30).toEpochMilli(),
        exam);
    bot.clock().set(end.plus(Duration.ofHours(1)));
    discord.startBot(bot);

    // THEN at start the exam is submitted and the report DMed once: 2 right, not 3
    FakeMessage report =
        discord.awaitMessage(discord.dm(alice), ExamE2E::isReport, DiscordScenario.TIMEOUT);
    assertThat(report.embeds().get(0).path("description").asText())
        .contains("**Score: 2/5 (40%)**")
        .contains("Time used: 5 min of 5 min");
    assertThat(bot.number("SELECT finished_at FROM exams WHERE exam_id = ?", exam))
        .isEqualTo(end.toEpochMilli());
    assertThat(bot.countRows("SELECT count(*) FROM study_reviews WHERE source = 'EXAM'"))
        .isEqualTo(2);
    bot.app().examTicker().tickNow();
    settle();
    assertThat(ExamE2E.reports(discord, alice)).hasSize(1);
  }

  @Test
  @DisplayName(
      "a restart before the deadline: a button of the message sent before it goes on (next"
          + " question, the answer stored), /exam resume shows the current question")
  void restartMidExam(DiscordScenario discord) throws Exception {
    FakeUser alice = discord.alice();
    FakeMessage message = answeredRight(discord, alice, 2);
    assertThat(ExamE2E.index(message)).isEqualTo(2);
    Instant end = ExamE2E.endsAt(bot, alice);
    long exam = ExamE2E.examId(bot, alice);

    // WHEN the bot stops and starts again a minute later, well before the deadline
    discord.stopBot();
    bot.clock().advance(Duration.ofMinutes(1));
    assertThat(bot.clock().instant()).isBefore(end);
    discord.startBot(bot);

    // THEN answering question 3 on the message sent before the restart shows question 4
    InteractionReply pressed = press(discord, alice, message, ExamE2E.rightButton(message));
    assertThat(pressed.message().id()).isEqualTo(message.id());
    assertThat(ExamE2E.isQuestion(pressed.message())).isTrue();
    assertThat(ExamE2E.index(pressed.message())).isEqualTo(3);
    // AND three answers are stored, the exam still running, nothing submitted
    assertThat(
            bot.countRows(
                "SELECT count(*) FROM exam_questions WHERE choice IS NOT NULL AND exam_id = "
                    + exam))
        .isEqualTo(3);
    assertThat(bot.countRows("SELECT count(*) FROM exams WHERE status = 'RUNNING'")).isOne();
    assertThat(bot.countRows("SELECT count(*) FROM study_reviews")).isZero();

    // AND /exam resume (in the DM) shows that current question, question 4
    InteractionReply resumed = discord.slashInDm(alice, "exam", Map.of("resume", Map.of()));
    FakeMessage current =
        resumed.deferred()
            ? resumed.awaitFollowUps(1, DiscordScenario.TIMEOUT).followUps().get(0)
            : resumed.message();
    assertThat(ExamE2E.isQuestion(current)).as(ExamE2E.text(current)).isTrue();
    assertThat(ExamE2E.index(current)).isEqualTo(3);
    assertThat(ExamE2E.question(current)).isEqualTo(ExamE2E.question(pressed.message()));
    assertThat(ExamE2E.text(current)).contains("<t:" + end.getEpochSecond() + ":R>");
  }

  @Test
  @DisplayName("two bot processes on one database: an exam is submitted once, one report DM")
  void twoProcessesSubmitOnce(DiscordScenario discord) throws Exception {
    FakeUser alice = discord.alice();
    answeredRight(discord, alice, 3);
    Instant end = ExamE2E.endsAt(bot, alice);
    AppBot second = new AppBot(bot.clock(), bot.databaseFile());
    second.start(discord.fake().apiUrl(), discord.fake().gatewayUrl(), discord.fake().token());
    second.app().examTicker().tickOnlyWhenAsked();
    try {
      bot.clock().set(end.plusSeconds(2));
      CompletableFuture<Integer> first =
          CompletableFuture.supplyAsync(() -> bot.app().examTicker().tickNow());
      CompletableFuture<Integer> other =
          CompletableFuture.supplyAsync(() -> second.app().examTicker().tickNow());
      assertThat(first.get() + other.get()).isOne();
      discord.awaitMessage(discord.dm(alice), ExamE2E::isReport, DiscordScenario.TIMEOUT);
      settle();
      assertThat(ExamE2E.reports(discord, alice)).hasSize(1);
      assertThat(bot.countRows("SELECT count(*) FROM exams WHERE status = 'SUBMITTED'")).isOne();
      assertThat(bot.countRows("SELECT count(*) FROM study_reviews WHERE source = 'EXAM'"))
          .isEqualTo(3);
    } finally {
      second.stop();
    }
  }
}
