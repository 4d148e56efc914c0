package dev.quizbot.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.quizbot.study.ReviewFilter;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.ResourceBundle;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/** {@code quizbot practice --help} speaks the learner's language, as the practice itself does. */
final class PracticeHelpLanguageTest {

  private static String help(Map<String, String> env, String... args) {
    CommandLine cli =
        QuizbotCommand.commandLine(
            BotStarter.NOT_WIRED, PracticeStarter.NOT_WIRED, Path.of("questions"), env);
    StringWriter out = new StringWriter();
    cli.setOut(new PrintWriter(out, true));
    cli.setErr(new PrintWriter(new StringWriter(), true));
    assertThat(cli.execute(args)).isZero();
    return out.toString();
  }

  @Test
  @DisplayName("LANG=de_DE.UTF-8 gives the German help, LANG=ja_JP the Japanese, C the English")
  void followsTheSystemLanguage() {
    assertThat(help(Map.of("LANG", "de_DE.UTF-8"), "practice", "--help"))
        .contains("Aufruf: quizbot practice")
        .contains("Lerne die Fragen der Decks in diesem Terminal")
        .contains("Nur dieses Deck (seine ID).")
        .doesNotContain("Study the decks' questions");
    assertThat(help(Map.of("LANG", "ja_JP.UTF-8"), "practice", "--help"))
        .contains("使い方: quizbot practice")
        .contains("このデッキだけ");
    assertThat(help(Map.of("LANG", "C"), "practice", "--help"))
        .contains("Usage: quizbot practice")
        .contains("Only this deck (its id).");
  }

  @Test
  @DisplayName("--language decides over the system language, as it does for the practice")
  void languageOptionDecides() {
    assertThat(help(Map.of("LANG", "de_DE.UTF-8"), "practice", "--language", "ja", "--help"))
        .contains("使い方: quizbot practice")
        .doesNotContain("Aufruf");
    assertThat(help(Map.of("LANG", "ja_JP.UTF-8"), "practice", "--language=en", "--help"))
        .contains("Usage: quizbot practice");
  }

  @Test
  @DisplayName("the three help bundles have the same keys, and the count's range is the real one")
  void bundlesAgree() {
    List<Locale> languages = List.of(Locale.ENGLISH, Locale.GERMAN, Locale.JAPANESE);
    Set<String> english = new TreeSet<>(PracticeCommand.helpIn(Locale.ENGLISH).keySet());
    for (Locale language : languages) {
      ResourceBundle bundle = PracticeCommand.helpIn(language);
      assertThat(new TreeSet<>(bundle.keySet())).as("%s", language).isEqualTo(english);
      assertThat(bundle.getString("count")).contains(String.valueOf(ReviewFilter.MAX_COUNT));
    }
    assertThat(PracticeCommand.helpIn(Locale.GERMAN).getString("deck"))
        .isNotEqualTo(PracticeCommand.helpIn(Locale.ENGLISH).getString("deck"));
  }
}
