package dev.quizbot.i18n;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Pattern;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Member texts keep to the glossary (docs/glossary.md): one word per idea. Each language has the
 * words the glossary retired; none may appear in a bundle value, apart from the exceptions listed
 * here with their reason.
 */
final class GlossaryTest {

  /** Retired words per bundle, each with the glossary term that replaced it. */
  private static final Map<String, Map<String, String>> RETIRED =
      Map.of(
          "messages.properties",
          Map.ofEntries(
              Map.entry("\\b[Rr]ight\\b(?! (now|here|in|away))", "correct"),
              Map.entry("[Aa]ccuracy", "% correct"),
              Map.entry("(?<!/)\\b[Bb]ank\\b", "deck"),
              Map.entry("\\b[Ss]essions?\\b", "review"),
              Map.entry("(?<![`:/])\\b[Tt]imezones?\\b(?![:`])", "time zone"),
              Map.entry("HH:mm", "HH:MM"),
              Map.entry("last attempt", "previous attempt"),
              Map.entry("[Ss]tudy-day streak", "Day streak"),
              Map.entry("'\\{\\d+}'|\"\\{\\d+}\"", "`typed value`"),
              Map.entry("NVIDIA", "the official one"),
              Map.entry("IANA|[Ww]ikipedia", "Region/City"),
              Map.entry("\\bRetention\\b", "Remembered"),
              Map.entry("[Ss]paced-repetition", "review"),
              Map.entry("\\b[Ff]lag(s|ged)?\\b|[Uu]nflag", "Mark for review"),
              Map.entry("FSRS|\\b[Ww]eights?\\b|[Gg]uess rate", "plain words")),
          "messages_de.properties",
          Map.ofEntries(
              Map.entry("Trefferquote", "% richtig"),
              Map.entry("Fragenkatalog|Fragensammlung|Fragenbank", "Deck"),
              Map.entry("Sitzung", "Wiederholung"),
              Map.entry("HH:mm", "HH:MM"),
              Map.entry("letzten Versuch", "vorherigen Versuch"),
              Map.entry("\\bSerien?\\b", "Richtig in Folge / Lerntage in Folge"),
              Map.entry("„\\{\\d+}“|'\\{\\d+}'", "`eingegebener Wert`"),
              Map.entry("NVIDIA", "die offizielle"),
              Map.entry("IANA|[Ww]ikipedia", "Kontinent/Stadt"),
              Map.entry("wachsenden Abständen", "Wiederholung"),
              Map.entry("\\b[Ff]lagge|geflaggt", "Markieren"),
              Map.entry("FSRS|Gewicht|Ratewahrscheinlichkeit", "einfache Worte"),
              Map.entry("Übungsprüfung", "Probeprüfung"),
              Map.entry("[Bb]ericht", "Auswertung"),
              Map.entry("Notiz", "Anmerkung"),
              Map.entry("Antwortfenster", "Antwortzeit"),
              // "Prüfung" is the exam; an admin's look at a suggestion is its "Durchsicht"
              Map.entry("(warte[nt]? auf (die )?|zur )Prüfung\\b|auf Prüfung warte", "Durchsicht")),
          "messages_ja.properties",
          Map.ofEntries(
              Map.entry("正答率", "正解率"),
              Map.entry("問題集", "デッキ"),
              Map.entry("セッション", "復習"),
              Map.entry("HH:mm", "HH:MM"),
              Map.entry("「\\{\\d+}」", "`入力値`"),
              Map.entry("NVIDIA", "公式の基準"),
              Map.entry("IANA|[Ww]ikipedia", "地域/都市"),
              Map.entry("間隔反復", "復習"),
              Map.entry("フラグ", "見直しマーク"),
              Map.entry("FSRS|配点", "やさしい言葉"),
              Map.entry("(?<![A-Za-z])Bot(?![A-Za-z])", "ボット"),
              Map.entry("参考", "出典")));

  /**
   * Keys outside the check: command and choice names (Discord's identifiers, not prose), date
   * patterns.
   */
  private static final Pattern NOT_CHECKED = Pattern.compile("cmd\\..*\\.name|.*Pattern");

  /**
   * Documented exceptions, as "bundle key": in Japanese 「」 quotes a name Discord shows in its own
   * settings (a permission), not a typed value; the terminal's report prompt quotes the question,
   * not a typed value, where backticks would show as they are.
   */
  private static final Set<String> EXCEPTIONS =
      Set.of(
          "messages_ja.properties daily.set.botCannotPing",
          "messages_ja.properties daily.set.memberCannotPing",
          "messages.properties practice.report.title",
          "messages_de.properties practice.report.title",
          "messages_ja.properties practice.report.title");

  @ParameterizedTest
  @ValueSource(
      strings = {
        "messages.properties",
        "messages_de.properties",
        "messages_ja.properties",
        "practiceHelp.properties",
        "practiceHelp_de.properties",
        "practiceHelp_ja.properties"
      })
  @DisplayName("no member text uses a word the glossary retired")
  void noRetiredWords(String bundle) throws IOException {
    Properties texts = load(bundle);
    List<String> found = new ArrayList<>();
    for (String key : new TreeSet<>(texts.stringPropertyNames())) {
      if (NOT_CHECKED.matcher(key).matches() || EXCEPTIONS.contains(bundle + " " + key)) {
        continue;
      }
      String value = texts.getProperty(key);
      RETIRED
          .get(bundle.replace("practiceHelp", "messages"))
          .forEach(
              (retired, use) -> {
                if (Pattern.compile(retired).matcher(value).find()) {
                  found.add(key + ": /" + retired + "/ -> use " + use + " | " + value);
                }
              });
    }
    assertThat(found).as("retired words in %s", bundle).isEmpty();
  }

  @Test
  @DisplayName("the check finds a retired word (it is not vacuous)")
  void checkFindsRetiredWord() {
    String text = "Right 4 (80%) · accuracy · unknown timezone '{0}' (HH:mm) · 🚩 Flag";
    long hits =
        RETIRED.get("messages.properties").keySet().stream()
            .filter(retired -> Pattern.compile(retired).matcher(text).find())
            .count();
    assertThat(hits).isEqualTo(6);
  }

  private static Properties load(String name) throws IOException {
    Properties properties = new Properties();
    try (InputStream in = GlossaryTest.class.getResourceAsStream("/i18n/" + name)) {
      assertThat(in).as(name).isNotNull();
      properties.load(new InputStreamReader(in, StandardCharsets.UTF_8));
    }
    return properties;
  }
}
