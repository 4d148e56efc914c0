package dev.quizbot.e2e;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.quizbot.bank.BankLoader;
import dev.quizbot.bank.Question;
import dev.quizbot.fakediscord.DiscordScenario;
import dev.quizbot.fakediscord.FakeChannel;
import dev.quizbot.fakediscord.FakeDiscordExtension;
import dev.quizbot.fakediscord.FakeMessage;
import dev.quizbot.fakediscord.FakeUser;
import dev.quizbot.fakediscord.InteractionReply;
import dev.quizbot.i18n.Texts;
import dev.quizbot.quality.QuestionVersion;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Buttons, menus and forms on messages posted before the component router came: each family's
 * custom_id is written here literally, as the id builders of that time wrote it ({@code rv:},
 * {@code rvhere:}, {@code rvreset:}, {@code ex:}, {@code rp:}/{@code rpm:}, {@code remind:}), on a
 * message the bot "posted earlier", and pressing it does what it did then.
 */
final class OldComponentIdsE2ETest {
  private static final ObjectMapper JSON = new ObjectMapper();
  private static final Texts EN = Texts.english();

  private final AppBot bot = AppBot.fresh();

  @RegisterExtension final FakeDiscordExtension extension = FakeDiscordExtension.withBot(() -> bot);

  @Test
  @DisplayName(
      "Study: an old answer and 'Study here' still work, owners kept; an old reset confirmation"
          + " cancels but deletes nothing")
  void review(DiscordScenario discord) {
    FakeUser alice = discord.alice();
    // GIVEN alice's session in her DMs (its session id and position read off today's buttons)
    InteractionReply start =
        discord.slashInDm(alice, "review", Map.of("start", Map.of("count", 2)));
    String[] today = firstId(start.message(), "rv:").split(":");
    String session = today[1];
    String position = today[2];

    // WHEN she presses "Don't know" on a copy posted with the old id
    FakeMessage old =
        postedEarlier(discord, discord.dm(alice), button("rv:" + session + ":" + position + ":-"));
    InteractionReply answered = pressAndAwait(discord, alice, old);

    // THEN it is graded: the message edited into the answer, a review stored
    assertThat(answered.callbackType()).isIn(6, 7);
    assertThat(discord.fake().message(discord.dm(alice), old.id()).orElseThrow().embeds())
        .isNotEmpty();
    assertThat(bot.countRows("SELECT count(*) FROM study_reviews")).isEqualTo(1);

    // WHEN she presses an old "Study here" in the server
    FakeMessage here = postedEarlier(discord, discord.channel(), button("rvhere:" + alice.id()));
    InteractionReply bobs = discord.press(discord.bob(), here, "rvhere:" + alice.id());
    InteractionReply hers = discord.press(alice, here, "rvhere:" + alice.id());

    // THEN bob is refused, she gets her session's question privately
    assertThat(bobs.ephemeral()).isTrue();
    assertThat(bobs.content()).isEqualTo(EN.get("component.someoneElses"));
    assertThat(hers.ephemeral()).isTrue();
    assertThat(hers.embeds()).isNotEmpty();

    // WHEN she cancels, then confirms an old reset confirmation
    FakeMessage cancel =
        postedEarlier(discord, discord.channel(), button("rvreset:no:" + alice.id()));
    InteractionReply cancelled = discord.press(alice, cancel, "rvreset:no:" + alice.id());
    FakeMessage confirm =
        postedEarlier(discord, discord.channel(), button("rvreset:yes:" + alice.id()));
    InteractionReply done = discord.press(alice, confirm, "rvreset:yes:" + alice.id());

    // THEN the first deletes nothing; nor does the second: an old confirmation carries no time,
    // so it counts as expired (a confirmation left on screen must not delete days later)
    assertThat(cancelled.message().content()).isEqualTo(EN.get("review.reset.cancelled"));
    assertThat(done.message().content()).isEqualTo(EN.get("review.reset.expired", 10));
    assertThat(bot.countRows("SELECT count(*) FROM study_reviews")).isEqualTo(1);
  }

  @Test
  @DisplayName("Exam: an old skip button, go-to menu, Flag and abandon confirmation still work")
  void exam(DiscordScenario discord) {
    FakeUser alice = discord.alice();
    // GIVEN alice's exam running in her DMs
    discord.slash(alice, "exam", Map.of("start", Map.of("deck", "nca-seed")));
    FakeChannel dm = discord.dm(alice);
    discord.awaitMessage(
        dm, m -> title(m).startsWith("Mock exam · Question"), DiscordScenario.TIMEOUT);
    long exam =
        bot.number(
            "SELECT exam_id FROM exams WHERE user_id = ? ORDER BY started_at DESC LIMIT 1",
            Long.parseLong(alice.id()));

    // WHEN she presses an old Skip on question 1, and picks question 4 in an old go-to menu
    FakeMessage skip = postedEarlier(discord, dm, button("ex:s:" + exam + ":0"));
    pressAndAwait(discord, alice, skip);
    FakeMessage menu = postedEarlier(discord, dm, select("ex:g:" + exam, "0", "1", "2", "3", "4"));
    InteractionReply picked = discord.select(alice, menu, "ex:g:" + exam, "3");
    if (picked.callbackType() == 6) {
      picked.awaitEdited(DiscordScenario.TIMEOUT);
    }

    // THEN each message turns into the question asked for
    assertThat(title(discord.fake().message(dm, skip.id()).orElseThrow()))
        .isEqualTo("Mock exam · Question 2 of 5");
    assertThat(title(discord.fake().message(dm, menu.id()).orElseThrow()))
        .isEqualTo("Mock exam · Question 4 of 5");

    // WHEN she presses an old "🚩 Flag" of question 4 (it is "🔖 Mark for review" now)
    FakeMessage flag = postedEarlier(discord, dm, button("ex:f:" + exam + ":3:1"));
    pressAndAwait(discord, alice, flag);

    // THEN question 4 is marked for review, shown on that message
    FakeMessage marked = discord.fake().message(dm, flag.id()).orElseThrow();
    assertThat(title(marked)).isEqualTo("Mock exam · Question 4 of 5");
    assertThat(marked.buttonLabels()).contains(EN.get("exam.unmark"));
    assertThat(bot.countRows("SELECT count(*) FROM exam_questions WHERE flagged")).isOne();

    // WHEN bob, then alice, press an old "Keep going" of alice's
    String keep = "ex:ab:no:" + alice.id();
    FakeMessage ask = postedEarlier(discord, discord.channel(), button(keep));
    InteractionReply bobs = discord.press(discord.bob(), ask, keep);
    InteractionReply hers = discord.press(alice, ask, keep);

    // THEN bob is refused and the exam goes on for alice
    assertThat(bobs.content()).isEqualTo(EN.get("component.someoneElses"));
    assertThat(hers.message().content()).contains(EN.get("exam.kept"));
    assertThat(bot.countRows("SELECT count(*) FROM exams WHERE status = 'RUNNING'")).isEqualTo(1);
  }

  @Test
  @DisplayName("Report: an old 🚩 button opens the form, and the old form's submit is stored")
  void report(DiscordScenario discord) {
    FakeUser carol = discord.carol();
    Question question = new BankLoader().load(Path.of("questions")).bank().questions().get(0);
    String version = QuestionVersion.hash(question).substring(0, 16);
    String id = "rp:s:-:" + version;
    FakeMessage answer = postedEarlier(discord, discord.dm(carol), button(id));

    // WHEN carol presses it and submits the form
    InteractionReply opened = discord.press(carol, answer, id);
    assertThat(opened.callbackType()).as("a modal").isEqualTo(9);
    assertThat(opened.modal().customId()).isEqualTo("rpm:s:-:" + version);
    InteractionReply thanks = discord.submitModal(carol, opened, Map.of("reason", "typo"));

    // THEN she is thanked privately and the report names the question
    assertThat(thanks.ephemeral()).isTrue();
    assertThat(thanks.content()).isEqualTo(EN.get("report.thanks"));
    List<Map<String, Object>> rows = bot.rows("SELECT question_id, reason FROM question_reports");
    assertThat(rows).containsExactly(Map.of("question_id", question.id(), "reason", "typo"));
  }

  @Test
  @DisplayName("Reminder: old Start review and Snooze buttons work; ids of no family are stale")
  void reminderAndStale(DiscordScenario discord) {
    FakeUser alice = discord.alice();
    FakeChannel dm = discord.dm(alice);
    FakeMessage reminder =
        postedEarlier(discord, dm, button("remind:start:2026-03-02", "remind:snooze:2026-03-02"));

    // WHEN she snoozes a reminder the bot has no record of, then starts the review
    InteractionReply snooze = discord.press(alice, reminder, "remind:snooze:2026-03-02");
    InteractionReply start = discord.press(alice, reminder, "remind:start:2026-03-02");

    // THEN the snooze is explained, and the review's first question comes into the DM
    assertThat(snooze.ephemeral()).isTrue();
    assertThat(snooze.content()).isEqualTo(EN.get("reminder.snoozeOver"));
    assertThat(start.ephemeral()).isFalse();
    assertThat(start.embeds()).isNotEmpty();
    assertThat(firstId(start.message(), "rv:")).isNotEmpty();

    // WHEN buttons of no family, or a family's malformed id, are pressed
    for (String stale : List.of("zz:1", "ex:a:x", "rv:1:2", "remind:later:2026-03-02")) {
      FakeMessage old = postedEarlier(discord, discord.channel(), button(stale));
      InteractionReply reply = discord.press(alice, old, stale);

      // THEN one polite private line, the same for every feature
      assertThat(reply.ephemeral()).as(stale).isTrue();
      assertThat(reply.content()).as(stale).isEqualTo(EN.get("component.stale"));
    }
  }

  private FakeMessage postedEarlier(DiscordScenario discord, FakeChannel where, ArrayNode rows) {
    return discord.fake().postedEarlierByBot(where, "posted before the router", rows);
  }

  private static InteractionReply pressAndAwait(
      DiscordScenario discord, FakeUser user, FakeMessage message) {
    String id = message.components().get(0).path("components").get(0).path("custom_id").asText();
    InteractionReply reply = discord.press(user, message, id);
    if (reply.callbackType() == 6) {
      reply.awaitEdited(DiscordScenario.TIMEOUT);
    }
    return reply;
  }

  /** One action row of buttons with these ids. */
  private static ArrayNode button(String... ids) {
    ArrayNode buttons = JSON.createArrayNode();
    for (String id : ids) {
      buttons.addObject().put("type", 2).put("style", 1).put("label", id).put("custom_id", id);
    }
    ArrayNode rows = JSON.createArrayNode();
    rows.addObject().put("type", 1).set("components", buttons);
    return rows;
  }

  /** One action row with a string select of these option values. */
  private static ArrayNode select(String id, String... values) {
    ObjectNode menu = JSON.createObjectNode().put("type", 3).put("custom_id", id);
    menu.put("min_values", 1).put("max_values", 1);
    ArrayNode options = menu.putArray("options");
    for (String value : values) {
      options.addObject().put("label", "Question " + value).put("value", value);
    }
    ArrayNode rows = JSON.createArrayNode();
    rows.addObject().put("type", 1).set("components", JSON.createArrayNode().add(menu));
    return rows;
  }

  private static String firstId(FakeMessage message, String prefix) {
    return message.components().findValuesAsText("custom_id").stream()
        .filter(id -> id.startsWith(prefix))
        .findFirst()
        .orElseThrow(() -> new AssertionError("no " + prefix + " component on " + message));
  }

  private static String title(FakeMessage message) {
    return message.embeds().isEmpty() ? "" : message.embeds().get(0).path("title").asText();
  }
}
