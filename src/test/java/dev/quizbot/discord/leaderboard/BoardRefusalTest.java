package dev.quizbot.discord.leaderboard;

import static org.assertj.core.api.Assertions.assertThat;

import dev.quizbot.i18n.Texts;
import dev.quizbot.leaderboard.LeaderboardException;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class BoardRefusalTest {

  private static final Texts EN = Texts.of(Locale.ENGLISH);
  private static final Texts DE = Texts.of(Locale.GERMAN);
  private static final Texts JA = Texts.of(Locale.JAPANESE);

  @Test
  @DisplayName("a page past the end is refused in the member's language with the page count")
  void noSuchPage() {
    LeaderboardException refusal = LeaderboardException.noSuchPage(5, 4);

    assertThat(BoardRefusal.text(refusal, EN))
        .isEqualTo("There's no page 5: this board has 4 pages. Try page:4.");
    assertThat(BoardRefusal.text(refusal, DE))
        .isEqualTo(
            "Eine Seite 5 gibt es nicht: Diese Bestenliste hat 4 Seiten. Versuch es mit `seite:4`.");
    assertThat(BoardRefusal.text(refusal, JA))
        .isEqualTo("5 ページはありません。このランキングは 4 ページまでです。`ページ:4` をお試しください。");
  }

  @Test
  @DisplayName("a one-page board says so instead of '1 pages'")
  void onlyOnePage() {
    assertThat(BoardRefusal.text(LeaderboardException.noSuchPage(2, 1), EN))
        .isEqualTo("There's no page 2: this board has only one page.");
  }

  @Test
  @DisplayName("page 0 is refused in the member's language")
  void pageZero() {
    assertThat(BoardRefusal.text(LeaderboardException.pageBelowOne(0), DE))
        .startsWith("Eine Seite 0 gibt es nicht: Die Seiten beginnen bei 1.");
    assertThat(BoardRefusal.text(LeaderboardException.pageBelowOne(0), JA))
        .startsWith("0 ページはありません。");
  }

  @Test
  @DisplayName("an unknown topic lists the topics and counts those left out, in every language")
  void unknownTopic() {
    LeaderboardException refusal =
        LeaderboardException.unknownTopic("cooking", List.of("memory", "parallelism"), 3);

    assertThat(BoardRefusal.text(refusal, EN))
        .isEqualTo("There's no topic `cooking`. Topics: memory, parallelism … and 3 more.");
    assertThat(BoardRefusal.text(refusal, DE))
        .isEqualTo(
            "Ein Thema `cooking` gibt es nicht. Themen: memory, parallelism … und 3 weitere.");
    assertThat(BoardRefusal.text(refusal, JA))
        .isEqualTo("トピック `cooking` はありません。トピック: memory, parallelism … ほか 3 件");
  }
}
