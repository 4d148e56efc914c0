package dev.quizbot.quality;

import static org.assertj.core.api.Assertions.assertThat;

import dev.quizbot.bank.Question;
import dev.quizbot.i18n.DisplayWidth;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** {@code quizbot items}' table with a Japanese deck: columns padded by display width. */
final class ItemsTextWidthTest {

  private static ItemStats item(String id, String distractor, int line) {
    Question q =
        new Question(
            id,
            "ja",
            "通信",
            "問題",
            List.of("正解", distractor),
            0,
            "説明",
            null,
            null,
            null,
            false,
            Path.of("ja.yaml"),
            line,
            null);
    return new ItemStats(
        q,
        40,
        0.99,
        0.2,
        List.of(
            new ChoiceStats("正解", true, 40, 1.0, 1.0, 1.0, List.of()),
            new ChoiceStats(
                distractor, false, 0, 0.0, 0.0, 0.0, List.of(ItemFlag.NON_FUNCTIONAL_DISTRACTOR))),
        0,
        ReportSummary.of(List.of()),
        List.of(ItemFlag.TOO_EASY, ItemFlag.NON_FUNCTIONAL_DISTRACTOR));
  }

  @Test
  @DisplayName("A Japanese choice in the flags column: FILE:LINE starts at one display column")
  void japaneseChoicesAlign() {
    String text =
        ItemsText.render(List.of(item("ja-1", "誤答", 3), item("ja-2", "ずっと長い誤答です", 9)), 20);

    List<String> rows = text.lines().limit(3).toList();
    List<Integer> fileColumns =
        rows.stream().map(r -> DisplayWidth.of(r.substring(0, r.lastIndexOf("  ") + 2))).toList();
    assertThat(rows.get(0)).endsWith("FILE:LINE");
    assertThat(rows.get(1)).endsWith("ja.yaml:3");
    assertThat(fileColumns).containsOnly(fileColumns.get(0));
  }
}
