package dev.quizbot.app;

import static org.assertj.core.api.Assertions.assertThat;

import dev.quizbot.cli.BotStarter;
import dev.quizbot.cli.QuizbotCommand;
import dev.quizbot.i18n.DisplayWidth;
import java.io.ByteArrayInputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code quizbot practice} speaks the system locale's language (LC_ALL, LC_MESSAGES, LANG) or the
 * one {@code --language} names, on the shipped bank and a real SQLite file, keys piped in.
 */
final class PracticeLanguagesTest {

  @TempDir Path dir;

  private record Run(int status, String out, String err) {}

  private Map<String, String> env(String... pairs) {
    Map<String, String> env = new HashMap<>();
    env.put("QUIZBOT_DATABASE_URL", "jdbc:sqlite:" + dir.resolve("quizbot.db"));
    env.put("USER", "ada-test");
    for (int i = 0; i < pairs.length; i += 2) {
      env.put(pairs[i], pairs[i + 1]);
    }
    return env;
  }

  private Run run(Map<String, String> env, String keys, String... args) {
    StringWriter out = new StringWriter();
    StringWriter err = new StringWriter();
    int status =
        QuizbotCommand.commandLine(
                BotStarter.NOT_WIRED,
                new PracticeRunner(
                    env, new ByteArrayInputStream(keys.getBytes(StandardCharsets.UTF_8))),
                Path.of("questions"),
                env)
            .setOut(new PrintWriter(out, true))
            .setErr(new PrintWriter(err, true))
            .execute(args);
    return new Run(status, out.toString(), err.toString());
  }

  @Test
  @DisplayName("LANG=de_DE.UTF-8: a review answered and stopped, every screen line in German")
  void germanFromLang() {
    Run run = run(env("LANG", "de_DE.UTF-8"), "a\nq\n", "practice");

    assertThat(run.status()).isZero();
    assertThat(run.err()).isEmpty();
    assertThat(run.out())
        .contains("Frage 1 von ")
        .contains("Tasten: a-d (oder 1-4), ? weiß nicht, q beenden")
        .containsPattern("(Richtig: |Falsch: Richtig ist )[a-d]\\) ")
        .contains("Erklärung: ")
        .contains("Wieder in ")
        .contains("Beendet: Deine Antworten sind gespeichert.")
        .contains("Beantwortet: 1, richtig: ")
        .doesNotContain("Question")
        .doesNotContain("Keys:")
        .doesNotContain("Explanation")
        .doesNotContain("Answered");
  }

  @Test
  @DisplayName("--language ja: a review in Japanese, lines broken by display width (80 columns)")
  void japaneseFromOption() {
    Run run = run(env("LANG", "de_DE.UTF-8"), "a\nq\n", "practice", "--language", "ja");

    assertThat(run.status()).isZero();
    assertThat(run.err()).isEmpty();
    assertThat(run.out())
        .containsPattern("問題 1/\\d+ · ")
        .contains("キー: a〜d（または 1〜4）で回答、? わからない、q 終了")
        .containsPattern("(正解: |不正解。正解は )[a-d]\\) ")
        .contains("解説: ")
        .contains("中断しました。回答は保存されています。")
        .doesNotContain("Frage")
        .doesNotContain("Question")
        .doesNotContain("Keys:");
    // a Japanese character takes two columns: no line of the screens is wider than 80
    assertThat(run.out().lines())
        .allSatisfy(l -> assertThat(DisplayWidth.of(l)).isLessThanOrEqualTo(80));
  }

  @Test
  @DisplayName("A mock exam in Japanese: the opening, the questions and the report")
  void japaneseExam() {
    Run run = run(env("LC_ALL", "ja_JP.UTF-8"), "a\na\ns\n", "practice", "--exam", "--count", "2");

    assertThat(run.status()).isZero();
    assertThat(run.err()).isEmpty();
    assertThat(run.out())
        .contains("模擬試験を開始しました: ")
        .contains("全 2 問、制限時間 ")
        .containsPattern("問題 1/2 · .+ · 残り \\d+:\\d\\d")
        .contains("全 2 問に回答しました。")
        .contains("試験レポート · ")
        .containsPattern("得点: 2 問中 [0-2] 問")
        .contains("トピック別:")
        .doesNotContain("Question")
        .doesNotContain("Score");
    // the report's long line is broken to the width (anywhere between Japanese characters)
    assertThat(run.out().replaceAll("\\s+", "")).contains("公式の基準ではありません）:");
    assertThat(run.out().lines())
        .allSatisfy(l -> assertThat(DisplayWidth.of(l)).isLessThanOrEqualTo(80));
  }

  @Test
  @DisplayName("LC_ALL=C wins over LANG=de (POSIX order): English")
  void cLocaleIsEnglish() {
    Run run = run(env("LC_ALL", "C", "LANG", "de_DE.UTF-8"), "q\n", "practice");

    assertThat(run.status()).isZero();
    assertThat(run.out()).contains("Question 1 of ").contains("Keys: a-d (or 1-4)");
  }

  @Test
  @DisplayName("An unknown --language is refused in one line, exit status 2")
  void unknownLanguage() {
    Run run = run(env(), "", "practice", "--language", "fr");

    assertThat(run.status()).isEqualTo(2);
    assertThat(run.err().strip())
        .isEqualTo(
            "quizbot practice: --language must be en, de or ja, got fr. Try 'quizbot practice"
                + " --help'.");
    assertThat(run.out()).isEmpty();
  }
}
