package dev.quizbot.practice;

import static org.assertj.core.api.Assertions.assertThat;

import dev.quizbot.bank.Deck;
import dev.quizbot.bank.Question;
import dev.quizbot.exam.Exam;
import dev.quizbot.exam.ExamItem;
import dev.quizbot.exam.ExamReport;
import dev.quizbot.exam.ExamStatus;
import dev.quizbot.exam.ReportQuestion;
import dev.quizbot.exam.SubmittedBy;
import dev.quizbot.exam.TopicResult;
import dev.quizbot.i18n.DisplayWidth;
import dev.quizbot.i18n.Texts;
import dev.quizbot.study.ExamOutlook;
import dev.quizbot.study.ReadinessReport;
import dev.quizbot.study.TopicReadiness;
import java.time.Instant;
import java.time.LocalDate;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalInt;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The exam report and the readiness summary rendered to strings. */
final class ReportScreensTest {
  private static final Instant T0 = Instant.parse("2026-03-01T10:00:00Z");
  private static final Question Q =
      new Question(
          "d-q2",
          "d",
          "memory",
          "What is kept?",
          List.of("Nothing", "Everything"),
          1,
          "Because.",
          null,
          null,
          null);

  @Test
  @DisplayName("Exam report: time up, score against the pass mark, time, topics, missed, flagged")
  void examReport() {
    Exam exam =
        new Exam(
            42L,
            -1L,
            "d",
            2,
            1,
            1.0,
            70,
            T0,
            T0.plusSeconds(60),
            1,
            ExamStatus.SUBMITTED,
            Optional.of(T0.plusSeconds(60)),
            Optional.of(SubmittedBy.TIME_UP),
            OptionalInt.of(1));
    ExamItem missed =
        new ExamItem(
            1,
            "d-q2",
            "memory",
            OptionalInt.of(0),
            Optional.of(T0.plusSeconds(20)),
            true,
            false,
            Optional.of(false));
    ReportQuestion q = new ReportQuestion(missed, Optional.of(Q));
    ExamReport report =
        new ExamReport(
            exam,
            "Deck D",
            List.of(new TopicResult("memory", 0, 1), new TopicResult("topics", 1, 1)),
            List.of(q),
            List.of(q),
            Optional.empty());

    String text = ExamScreens.report(report, Style.PLAIN, Texts.english());

    assertThat(text)
        .isEqualTo(
            "\nExam report · Deck D\n"
                + "Time is up: submitted with the answers given.\n"
                + "Score: 1 of 2 (50%), pass mark 70% (a practice mark set by the deck's author,"
                + " not the official one): NOT PASSED\n"
                + "Time used: 1:00 of 1:00\n"
                + "Per topic:\n"
                + "  memory  0 of 1 (0%)\n"
                + "  topics  1 of 1 (100%)\n"
                + "Missed (1):\n"
                + "  2. What is kept?\n"
                + "     your answer: Nothing · correct: Everything\n"
                + "     Explanation: Because.\n"
                + "Marked for review (1):\n"
                + "  2. What is kept?\n");
  }

  @Test
  @DisplayName("Exam report: a long explanation is broken at 80 columns under its question")
  void longExplanationWrapped() {
    String because =
        "Pipeline parallelism splits the layers into stages on different devices, and"
            + " micro-batches keep every stage busy while the others work.";
    Question q =
        new Question(
            "d-q3", "d", "memory", "Why stages?", List.of("A", "B"), 0, because, null, null, null);
    Exam exam =
        new Exam(
            45L,
            -1L,
            "d",
            1,
            1,
            1.0,
            70,
            T0,
            T0.plusSeconds(60),
            0,
            ExamStatus.SUBMITTED,
            Optional.of(T0.plusSeconds(30)),
            Optional.of(SubmittedBy.MEMBER),
            OptionalInt.of(0));
    ReportQuestion missed =
        new ReportQuestion(
            new ExamItem(
                0,
                "d-q3",
                "memory",
                OptionalInt.of(1),
                Optional.of(T0.plusSeconds(20)),
                false,
                false,
                Optional.of(false)),
            Optional.of(q));
    ExamReport report =
        new ExamReport(
            exam,
            "Deck D",
            List.of(new TopicResult("memory", 0, 1)),
            List.of(missed),
            List.of(),
            Optional.empty());

    // as the consoles print it
    String text = TextWrap.wrap(ExamScreens.report(report, Style.PLAIN, Texts.english()), 80);

    assertThat(text.lines()).allSatisfy(line -> assertThat(line.length()).isLessThanOrEqualTo(80));
    assertThat(text)
        .contains(
            "     your answer: B · correct: A\n"
                + "     Explanation: Pipeline parallelism splits the layers into stages on\n"
                + "     different devices, and micro-batches keep every stage busy while the others\n"
                + "     work.\n");
  }

  @Test
  @DisplayName("Exam report: a missed question with a picture gives the picture's file path")
  void missedPicture() {
    java.nio.file.Path file = java.nio.file.Path.of("decks", "diagrams", "..", "diagrams", "p.png");
    Question withPicture =
        new Question(
            "d-pic",
            "d",
            "memory",
            "Which schedule?",
            List.of("1F1B", "GPipe"),
            0,
            "Because.",
            null,
            null,
            null,
            false,
            null,
            0,
            new dev.quizbot.bank.QuestionImage(
                file, "p.png", dev.quizbot.bank.QuestionImage.Type.PNG));
    Exam exam =
        new Exam(
            44L,
            -1L,
            "d",
            2,
            1,
            1.0,
            70,
            T0,
            T0.plusSeconds(60),
            1,
            ExamStatus.SUBMITTED,
            Optional.of(T0.plusSeconds(30)),
            Optional.of(SubmittedBy.MEMBER),
            OptionalInt.of(0));
    ReportQuestion picture =
        new ReportQuestion(
            new ExamItem(
                0,
                "d-pic",
                "memory",
                OptionalInt.of(1),
                Optional.of(T0.plusSeconds(20)),
                false,
                false,
                Optional.of(false)),
            Optional.of(withPicture));
    ReportQuestion plain =
        new ReportQuestion(
            new ExamItem(
                1,
                "d-q2",
                "memory",
                OptionalInt.of(0),
                Optional.of(T0.plusSeconds(25)),
                false,
                false,
                Optional.of(false)),
            Optional.of(Q));
    ExamReport report =
        new ExamReport(
            exam,
            "Deck D",
            List.of(new TopicResult("memory", 0, 2)),
            List.of(picture, plain),
            List.of(),
            Optional.empty());

    String text = ExamScreens.report(report, Style.PLAIN, Texts.english());

    String path = file.toAbsolutePath().normalize().toString();
    assertThat(text)
        .contains(
            "Missed (2):\n"
                + "  1. Which schedule?\n"
                + "     picture: "
                + path
                + "\n"
                + "     your answer: GPipe · correct: 1F1B\n"
                + "     Explanation: Because.\n"
                + "  2. What is kept?\n"
                + "     your answer: Nothing · correct: Everything\n"
                + "     Explanation: Because.\n");
  }

  @Test
  @DisplayName("Japanese topics: the per-topic rows are padded by display columns, so they align")
  void japaneseTopicsAlign() {
    Exam exam =
        new Exam(
            43L,
            -1L,
            "d",
            15,
            15,
            1.0,
            70,
            T0,
            T0.plusSeconds(900),
            0,
            ExamStatus.SUBMITTED,
            Optional.of(T0.plusSeconds(600)),
            Optional.of(SubmittedBy.MEMBER),
            OptionalInt.of(12));
    Question longPrompt =
        new Question(
            "d-ja", "d", "通信", "問".repeat(60), List.of("はい", "いいえ"), 0, "説明", null, null, null);
    ReportQuestion missedJapanese =
        new ReportQuestion(
            new ExamItem(
                0,
                "d-ja",
                "通信",
                OptionalInt.of(1),
                Optional.of(T0.plusSeconds(20)),
                false,
                false,
                Optional.of(false)),
            Optional.of(longPrompt));
    ExamReport report =
        new ExamReport(
            exam,
            "分散学習デッキ",
            List.of(
                new TopicResult("分散学習", 3, 5),
                new TopicResult("通信", 5, 5),
                new TopicResult("memory", 4, 5)),
            List.of(missedJapanese),
            List.of(),
            Optional.empty());

    String text = ExamScreens.report(report, Style.PLAIN, Texts.english());

    // the missed prompt, 60 characters = 120 columns, cut to 110: 54 characters and "…"
    assertThat(text).contains("  1. " + "問".repeat(54) + "…\n");
    // "分散学習" is 8 columns (4 characters): "通信" gets 4 spaces, "memory" 2, then the two apart
    assertThat(text)
        .contains(
            "Per topic:\n"
                + "  分散学習  3 of 5 (60%)\n"
                + "  通信      5 of 5 (100%)\n"
                + "  memory    4 of 5 (80%)\n");
    List<String> rows =
        text.lines().dropWhile(l -> !l.equals("Per topic:")).skip(1).limit(3).toList();
    dev.quizbot.i18n.TableColumns.assertAligned(
        rows.stream().map(r -> r.substring(2, r.indexOf(" of ")) + "  x").toList());
  }

  @Test
  @DisplayName("Readiness in Japanese: the shared words, every line within 80 display columns")
  void readinessJapanese() {
    Deck deck = new Deck("d", "Deck D", "", null, List.of(Q));
    ReadinessReport report =
        new ReadinessReport(
            "d",
            T0,
            List.of(
                new TopicReadiness("通信", 10, 4, 0.6, 0.5, 0.3),
                new TopicReadiness("network", 5, 5, 0.4, 0.9, 0.04)),
            0.66,
            0.7);
    Texts ja = Texts.of(Locale.JAPANESE);

    String text = ReadinessScreen.render(deck, LocalDate.of(2026, 3, 20), report, Style.PLAIN, ja);

    assertThat(text.replace("\n", ""))
        .contains(ja.plural("readiness.below", 4))
        .contains("  通信: 50% · 試験の 60% · 出題済み 4/10")
        .contains(ja.get("readiness.next", "quizbot practice --deck d --topic 通信"))
        .doesNotContain("points", "weight");
    assertThat(text.lines())
        .allSatisfy(line -> assertThat(DisplayWidth.of(line)).isLessThanOrEqualTo(80));
  }

  @Test
  @DisplayName("Readiness: points short, chance, each topic, gains in points, the command to run")
  void readiness() {
    Deck deck = new Deck("d", "Deck D", "", null, List.of(Q));
    ReadinessReport report =
        new ReadinessReport(
            "d",
            T0,
            List.of(
                new TopicReadiness("memory", 10, 4, 0.6, 0.5, 0.3),
                new TopicReadiness("network", 5, 5, 0.4, 0.9, 0.04)),
            0.66,
            0.7,
            new ExamOutlook(50, 0.66, 0.31, 0.58, 0.74));

    String text =
        ReadinessScreen.render(
            deck, LocalDate.of(2026, 3, 20), report, Style.PLAIN, Texts.english());

    assertThat(text)
        .isEqualTo(
            "Deck D (d)\n"
                + "On 2026-03-20 you'd score about 66% (pass mark 70%): ❌ 4 points short.\n"
                + "Chance of passing: 31% · likely score 58% to 74%\n"
                + "Per topic\n"
                + "  memory: 50% · 60% of the exam · seen 4 of 10\n"
                + "  network: 90% · 40% of the exam · seen 5 of 5\n"
                + "Where reviewing gains most\n"
                + "  memory: up to +30 points\n"
                + "  network: up to +4 points\n"
                + "Next: quizbot practice --deck d --topic memory (reviewing this topic gains\n"
                + "most).\n");
  }

  @Test
  @DisplayName("Readiness with no answer: says it is pure guessing and how to start")
  void readinessGuessingOnly() {
    Deck deck = new Deck("d", "Deck D", "", null, List.of(Q));
    ReadinessReport report =
        new ReadinessReport(
            "d",
            T0,
            List.of(new TopicReadiness("Memory hierarchy", 10, 0, 1, 0.25, 0.75)),
            0.25,
            0.7);

    String text =
        ReadinessScreen.render(
            deck, LocalDate.of(2026, 3, 20), report, Style.PLAIN, Texts.english());

    assertThat(text.replace("\n", " "))
        .contains("❌ 45 points short")
        .contains("so this is pure guessing")
        .contains("Start with quizbot practice --deck d.")
        .doesNotContain("Next:");
  }

  @Test
  @DisplayName("Readiness with long topic names: every line within 80 columns, broken at spaces")
  void readinessWrapped() {
    Deck deck = new Deck("d", "Deck D", "", null, List.of(Q));
    ReadinessReport report =
        new ReadinessReport(
            "d",
            T0,
            List.of(
                new TopicReadiness("interconnect and topology", 10, 4, 0.4, 0.5, 0.3),
                new TopicReadiness("communication-collectives", 10, 4, 0.3, 0.5, 0.25),
                new TopicReadiness("parallelism-strategies", 5, 5, 0.3, 0.9, 0.2)),
            0.66,
            0.7);

    String text =
        ReadinessScreen.render(
            deck, LocalDate.of(2026, 3, 20), report, Style.PLAIN, Texts.english());

    assertThat(text.lines()).allSatisfy(line -> assertThat(line.length()).isLessThanOrEqualTo(80));
    // the topic with spaces is quoted for the shell, the line broken between words, none lost
    assertThat(text.replace("\n", " "))
        .contains("Next: quizbot practice --deck d --topic 'interconnect and topology' (reviewing");
  }
}
