package dev.quizbot.e2e.exam;

import static org.assertj.core.api.Assertions.assertThat;

import dev.quizbot.bank.BankLoader;
import dev.quizbot.bank.Question;
import dev.quizbot.bank.QuestionBank;
import dev.quizbot.e2e.AppBot;
import dev.quizbot.fakediscord.DiscordScenario;
import dev.quizbot.fakediscord.FakeChannel;
import dev.quizbot.fakediscord.FakeMessage;
import dev.quizbot.fakediscord.FakeUser;
import dev.quizbot.fakediscord.InteractionReply;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What the exam E2E tests share: the shipped bank, reading an exam question message (which
 * question, its index, its buttons), pressing and waiting for the bot's update, and the exam tables
 * read back.
 */
final class ExamE2E {

  static final QuestionBank BANK = new BankLoader().load(Path.of("questions")).bank();

  /** The shipped five-question deck without an exam: block: 5 questions, 5 minutes, pass 70 %. */
  static final String SEED_DECK = "nca-seed";

  private static final Pattern TITLE = Pattern.compile("Question (\\d+) of (\\d+)");

  /** A choice in a question's text: "**B.** the choice". */
  private static final Pattern CHOICE_LINE = Pattern.compile("(?m)^\\*\\*([A-E])\\.\\*\\* (.*)$");

  private ExamE2E() {}

  /** Starts an exam with {@code /exam start deck:<deck>} in the server; its first DM question. */
  static FakeMessage startInDms(DiscordScenario discord, FakeUser user, Map<String, ?> options) {
    InteractionReply reply = discord.slash(user, "exam", Map.of("start", options));
    FakeChannel dm = discord.dm(user);
    assertThat(reply.ephemeral()).isTrue();
    assertThat(reply.content()).contains("https://discord.com/channels/@me/" + dm.id());
    return discord.awaitMessage(dm, ExamE2E::isQuestion, DiscordScenario.TIMEOUT);
  }

  static boolean isQuestion(FakeMessage m) {
    return !m.embeds().isEmpty()
        && m.embeds().get(0).path("title").asText().startsWith("Mock exam · Question");
  }

  static boolean isReport(FakeMessage m) {
    return !m.embeds().isEmpty()
        && m.embeds().get(0).path("title").asText().startsWith("Mock exam report");
  }

  /** The 0-based index of the question a message shows ("Question 3 of 5" → 2). */
  static int index(FakeMessage message) {
    Matcher m = TITLE.matcher(message.embeds().get(0).path("title").asText());
    assertThat(m.find()).as("a question title").isTrue();
    return Integer.parseInt(m.group(1)) - 1;
  }

  /** The bank's question a message asks (its description starts with the prompt). */
  static Question question(FakeMessage message) {
    String description = message.embeds().get(0).path("description").asText();
    return BANK.questions().stream()
        .filter(q -> description.startsWith(q.prompt() + "\n"))
        .findFirst()
        .orElseThrow(() -> new AssertionError("no question for " + description));
  }

  /**
   * The label of the button with the correct answer ("A" to "E"), read as a member would: the
   * letter before the correct choice in the question's text.
   */
  static String rightButton(FakeMessage message) {
    return letter(message, true);
  }

  /** The label of a button with a wrong answer. */
  static String wrongButton(FakeMessage message) {
    return letter(message, false);
  }

  private static String letter(FakeMessage message, boolean correct) {
    Question q = question(message);
    String description = message.embeds().get(0).path("description").asText();
    Matcher line = CHOICE_LINE.matcher(description);
    while (line.find()) {
      if (line.group(2).equals(q.correctChoice()) == correct) {
        return line.group(1);
      }
    }
    throw new AssertionError("no " + (correct ? "correct" : "wrong") + " choice in " + description);
  }

  /**
   * Presses the button labelled {@code label} (as {@link DiscordScenario#press}) and waits until
   * the bot updated the message (UPDATE_MESSAGE or its deferral).
   */
  static InteractionReply press(
      DiscordScenario discord, FakeUser user, FakeMessage message, String label) {
    InteractionReply reply = discord.press(user, message, label);
    if (reply.callbackType() == 6) {
      reply.awaitEdited(DiscordScenario.TIMEOUT);
    }
    assertThat(reply.callbackType()).as("the press updates its message").isIn(6, 7);
    return reply;
  }

  /** The message a press answered with: its reply, or the follow-up after a deferral. */
  static FakeMessage answerMessage(InteractionReply reply) {
    if (reply.callbackType() == 6) {
      reply.awaitFollowUps(1, DiscordScenario.TIMEOUT);
      return reply.followUps().get(0);
    }
    return reply.message();
  }

  /** Every text of a message's embeds and content, for "no feedback" checks. */
  static String text(FakeMessage message) {
    StringBuilder all = new StringBuilder(message.content());
    message.embeds().forEach(e -> all.append('\n').append(e.toString()));
    return all.toString();
  }

  static long member(FakeUser user) {
    return Long.parseLong(user.id());
  }

  static Instant endsAt(AppBot bot, FakeUser user) {
    return Instant.ofEpochMilli(
        bot.number("SELECT ends_at FROM exams WHERE user_id = ?", member(user)));
  }

  static long examId(AppBot bot, FakeUser user) {
    return bot.number(
        "SELECT exam_id FROM exams WHERE user_id = ? ORDER BY started_at DESC LIMIT 1",
        member(user));
  }

  static List<FakeMessage> reports(DiscordScenario discord, FakeUser user) {
    return discord.messages(discord.dm(user)).stream().filter(ExamE2E::isReport).toList();
  }
}
