package dev.quizbot.discord.exam;

import static org.assertj.core.api.Assertions.assertThat;

import dev.quizbot.exam.Exam;
import dev.quizbot.exam.ExamItem;
import dev.quizbot.exam.ExamState;
import dev.quizbot.exam.ExamStatus;
import dev.quizbot.i18n.Texts;
import java.time.Instant;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalInt;
import net.dv8tion.jda.api.components.buttons.Button;
import net.dv8tion.jda.api.components.buttons.ButtonStyle;
import net.dv8tion.jda.api.utils.messages.MessageCreateData;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The exam's review screen in each language: questions by number, never a bare number that reads as
 * a count, and one submit button that says what stays open.
 */
final class ExamReviewScreenTest {
  private static final Instant T0 = Instant.parse("2026-03-02T12:00:00Z");

  /** Five questions: Q1 answered and marked, Q2 skipped, Q3 and Q4 answered, Q5 never seen. */
  private static ExamState state() {
    Exam exam =
        new Exam(
            7,
            1,
            "d",
            5,
            5,
            1.0,
            70,
            T0,
            T0.plusSeconds(300),
            3,
            ExamStatus.RUNNING,
            Optional.empty(),
            Optional.empty(),
            OptionalInt.empty());
    List<ExamItem> items =
        List.of(
            ExamItem.fresh(0, "q1", "t").answered(1, T0).flagged(true),
            ExamItem.fresh(1, "q2", "t").skippedNow(),
            ExamItem.fresh(2, "q3", "t").answered(0, T0),
            ExamItem.fresh(3, "q4", "t").answered(2, T0),
            ExamItem.fresh(4, "q5", "t"));
    return new ExamState(exam, items);
  }

  @Test
  @DisplayName("English: 'Not answered: Q2, Q5', 'Marked: Q1', Submit anyway (2 not answered)")
  void english() {
    Texts t = Texts.english();
    assertThat(ExamTexts.reviewBody(t, state()))
        .startsWith("**3 of 5 answered**\n")
        .contains("\nNot answered: Q2, Q5\n")
        .contains("\nMarked: Q1\n")
        .contains("Ends <t:" + T0.plusSeconds(300).getEpochSecond() + ":R>");
    Button submit = submitButton(ExamMessages.review(t, state(), 3));
    assertThat(submit.getLabel()).isEqualTo("Submit anyway (2 not answered)");
    assertThat(submit.getStyle()).isEqualTo(ButtonStyle.DANGER);
    assertThat(submit.getCustomId()).isEqualTo(ExamIds.submit(7, true));
  }

  @Test
  @DisplayName("German and Japanese: 'Frage 2, Frage 5'; '問2、問5' with the Japanese comma")
  void germanAndJapanese() {
    assertThat(ExamTexts.reviewBody(Texts.of(Locale.GERMAN), state()))
        .contains("Unbeantwortet: Frage 2, Frage 5")
        .contains("Markiert: Frage 1");
    assertThat(ExamTexts.reviewBody(Texts.of(Locale.JAPANESE), state()))
        .contains("未回答: 問2、問5")
        .contains("見直しマーク: 問1");
  }

  @Test
  @DisplayName("every question is in the go-to menu, answered ones too, with its state")
  void menuListsEveryQuestion() {
    List<String> labels =
        ExamMessages.goToMenus(Texts.english(), state(), 3, 3).stream()
            .flatMap(row -> row.getComponents().stream())
            .map(c -> (net.dv8tion.jda.api.components.selections.StringSelectMenu) c)
            .flatMap(menu -> menu.getOptions().stream())
            .map(o -> o.getLabel())
            .toList();
    assertThat(labels)
        .containsExactly(
            "Q1 · answered · 🔖 marked",
            "Q2 · not answered",
            "Q3 · answered",
            "Q4 · answered",
            "Q5 · not answered");
  }

  private static Button submitButton(MessageCreateData message) {
    return message.getComponentTree().findAll(Button.class).get(0);
  }
}
