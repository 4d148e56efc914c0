package dev.quizbot.e2e.review;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.quizbot.bank.BankLoader;
import dev.quizbot.bank.Question;
import dev.quizbot.bank.QuestionBank;
import dev.quizbot.e2e.AppBot;
import dev.quizbot.fakediscord.DiscordScenario;
import dev.quizbot.fakediscord.FakeMessage;
import dev.quizbot.fakediscord.FakeUser;
import dev.quizbot.fakediscord.InteractionReply;
import dev.quizbot.storage.Database;
import dev.quizbot.study.JdbcReviewLog;
import dev.quizbot.study.ReviewApplier;
import dev.quizbot.study.Schedulers;
import dev.quizbot.study.StudyReview;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * What the study E2E tests share: the bank the bot loads, the member's earlier round answers
 * written through the study stores (as the channel-answer hook will), the question a session
 * message asks, pressing its correct, a wrong or the "Don't know" button by label, and the study
 * tables read back for before/after comparisons.
 */
final class StudyE2E {

  static final QuestionBank BANK = new BankLoader().load(Path.of("questions")).bank();
  static final String SEED_DECK = "nca-seed";

  private StudyE2E() {}

  /** Records round answers as the channel hook will: each a CHANNEL review of its own round. */
  static void answeredRounds(AppBot bot, FakeUser member, Instant at, Map<String, Boolean> right) {
    try (Database db = Database.openSqlite(bot.databaseFile())) {
      JdbcReviewLog log = new JdbcReviewLog(db, new ReviewApplier(Schedulers.defaults()));
      List<StudyReview> reviews = new ArrayList<>();
      long round = 7_000 + at.getEpochSecond() % 1_000;
      for (Map.Entry<String, Boolean> e : right.entrySet()) {
        reviews.add(
            StudyReview.ofRound(
                Long.parseLong(member.id()),
                e.getKey(),
                false,
                round++,
                e.getValue(),
                at,
                Optional.empty()));
      }
      log.apply(reviews);
    }
  }

  /** The question a session message asks (its embed's first line is the prompt). */
  static Question question(FakeMessage message) {
    String description = message.embeds().get(0).path("description").asText();
    String prompt = description.split("\n", 2)[0];
    return BANK.questions().stream()
        .filter(q -> q.prompt().equals(prompt))
        .findFirst()
        .orElseThrow(() -> new AssertionError("no question with prompt " + prompt));
  }

  /**
   * The label of the button with the correct answer ("A" to "E"), read as a member would: the
   * letter of the line with the correct choice in the question's text.
   */
  static String rightButton(FakeMessage message) {
    return letter(message, true);
  }

  /** The label of a button with a wrong answer. */
  static String wrongButton(FakeMessage message) {
    return letter(message, false);
  }

  static String dontKnowButton(FakeMessage message) {
    return "Don't know";
  }

  /** The text of the choice the button labelled {@code letter} picks. */
  static String choiceText(FakeMessage message, String letter) {
    return choiceLines(message).get(letter.charAt(0) - 'A');
  }

  private static String letter(FakeMessage message, boolean correct) {
    Question q = question(message);
    List<String> choices = choiceLines(message);
    for (int i = 0; i < choices.size(); i++) {
      if (choices.get(i).equals(q.correctChoice()) == correct) {
        return String.valueOf((char) ('A' + i));
      }
    }
    throw new AssertionError("no " + (correct ? "correct" : "wrong") + " choice in " + choices);
  }

  /** The choices as shown, in letter order: the text's last lines, each after its letter emoji. */
  private static List<String> choiceLines(FakeMessage message) {
    String[] lines = message.embeds().get(0).path("description").asText().split("\n");
    int count = question(message).choices().size();
    List<String> choices = new ArrayList<>();
    for (int i = lines.length - count; i < lines.length; i++) {
      choices.add(lines[i].substring(lines[i].indexOf(' ') + 1));
    }
    return choices;
  }

  /**
   * Presses the button labelled {@code label} and waits for the bot's update and its next message
   * (question or summary).
   */
  static Step answer(DiscordScenario discord, FakeUser user, FakeMessage message, String label) {
    InteractionReply reply = discord.press(user, message, label);
    // UPDATE_MESSAGE (7), or, past the 1.5 s guard on a loaded machine, a deferred update (6)
    // then the edit: either way the answer edits its message
    assertThat(reply.updatedMessage()).as("the answer edits its message").isTrue();
    if (reply.callbackType() == 6) {
      reply.awaitEdited(DiscordScenario.TIMEOUT);
    }
    reply.awaitFollowUps(1, DiscordScenario.TIMEOUT);
    return new Step(reply, reply.followUps().get(0));
  }

  record Step(InteractionReply reply, FakeMessage next) {
    JsonNode edited() {
      return reply.message().embeds().get(0);
    }
  }

  static Map<String, String> fields(JsonNode embed) {
    Map<String, String> out = new TreeMap<>();
    embed.path("fields").forEach(f -> out.put(f.path("name").asText(), f.path("value").asText()));
    return out;
  }

  /** Every row of every study table, and the answers, as text: compare before and after. */
  static String studyTables(AppBot bot) {
    StringBuilder all = new StringBuilder();
    for (String table :
        List.of(
            "study_memory",
            "study_reviews",
            "study_settings",
            "study_sessions",
            "study_reminder_claims",
            "answers",
            "member_stats")) {
      all.append(table).append(": ").append(bot.rows("SELECT * FROM " + table)).append('\n');
    }
    return all.toString();
  }

  static long dueAt(AppBot bot, FakeUser member, String questionId) {
    return bot.number(
        "SELECT due_at FROM study_memory WHERE user_id = ? AND question_id = ?",
        Long.parseLong(member.id()),
        questionId);
  }
}
