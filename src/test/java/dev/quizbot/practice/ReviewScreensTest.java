package dev.quizbot.practice;

import static org.assertj.core.api.Assertions.assertThat;

import dev.quizbot.bank.Question;
import dev.quizbot.i18n.Texts;
import dev.quizbot.study.AnswerResult;
import dev.quizbot.study.SessionQuestion;
import dev.quizbot.study.SessionSummary;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

final class ReviewScreensTest {
  private static final Texts EN = Texts.english();
  private static final Instant NOW = Instant.parse("2026-03-01T10:00:00Z");
  private static final Question Q =
      new Question(
          "deck-q1",
          "deck",
          "memory",
          "Which one is right?",
          List.of("Alpha", "Bravo", "Charlie", "Delta"),
          2,
          "Charlie, because it is.",
          "Ref 1.2",
          null,
          null);

  /** Display order: a) Delta b) Charlie c) Alpha d) Bravo. */
  private static final int[] ORDER = {3, 2, 0, 1};

  private static AnswerResult answered(boolean right, Duration interval) {
    return new AnswerResult(
        AnswerResult.Status.ANSWERED,
        right,
        Optional.of(Q),
        Optional.of(NOW.plus(interval)),
        Optional.of(interval),
        Optional.empty(),
        Optional.empty());
  }

  @Test
  @DisplayName(
      "A question with a picture: its file's path under the prompt, in review and exam mode")
  void picturePath(@org.junit.jupiter.api.io.TempDir java.nio.file.Path deckDir) {
    java.nio.file.Path file = deckDir.resolve("diagrams/ring all-reduce.png");
    Question pictured =
        new Question(
            Q.id(),
            Q.deckId(),
            Q.topic(),
            Q.prompt(),
            Q.choices(),
            Q.answerIndex(),
            Q.explanation(),
            Q.reference(),
            null,
            null,
            false,
            deckDir.resolve("deck.yaml"),
            3,
            new dev.quizbot.bank.QuestionImage(
                file, "ring_all-reduce.png", dev.quizbot.bank.QuestionImage.Type.PNG));

    String review =
        ReviewScreens.question(
            new SessionQuestion(7L, 2, pictured, 3, 5), ORDER, "The Deck", Style.PLAIN, EN);
    assertThat(review)
        .isEqualTo(
            "\nQuestion 3 of 7 · memory · The Deck\n"
                + "Which one is right?\n"
                + "  Picture: "
                + file.toAbsolutePath()
                + "\n"
                + "  a) Delta\n"
                + "  b) Charlie\n"
                + "  c) Alpha\n"
                + "  d) Bravo\n"
                + "Keys: a-d (or 1-4), ? don't know, q quit\n");

    // the exam's screen: the same line under the prompt
    dev.quizbot.exam.Exam exam =
        new dev.quizbot.exam.Exam(
            42L,
            -1L,
            "deck",
            1,
            5,
            1.0,
            70,
            NOW,
            NOW.plusSeconds(300),
            0,
            dev.quizbot.exam.ExamStatus.RUNNING,
            Optional.empty(),
            Optional.empty(),
            OptionalInt.empty());
    dev.quizbot.exam.ExamItem item =
        new dev.quizbot.exam.ExamItem(
            0,
            pictured.id(),
            pictured.topic(),
            OptionalInt.empty(),
            Optional.empty(),
            false,
            false,
            Optional.empty());
    String examScreen =
        ExamScreens.question(
            new dev.quizbot.exam.ExamQuestion(
                new dev.quizbot.exam.ExamState(exam, List.of(item)),
                0,
                Optional.of(pictured),
                List.of(3, 2, 0, 1)),
            Duration.ofMinutes(4),
            Style.PLAIN,
            EN);
    assertThat(examScreen)
        .contains("Which one is right?\n  Picture: " + file.toAbsolutePath() + "\n  a) Delta\n");
    // without a picture no such line
    StringBuilder plain = new StringBuilder();
    ReviewScreens.appendQuestion(plain, Q, ORDER, Style.PLAIN, EN);
    assertThat(plain.toString()).doesNotContain("Picture");
  }

  @Test
  @DisplayName("A question: progress n of m, the topic and deck, lettered choices in display order")
  void question() {
    String text =
        ReviewScreens.question(
            new SessionQuestion(7L, 2, Q, 3, 5), ORDER, "The Deck", Style.PLAIN, EN);

    assertThat(text)
        .isEqualTo(
            "\nQuestion 3 of 7 · memory · The Deck\n"
                + "Which one is right?\n"
                + "  a) Delta\n"
                + "  b) Charlie\n"
                + "  c) Alpha\n"
                + "  d) Bravo\n"
                + "Keys: a-d (or 1-4), ? don't know, q quit\n");
  }

  @Test
  @DisplayName("Right, wrong and don't know: the correct letter and text, explanation, comes back")
  void answers() {
    String right =
        ReviewScreens.answered(
            answered(true, Duration.ofDays(4)), OptionalInt.of(2), ORDER, NOW, Style.PLAIN, EN);
    String wrong =
        ReviewScreens.answered(
            answered(false, Duration.ofMinutes(1)), OptionalInt.of(0), ORDER, NOW, Style.PLAIN, EN);
    String unknown =
        ReviewScreens.answered(
            answered(false, Duration.ofMinutes(1)),
            OptionalInt.empty(),
            ORDER,
            NOW,
            Style.PLAIN,
            EN);

    assertThat(right)
        .isEqualTo(
            "Correct: b) Charlie\n"
                + "Explanation: Charlie, because it is.\n"
                + "Reference: Ref 1.2\n"
                + "Again in 4 days.\n");
    assertThat(wrong)
        .startsWith("Wrong: it is b) Charlie\n")
        .endsWith(
            "Again in 1 minute. It also comes back later in this review, until you answer it correctly.\n");
    assertThat(unknown).startsWith("Not known yet: it is b) Charlie\n");
  }

  @Test
  @DisplayName("In colour the same words, wrapped in escape codes; plain has none")
  void colour() {
    AnswerResult result = answered(false, Duration.ofMinutes(1));
    String plain = ReviewScreens.answered(result, OptionalInt.of(0), ORDER, NOW, Style.PLAIN, EN);
    String colour = ReviewScreens.answered(result, OptionalInt.of(0), ORDER, NOW, Style.COLOUR, EN);

    assertThat(plain).doesNotContain("\u001b");
    assertThat(colour).contains("\u001b[1;31mWrong: it is b) Charlie\u001b[0m");
    assertThat(colour.replaceAll("\u001b\\[[0-9;]*m", "")).isEqualTo(plain);
  }

  @Test
  @DisplayName("The summary and the line for a key that is no choice")
  void summaryAndRefusal() {
    assertThat(ReviewScreens.summary(new SessionSummary(4, 3, 2, 1), true, Style.PLAIN, EN))
        .isEqualTo(
            "\nStopped: your answers are kept.\n"
                + "Answered 4, correct 3 (75%), due tomorrow 2, day streak 1 day.\n");
    assertThat(ReviewScreens.summary(new SessionSummary(0, 0, 0, 3), false, Style.PLAIN, EN))
        .contains("Review done.")
        .contains("correct 0 (0%)")
        .contains("streak 3 days");
    assertThat(ReviewScreens.notAChoice(3, EN))
        .isEqualTo(
            "That key is not a choice: nothing was recorded. Keys: a-c (or 1-3), ? don't know,"
                + " q quit.\n");
  }

  @Test
  @DisplayName("The exam clock reads m:ss, or h:mm:ss past an hour, rounded up to the second")
  void examClock() {
    assertThat(ExamScreens.clock(Duration.ofSeconds(65))).isEqualTo("1:05");
    assertThat(ExamScreens.clock(Duration.ofMillis(100))).isEqualTo("0:01");
    assertThat(ExamScreens.clock(Duration.ZERO)).isEqualTo("0:00");
    assertThat(ExamScreens.clock(Duration.ofMinutes(90))).isEqualTo("1:30:00");
    assertThat(ExamScreens.timeLine(Duration.ofSeconds(59), 2, 5, EN))
        .isEqualTo("0:59 left · 2 of 5 answered");
  }

  @Test
  @DisplayName("deck text with ESC or a C1 control reaches the terminal visible, never obeyed")
  void terminalEscapesNeutralised() {
    Question hostile =
        new Question(
            "deck-q2",
            "deck",
            "memory",
            "Which? \u001b]0;pwned\u0007\u001b[2J",
            List.of("Alpha\u009b31m", "Bravo", "Charlie", "Delta"),
            2,
            "Because\r\u001b[1A.",
            "Ref 1.2",
            null,
            null);

    String screen =
        ReviewScreens.question(
            new SessionQuestion(7L, 2, hostile, 3, 5), ORDER, "D", Style.PLAIN, EN);

    assertThat(screen)
        .doesNotContain("\u001b", "\u009b", "\u0007")
        .contains("Which? \\e]0;pwned\\x07\\e[2J", "Alpha\\x9b31m");
    assertThat(dev.quizbot.bank.ControlChars.visible(hostile.explanation()))
        .isEqualTo("Because\\r\\e[1A.");
    assertThat(
            new dev.quizbot.bank.Problem(java.nio.file.Path.of("d.yaml"), 3, "q", "bad \u001b[2J")
                .format())
        .doesNotContain("\u001b");
  }
}
