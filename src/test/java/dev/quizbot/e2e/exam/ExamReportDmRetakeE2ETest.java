package dev.quizbot.e2e.exam;

import static dev.quizbot.e2e.exam.ExamE2E.press;
import static org.assertj.core.api.Assertions.assertThat;

import dev.quizbot.e2e.AppBot;
import dev.quizbot.exam.ExamReportDms;
import dev.quizbot.fakediscord.DiscordScenario;
import dev.quizbot.fakediscord.FakeDiscordExtension;
import dev.quizbot.fakediscord.FakeMessage;
import dev.quizbot.fakediscord.FakeUser;
import dev.quizbot.fakediscord.RecordedRequest;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * A report DM Discord stored without the bot hearing back is found by the retake, not sent again; a
 * DM that keeps failing is retried after growing waits, not every tick.
 */
final class ExamReportDmRetakeE2ETest {

  private final AppBot bot = AppBot.fresh();

  @RegisterExtension final FakeDiscordExtension extension = FakeDiscordExtension.withBot(() -> bot);

  /** Alice's five-question exam with two right answers; its deadline is passed, no tick yet. */
  private long pastDeadline(DiscordScenario discord, FakeUser alice) {
    bot.app().examTicker().tickOnlyWhenAsked();
    FakeMessage message = ExamE2E.startInDms(discord, alice, Map.of("deck", ExamE2E.SEED_DECK));
    for (int i = 0; i < 2; i++) {
      message = press(discord, alice, message, ExamE2E.rightButton(message)).message();
    }
    long exam = ExamE2E.examId(bot, alice);
    bot.clock().set(ExamE2E.endsAt(bot, alice).plusSeconds(1));
    return exam;
  }

  /**
   * The row as STATE:attempts:claimed|free, e.g. {@code OWED:1:free}, read in one SELECT so the
   * three never mix values from before and after one of the bot's updates.
   */
  private String row(long exam) {
    List<Map<String, Object>> rows =
        bot.rows(
            "SELECT state, attempts, CASE WHEN claimed_at IS NULL THEN 0 ELSE 1 END AS claimed"
                + " FROM exam_report_dms WHERE exam_id = ?",
            exam);
    assertThat(rows).hasSize(1);
    Map<String, Object> row = rows.get(0);
    String state = (String) row.get("state");
    long attempts = ((Number) row.get("attempts")).longValue();
    long claimed = ((Number) row.get("claimed")).longValue();
    return state + ":" + attempts + ":" + (claimed == 1 ? "claimed" : "free");
  }

  /** The statuses of the bot's requests of that kind (a report POST: one carrying its chart). */
  private List<Integer> requests(String method, String pathRegex) {
    List<Integer> statuses = new ArrayList<>();
    for (RecordedRequest r : discord.fake().restLog()) {
      if (r.is(method, pathRegex) && (method.equals("GET") || r.body().contains("exam-report-"))) {
        statuses.add(r.status());
      }
    }
    return statuses;
  }

  private String firstGet(String pathRegex) {
    for (RecordedRequest r : discord.fake().restLog()) {
      if (r.is("GET", pathRegex)) {
        return r.path();
      }
    }
    return "";
  }

  private DiscordScenario discord; // the test's, for requests()

  private static void settle() throws InterruptedException {
    Thread.sleep(300); // a second DM would be on its way by now
  }

  @Test
  @DisplayName(
      "a stored report behind 150 of the member's own DMs: the retake finds it on the second page"
          + " of the DM's history, one report")
  void storedReportOnSecondPage(DiscordScenario discord) throws Exception {
    this.discord = discord;
    FakeUser alice = discord.alice();
    long exam = pastDeadline(discord, alice);
    String dmMessages = "channels/" + discord.dm(alice).id() + "/messages";
    // GIVEN 150 messages of the member in the DM before the report, which Discord stores while
    // its edge answers 500
    for (int i = 0; i < 150; i++) {
      discord.fake().postAsUser(alice, discord.dm(alice), "note to self " + i);
    }
    discord.fake().faults().failAfterServingNext("POST", dmMessages, 1, 500);
    assertThat(bot.app().examTicker().tickNow()).isOne();
    discord.await(() -> row(exam).equals("OWED:1:free"), "the failure recorded");

    // WHEN the retry is due and a tick retakes the claim
    bot.clock().advance(ExamReportDms.backoff(1));
    bot.app().examTicker().tickNow();

    // THEN the lookup reads a second page (the first is full of the member's messages), finds the
    // report there and sends no second one
    discord.await(() -> row(exam).startsWith("SENT:"), "marked SENT");
    settle();
    assertThat(ExamE2E.reports(discord, alice)).hasSize(1);
    assertThat(requests("GET", dmMessages)).hasSize(2);
    assertThat(requests("POST", dmMessages)).containsExactly(500);
  }

  @Test
  @DisplayName(
      "a report DM Discord stored but answered 500: the retake reads the DM, finds it, marks it"
          + " SENT, one report")
  void storedButAnswerLost(DiscordScenario discord) throws Exception {
    this.discord = discord;
    FakeUser alice = discord.alice();
    long exam = pastDeadline(discord, alice);
    String dmMessages = "channels/" + discord.dm(alice).id() + "/messages";
    // GIVEN Discord stores the report DM but its edge answers 500 (JDA does not retry a 500)
    discord.fake().faults().failAfterServingNext("POST", dmMessages, 1, 500);

    // WHEN the ticker submits the exam and sends the report
    assertThat(bot.app().examTicker().tickNow()).isOne();
    discord.await(() -> row(exam).equals("OWED:1:free"), "the failure recorded");
    // THEN Discord has the report, the bot does not know it
    assertThat(ExamE2E.reports(discord, alice)).hasSize(1);
    assertThat(bot.app().examReportDmsSent()).isZero();

    // WHEN the retry is due (5 s later) and a tick retakes the claim
    bot.clock().advance(ExamReportDms.backoff(1));
    bot.app().examTicker().tickNow();
    // THEN it reads the DM's messages, finds its report by the exam and sends no second one
    discord.await(() -> row(exam).startsWith("SENT:"), "marked SENT");
    settle();
    assertThat(ExamE2E.reports(discord, alice)).hasSize(1);
    assertThat(requests("GET", dmMessages)).hasSize(1);
    assertThat(firstGet(dmMessages)).contains("after=");
    assertThat(requests("POST", dmMessages)).containsExactly(500);
    assertThat(bot.app().examReportDmsSent()).isZero();
    bot.clock().advance(Duration.ofMinutes(5));
    bot.app().examTicker().tickNow();
    settle();
    assertThat(ExamE2E.reports(discord, alice)).hasSize(1);
  }

  @Test
  @DisplayName(
      "a process killed after Discord stored the report DM: the stale claim's taker finds it after"
          + " a restart, one report")
  void killedAfterSending(DiscordScenario discord) throws Exception {
    this.discord = discord;
    FakeUser alice = discord.alice();
    long exam = pastDeadline(discord, alice);
    assertThat(bot.app().examTicker().tickNow()).isOne();
    discord.await(() -> row(exam).startsWith("SENT:"), "sent");
    assertThat(ExamE2E.reports(discord, alice)).hasSize(1);
    discord.stopBot();
    // As if the process was killed after Discord stored the DM, before it recorded it.
    Instant now = bot.clock().instant();
    bot.execute(
        "UPDATE exam_report_dms SET state = 'OWED', done_at = NULL, claimed_by = 'killed-process',"
            + " claimed_at = ? WHERE exam_id = ?",
        now.toEpochMilli(),
        exam);

    discord.startBot(bot);
    bot.app().examTicker().tickOnlyWhenAsked();
    bot.app().examTicker().tickNow();
    settle();
    assertThat(row(exam)).isEqualTo("OWED:0:claimed"); // not stale yet: left to its owner
    bot.clock().set(now.plus(ExamReportDms.DEFAULT_STALE_AFTER));
    bot.app().examTicker().tickNow();
    discord.await(() -> row(exam).startsWith("SENT:"), "marked SENT by the taker");
    settle();
    assertThat(ExamE2E.reports(discord, alice)).hasSize(1);
    assertThat(bot.app().examReportDmsSent()).isZero();
  }

  @Test
  @DisplayName(
      "a report DM failing with 500 each time is retried after 5 s, 30 s, 2 min, 10 min, not every"
          + " tick; then sent once")
  void failingDmBacksOff(DiscordScenario discord) throws Exception {
    this.discord = discord;
    FakeUser alice = discord.alice();
    long exam = pastDeadline(discord, alice);
    String dmMessages = "channels/" + discord.dm(alice).id() + "/messages";
    discord.fake().faults().failNext("POST", dmMessages, 1_000, 500);
    assertThat(bot.app().examTicker().tickNow()).isOne();
    discord.await(() -> row(exam).equals("OWED:1:free"), "the first failure recorded");

    // WHEN the ticker ticks every 5 s of the bot's clock
    List<Duration> gaps = new ArrayList<>();
    Instant failedAt = bot.clock().instant();
    for (int attempt = 2; attempt <= 5; attempt++) {
      int before = requests("POST", dmMessages).size();
      String waiting = "OWED:" + (attempt - 1) + ":free";
      while (true) {
        bot.clock().advance(Duration.ofSeconds(5));
        bot.app().examTicker().tickNow();
        // The claim is made on the tick's thread, so tickNow() has it; the attempt it starts may
        // already have failed and released it (attempts up), so any change means this tick
        // claimed it: an attempt is on its way or done.
        if (!row(exam).equals(waiting)) {
          break;
        }
        assertThat(requests("POST", dmMessages)).hasSize(before); // no attempt between
      }
      gaps.add(Duration.between(failedAt, bot.clock().instant()));
      String failed = "OWED:" + attempt + ":free";
      discord.await(() -> row(exam).equals(failed), "failure " + attempt + " recorded");
      failedAt = bot.clock().instant();
      // one message POST per attempt, each retake first reading the DM for an earlier report
      assertThat(requests("POST", dmMessages)).hasSize(attempt);
      assertThat(requests("GET", dmMessages)).hasSize(attempt - 1);
    }
    // THEN the gaps grow as the backoff says
    assertThat(gaps)
        .containsExactly(
            Duration.ofSeconds(5),
            Duration.ofSeconds(30),
            Duration.ofMinutes(2),
            Duration.ofMinutes(10));

    // WHEN Discord works again: the next due attempt sends it once
    discord.fake().faults().clear();
    bot.clock().advance(ExamReportDms.backoff(5));
    bot.app().examTicker().tickNow();
    discord.await(() -> row(exam).startsWith("SENT:"), "sent");
    settle();
    assertThat(ExamE2E.reports(discord, alice)).hasSize(1);
    assertThat(bot.app().examReportDmsSent()).isOne();
  }

  @Test
  @DisplayName(
      "a report DM failing every time is given up after MAX_ATTEMPTS tries: GAVE_UP, never tried"
          + " again")
  void failingDmGivenUp(DiscordScenario discord) throws Exception {
    this.discord = discord;
    FakeUser alice = discord.alice();
    long exam = pastDeadline(discord, alice);
    String dmMessages = "channels/" + discord.dm(alice).id() + "/messages";
    discord.fake().faults().failNext("POST", dmMessages, 1_000, 500);
    assertThat(bot.app().examTicker().tickNow()).isOne();
    for (int attempt = 1; attempt < ExamReportDms.MAX_ATTEMPTS; attempt++) {
      String failed = "OWED:" + attempt + ":free";
      discord.await(() -> row(exam).equals(failed), "failure " + attempt + " recorded");
      bot.clock().advance(ExamReportDms.backoff(attempt));
      bot.app().examTicker().tickNow();
    }
    discord.await(
        () -> row(exam).equals("GAVE_UP:" + ExamReportDms.MAX_ATTEMPTS + ":free"), "given up");
    bot.clock().advance(Duration.ofDays(1));
    bot.app().examTicker().tickNow();
    settle();
    assertThat(requests("POST", dmMessages)).hasSize(ExamReportDms.MAX_ATTEMPTS);
    assertThat(ExamE2E.reports(discord, alice)).isEmpty();
  }
}
