package dev.quizbot.e2e.exam;

import static dev.quizbot.e2e.exam.ExamE2E.index;
import static dev.quizbot.e2e.exam.ExamE2E.press;
import static dev.quizbot.e2e.exam.ExamE2E.question;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.quizbot.bank.Question;
import dev.quizbot.e2e.AppBot;
import dev.quizbot.fakediscord.DiscordScenario;
import dev.quizbot.fakediscord.FakeDiscordExtension;
import dev.quizbot.fakediscord.FakeMessage;
import dev.quizbot.fakediscord.FakeUser;
import dev.quizbot.fakediscord.InteractionReply;
import dev.quizbot.fakediscord.StoredAttachment;
import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

final class ExamInDmsE2ETest {

  private final AppBot bot = AppBot.fresh();

  @RegisterExtension final FakeDiscordExtension extension = FakeDiscordExtension.withBot(() -> bot);

  /** Button styles as Discord's API numbers them. */
  private static final int PRIMARY = 1;

  private static final int SECONDARY = 2;

  /**
   * The styles of the message's choice buttons (labelled A to E) as shown now (the fake's message
   * is live: read before the next press edits it), by label; fails on any other style than PRIMARY
   * or SECONDARY (SUCCESS green or DANGER red would tell right from wrong).
   */
  private static Map<String, Integer> choiceStyles(FakeMessage message) {
    Map<String, Integer> styles = new TreeMap<>();
    for (JsonNode row : message.components()) {
      for (JsonNode child : row.path("components")) {
        String label = child.path("label").asText();
        if (label.matches("[A-E]")) {
          styles.put(label, child.path("style").asInt());
        }
      }
    }
    assertThat(styles.values())
        .as("choice button styles of %s", ExamE2E.text(message))
        .allMatch(style -> style == PRIMARY || style == SECONDARY);
    return styles;
  }

  @Test
  @DisplayName(
      "a 5-question exam in DMs: answered, skipped, marked, no right or wrong before submitting;"
          + " the report's score, topics, chart and pass mark match the bank")
  void fiveQuestionExam(DiscordScenario discord) throws Exception {
    FakeUser alice = discord.alice();
    // GIVEN alice starts an exam of the five-question seed deck in the server
    FakeMessage message = ExamE2E.startInDms(discord, alice, Map.of("deck", ExamE2E.SEED_DECK));
    long end = ExamE2E.endsAt(bot, alice).getEpochSecond();
    List<String> shown = new ArrayList<>();
    Question[] asked = new Question[5];
    boolean[] right = new boolean[5];

    // Question 1: answered right
    assertThat(index(message)).isZero();
    assertThat(message.buttonLabels())
        .containsExactly("A", "B", "C", "D", "Skip", "🔖 Mark for review", "Review & submit");
    asked[0] = question(message);
    shown.add(ExamE2E.text(message));
    // nothing picked yet: four grey choices
    assertThat(choiceStyles(message))
        .hasSize(4)
        .containsValues(SECONDARY)
        .doesNotContainValue(PRIMARY);
    InteractionReply step = press(discord, alice, message, ExamE2E.rightButton(message));
    right[0] = true;
    message = step.message();

    // Question 2: answered wrong
    assertThat(index(message)).isEqualTo(1);
    asked[1] = question(message);
    shown.add(ExamE2E.text(message));
    assertThat(choiceStyles(message)).hasSize(4);
    message = press(discord, alice, message, ExamE2E.wrongButton(message)).message();

    // Question 3: skipped
    assertThat(index(message)).isEqualTo(2);
    asked[2] = question(message);
    shown.add(ExamE2E.text(message));
    assertThat(choiceStyles(message)).hasSize(4);
    message = press(discord, alice, message, "Skip").message();

    // Question 4: marked for review (stays), then answered right
    assertThat(index(message)).isEqualTo(3);
    asked[3] = question(message);
    assertThat(choiceStyles(message)).hasSize(4);
    message = press(discord, alice, message, "🔖 Mark for review").message();
    assertThat(index(message)).isEqualTo(3);
    assertThat(message.buttonLabels()).contains("🔖 Unmark").doesNotContain("🔖 Mark for review");
    shown.add(ExamE2E.text(message));
    assertThat(choiceStyles(message)).hasSize(4);
    String q4Right = ExamE2E.rightButton(message);
    message = press(discord, alice, message, q4Right).message();
    right[3] = true;

    // Question 5 is shown; its menu lists every question, answered ones too, by number
    assertThat(index(message)).isEqualTo(4);
    asked[4] = question(message);
    shown.add(ExamE2E.text(message));
    assertThat(choiceStyles(message)).hasSize(4);
    List<String> options = new ArrayList<>();
    for (JsonNode row : message.components()) {
      row.path("components")
          .forEach(c -> c.path("options").forEach(o -> options.add(o.path("label").asText())));
    }
    assertThat(options)
        .containsExactly(
            "Q1 · answered",
            "Q2 · answered",
            "Q3 · not answered",
            "Q4 · answered · 🔖 marked",
            "Q5 · not answered");
    // alice jumps back to the skipped question 3 with the menu
    message = discord.pick(alice, message, "Q3 · not answered").message();
    assertThat(index(message)).isEqualTo(2);
    assertThat(choiceStyles(message)).hasSize(4);
    // and on to the marked question 4, answered right: her pick is blurple, the others grey;
    // nothing green or red says it was right
    message = discord.pick(alice, message, "Q4 · answered · 🔖 marked").message();
    assertThat(index(message)).isEqualTo(3);
    shown.add(ExamE2E.text(message));
    Map<String, Integer> q4 = choiceStyles(message);
    assertThat(q4).hasSize(4).containsEntry(q4Right, PRIMARY);
    assertThat(q4.values().stream().filter(style -> style == SECONDARY)).hasSize(3);
    // Every question carries the deadline as a Discord timestamp
    for (String text : shown) {
      assertThat(text).contains("<t:" + end + ":R>");
    }

    // WHEN she opens the review screen with questions 3 and 5 unanswered
    message = press(discord, alice, message, "Review & submit").message();
    // THEN it names the questions by number, and its one submit button says what stays open
    assertThat(message.embeds().get(0).path("title").asText()).isEqualTo("Ready to submit?");
    assertThat(message.embeds().get(0).path("description").asText())
        .contains("**3 of 5 answered**")
        .contains("Not answered: Q3, Q5")
        .contains("Marked: Q4");
    assertThat(message.buttonLabels())
        .containsExactly("Submit anyway (2 not answered)", "Back to question 4");
    shown.add(ExamE2E.text(message));
    assertThat(choiceStyles(message)).isEmpty(); // the summary has no choices
    assertThat(bot.countRows("SELECT count(*) FROM exams WHERE status = 'RUNNING'")).isOne();
    assertThat(bot.countRows("SELECT count(*) FROM study_reviews")).isZero();

    // AND nothing before the submission said right or wrong, nor showed an explanation
    for (String text : shown) {
      assertThat(text).doesNotContain("✅", "❌", "Correct", "Wrong", "Right");
      for (Question q : asked) {
        assertThat(text).doesNotContain(q.explanation());
      }
    }

    // WHEN she submits anyway: one press, no second confirmation
    InteractionReply submitted = press(discord, alice, message, "Submit anyway (2 not answered)");
    assertThat(submitted.message().content()).contains("Submitted");
    submitted.awaitFollowUps(1, DiscordScenario.TIMEOUT);
    FakeMessage report = submitted.followUps().get(0);

    // THEN the score is the test's own count of right answers
    int score = 0;
    Map<String, int[]> perTopic = new TreeMap<>();
    for (int i = 0; i < 5; i++) {
      score += right[i] ? 1 : 0;
      int[] t = perTopic.computeIfAbsent(asked[i].topic(), k -> new int[2]);
      t[0] += right[i] ? 1 : 0;
      t[1]++;
    }
    assertThat(score).isEqualTo(2);
    JsonNode summary = report.embeds().get(0);
    assertThat(summary.path("description").asText())
        .contains("**Score: 2/5 (40%)**")
        .contains("not passed")
        .contains("pass mark 70% (a practice mark set by the deck's author, not the official one)")
        .contains("Time used:");
    // AND the per-topic table has each topic's right/total as counted here
    String table = summary.path("fields").get(0).path("value").asText();
    perTopic.forEach(
        (topic, c) ->
            assertThat(table)
                .containsPattern(
                    "(?m)^"
                        + java.util.regex.Pattern.quote(topic)
                        + "\\s+"
                        + c[0]
                        + "/"
                        + c[1]
                        + "\\s+"
                        + Math.round(100.0 * c[0] / c[1])
                        + "%"));
    assertThat(summary.path("fields").get(1).path("name").asText()).isEqualTo("Marked for review");
    assertThat(summary.path("fields").get(1).path("value").asText()).startsWith("Q4 ✅");
    // AND the chart is a PNG in /stats' size
    StoredAttachment chart = report.attachments().get(0);
    assertThat(chart.filename()).matches("exam-report-\\d+\\.png"); // named by the exam
    BufferedImage image = ImageIO.read(new ByteArrayInputStream(chart.bytes()));
    assertThat(image).isNotNull();
    assertThat(image.getWidth()).isEqualTo(800);
    // Discord resolves the embed's attachment://exam-report-<exam>.png to the upload's CDN URL
    assertThat(report.embedImageUrl(0)).isEqualTo(FakeMessage.cdnUrl(report.attachments().get(0)));
    // AND the missed questions (2 wrong, 3 and 5 unanswered) with the correct answer and why
    JsonNode missed = report.embeds().get(1);
    assertThat(missed.path("title").asText()).startsWith("Missed questions (3)");
    List<String> names = new ArrayList<>();
    missed.path("fields").forEach(f -> names.add(f.path("name").asText()));
    assertThat(names)
        .containsExactly(
            "Q2 · " + asked[1].topic(), "Q3 · " + asked[2].topic(), "Q5 · " + asked[4].topic());
    String q2 = missed.path("fields").get(0).path("value").asText();
    assertThat(q2).contains("Correct: **" + asked[1].correctChoice() + "**");
    assertThat(q2).contains(asked[1].explanation().substring(0, 40));

    // AND the database: submitted once, score 2, three answers became EXAM reviews
    assertThat(bot.countRows("SELECT count(*) FROM exams WHERE status = 'SUBMITTED' AND score = 2"))
        .isOne();
    assertThat(bot.countRows("SELECT count(*) FROM study_reviews WHERE source = 'EXAM'"))
        .isEqualTo(3);
    // AND nothing happened in the server channel
    assertThat(discord.messages(discord.channel())).isEmpty();
  }
}
