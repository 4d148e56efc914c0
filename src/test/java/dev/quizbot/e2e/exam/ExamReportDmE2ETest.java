package dev.quizbot.e2e.exam;

import static dev.quizbot.e2e.exam.ExamE2E.press;
import static org.assertj.core.api.Assertions.assertThat;

import dev.quizbot.e2e.AppBot;
import dev.quizbot.exam.ExamReportDms;
import dev.quizbot.fakediscord.DiscordScenario;
import dev.quizbot.fakediscord.FakeDiscordExtension;
import dev.quizbot.fakediscord.FakeMessage;
import dev.quizbot.fakediscord.FakeUser;
import java.time.Instant;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The report DM of a deadline submission is owed in the database: a DM Discord fails, a process
 * that stops mid-send, two processes — it still arrives exactly once.
 */
final class ExamReportDmE2ETest {

  private final AppBot bot = AppBot.fresh();

  @RegisterExtension final FakeDiscordExtension extension = FakeDiscordExtension.withBot(() -> bot);

  /** Alice's exam with two right answers, submitted at its deadline while every DM fails. */
  private long submittedWhileDmsFail(DiscordScenario discord, FakeUser alice) throws Exception {
    bot.app().examTicker().tickOnlyWhenAsked();
    FakeMessage message = ExamE2E.startInDms(discord, alice, Map.of("deck", ExamE2E.SEED_DECK));
    for (int i = 0; i < 2; i++) {
      message = press(discord, alice, message, ExamE2E.rightButton(message)).message();
    }
    long exam = ExamE2E.examId(bot, alice);
    String dmMessages = "channels/" + discord.dm(alice).id() + "/messages";
    discord.fake().faults().failNext("POST", dmMessages, 50, 500);
    bot.clock().set(ExamE2E.endsAt(bot, alice).plusSeconds(1));
    assertThat(bot.app().examTicker().tickNow()).isOne();
    // The DM fails (JDA does not retry a 500): the claim is released, the DM still owed.
    long deadline = System.currentTimeMillis() + DiscordScenario.TIMEOUT.toMillis();
    while (owed("claimed_at IS NOT NULL") == 1 && System.currentTimeMillis() < deadline) {
      Thread.sleep(50);
    }
    assertThat(owed("claimed_at IS NULL")).isOne();
    assertThat(ExamE2E.reports(discord, alice)).isEmpty();
    discord.fake().faults().clear();
    bot.clock().advance(ExamReportDms.backoff(1)); // the first retry is due 5 s after the failure
    return exam;
  }

  private int owed(String condition) {
    return bot.countRows(
        "SELECT count(*) FROM exam_report_dms WHERE state = 'OWED' AND " + condition);
  }

  private static void settle() throws InterruptedException {
    Thread.sleep(300); // a second DM would be on its way by now
  }

  @Test
  @DisplayName("a report DM Discord failed (500) arrives exactly once after a restart")
  void failedDmArrivesAfterRestart(DiscordScenario discord) throws Exception {
    FakeUser alice = discord.alice();
    long exam = submittedWhileDmsFail(discord, alice);

    discord.stopBot();
    discord.startBot(bot);

    FakeMessage report =
        discord.awaitMessage(discord.dm(alice), ExamE2E::isReport, DiscordScenario.TIMEOUT);
    assertThat(report.embeds().get(0).path("description").asText())
        .contains("**Score: 2/5 (40%)**");
    // (marked SENT when JDA hands over Discord's answer, just after the fake stored it)
    String sent = "SELECT count(*) FROM exam_report_dms WHERE state = 'SENT' AND exam_id = " + exam;
    long deadline = System.currentTimeMillis() + DiscordScenario.TIMEOUT.toMillis();
    while (bot.countRows(sent) == 0 && System.currentTimeMillis() < deadline) {
      Thread.sleep(20);
    }
    assertThat(bot.countRows(sent)).isOne();
    bot.app().examTicker().tickOnlyWhenAsked();
    assertThat(bot.app().examTicker().tickNow()).isZero();
    settle();
    assertThat(ExamE2E.reports(discord, alice)).hasSize(1);
  }

  @Test
  @DisplayName(
      "a claim left by a process that died mid-send is taken over once it is stale, sent once")
  void staleClaimTakenOver(DiscordScenario discord) throws Exception {
    FakeUser alice = discord.alice();
    long exam = submittedWhileDmsFail(discord, alice);
    discord.stopBot();
    // As if a process claimed it and was killed before Discord took the DM.
    Instant now = bot.clock().instant();
    bot.execute(
        "UPDATE exam_report_dms SET claimed_by = 'killed-process', claimed_at = ? WHERE exam_id = ?",
        now.toEpochMilli(),
        exam);

    discord.startBot(bot);
    bot.app().examTicker().tickOnlyWhenAsked();
    assertThat(bot.app().examTicker().tickNow()).isZero();
    settle();
    // THEN nothing while the claim is fresh (the other process may still be sending) …
    assertThat(ExamE2E.reports(discord, alice)).isEmpty();

    // … and once it is stale this process takes it over and sends it once
    bot.clock().set(now.plus(ExamReportDms.DEFAULT_STALE_AFTER));
    bot.app().examTicker().tickNow();
    discord.awaitMessage(discord.dm(alice), ExamE2E::isReport, DiscordScenario.TIMEOUT);
    bot.app().examTicker().tickNow();
    settle();
    assertThat(ExamE2E.reports(discord, alice)).hasSize(1);
    assertThat(owed("TRUE")).isZero();
  }

  @Test
  @DisplayName("two bot processes on one database send an owed report DM once")
  void twoProcessesSendOnce(DiscordScenario discord) throws Exception {
    FakeUser alice = discord.alice();
    submittedWhileDmsFail(discord, alice);
    AppBot second = new AppBot(bot.clock(), bot.databaseFile());
    second.start(discord.fake().apiUrl(), discord.fake().gatewayUrl(), discord.fake().token());
    second.app().examTicker().tickOnlyWhenAsked();
    try {
      for (int round = 0; round < 3; round++) {
        CompletableFuture<Integer> first =
            CompletableFuture.supplyAsync(() -> bot.app().examTicker().tickNow());
        CompletableFuture<Integer> other =
            CompletableFuture.supplyAsync(() -> second.app().examTicker().tickNow());
        first.get();
        other.get();
      }
      discord.awaitMessage(discord.dm(alice), ExamE2E::isReport, DiscordScenario.TIMEOUT);
      settle();
      assertThat(ExamE2E.reports(discord, alice)).hasSize(1);
      assertThat(bot.app().examReportDmsSent() + second.app().examReportDmsSent()).isOne();
    } finally {
      second.stop();
    }
  }
}
