package dev.quizbot.e2e.i18n;

import static org.assertj.core.api.Assertions.assertThat;

import dev.quizbot.e2e.AppBot;
import dev.quizbot.fakediscord.DiscordScenario;
import dev.quizbot.fakediscord.FakeChannel;
import dev.quizbot.fakediscord.FakeDiscordExtension;
import dev.quizbot.fakediscord.FakeUser;
import dev.quizbot.i18n.Texts;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Refusals whose reasons are built from values (a date, a channel list): {@code /readiness} with a
 * past date, {@code /quiz} in a channel that is not one of more than ten allowed ones, and a daily
 * question whose channel was deleted ({@code /daily now}, then the last line of {@code /daily
 * status}, whose failure cause is stored as a kind and its arguments), with the member's client in
 * German, then Japanese. The reason is worded from the member's bundle: no word of the English
 * bundle that the translation does not use itself, no key name, and the date in the language's own
 * pattern.
 */
final class RefusalLanguageE2ETest {
  private static final Pattern WORD = Pattern.compile("[A-Za-z][A-Za-z'’-]{3,}");
  private static final Pattern KEY_SHAPE = Pattern.compile("[a-z][a-zA-Z]*(?:\\.[a-zA-Z0-9-]+)+");
  private static final int ALLOWED_CHANNELS = 11;

  private final AppBot bot = AppBot.fresh();

  @RegisterExtension final FakeDiscordExtension extension = new FakeDiscordExtension();

  @Test
  @DisplayName(
      "German client: /readiness in the past and /quiz in a channel not allowed are German")
  void german(DiscordScenario discord) throws IOException {
    List<String> shown = refusals(discord, "de");
    assertNoEnglish(shown, "messages_de.properties");
    assertThat(shown.get(0)).contains("1. Januar 2000").contains("Vergangenheit");
    assertThat(shown.get(1)).contains("und 1 weitere").doesNotContain(" more");
    assertThat(shown.get(2)).contains("gibt es nicht mehr");
    assertThat(shown.get(3)).contains("gibt es nicht mehr").contains("1 Versuch");
  }

  @Test
  @DisplayName(
      "Japanese client: /readiness in the past and /quiz in a channel not allowed are Japanese")
  void japanese(DiscordScenario discord) throws IOException {
    List<String> shown = refusals(discord, "ja");
    assertNoEnglish(shown, "messages_ja.properties");
    assertThat(shown.get(0)).contains("2000年1月1日").contains("過去の日付");
    assertThat(shown.get(1)).contains("ほか 1 チャンネル").doesNotContain(" more");
    assertThat(shown.get(2)).contains("もう存在しない");
    assertThat(shown.get(3)).contains("もう存在しない");
  }

  /**
   * The /readiness refusal, the /quiz refusal (as alice), then the owner's /daily now whose post
   * fails and /daily status's line of today, all with {@code locale}.
   */
  private List<String> refusals(DiscordScenario discord, String locale) {
    discord.setLocale(discord.alice(), locale);
    FakeUser owner = discord.fake().guildOwner(discord.guild());
    discord.setLocale(owner, locale);
    List<String> allowed = new ArrayList<>();
    for (int i = 0; i < ALLOWED_CHANNELS; i++) {
      allowed.add(discord.fake().createTextChannel(discord.guild(), "kanal-" + i).id());
    }
    FakeChannel daily = discord.fake().createTextChannel(discord.guild(), "tagesfrage");
    discord.startBot(bot);
    List<String> shown = new ArrayList<>();
    shown.add(discord.slash(discord.alice(), "readiness", Map.of("date", "2000-01-01")).content());
    for (String channel : allowed) {
      discord.slash(owner, "quizconfig", Map.of("allow_channel", channel));
    }
    shown.add(discord.slash(discord.alice(), "quiz", Map.of()).content());
    // A daily question in a channel deleted while the bot was stopped: its post fails
    Map<String, Object> set = new LinkedHashMap<>();
    set.put("channel", daily.id());
    set.put("time", "14:30");
    set.put("timezone", "Europe/Berlin");
    assertThat(discord.slash(owner, "daily", Map.of("set", set)).content()).isNotBlank();
    discord.stopBot();
    discord.fake().deleteChannel(daily);
    AppBot restarted = discord.startBot(new AppBot(bot.clock(), bot.databaseFile()));
    assertThat(restarted).isNotNull();
    shown.add(
        discord
            .slash(owner, "daily", Map.of("now", Map.of()))
            .awaitEdited(DiscordScenario.TIMEOUT)
            .content());
    String status = discord.slash(owner, "daily", Map.of("status", Map.of())).content();
    shown.add(status.substring(status.lastIndexOf('\n') + 1));
    assertThat(shown).allSatisfy(text -> assertThat(text).isNotBlank());
    return shown;
  }

  /** No word of the English bundle that {@code bundle} never uses; no bundle key shown. */
  static void assertNoEnglish(List<String> shown, String bundle) throws IOException {
    Properties english = load("messages.properties");
    Set<String> englishOnly = new TreeSet<>();
    english.values().forEach(v -> words(v.toString(), englishOnly));
    Set<String> translated = new TreeSet<>();
    load(bundle).values().forEach(v -> words(v.toString(), translated));
    englishOnly.removeAll(translated);
    List<String> problems = new ArrayList<>();
    for (String text : shown) {
      Set<String> words = new TreeSet<>();
      words(text, words);
      words.retainAll(englishOnly);
      if (!words.isEmpty()) {
        problems.add("English " + words + " in: " + text);
      }
      Matcher key = KEY_SHAPE.matcher(text);
      while (key.find()) {
        if (english.containsKey(key.group()) || english.containsKey(key.group() + ".one")) {
          problems.add("key " + key.group() + " in: " + text);
        }
      }
    }
    assertThat(problems).isEmpty();
  }

  private static void words(String text, Set<String> into) {
    Matcher m = WORD.matcher(text.replaceAll("<[^>]*>", " ").replaceAll("https?://\\S+", " "));
    while (m.find()) {
      into.add(m.group().toLowerCase(Locale.ROOT));
    }
  }

  private static Properties load(String name) throws IOException {
    Properties properties = new Properties();
    try (InputStream in = Texts.class.getResourceAsStream("/i18n/" + name)) {
      properties.load(new InputStreamReader(in, StandardCharsets.UTF_8));
    }
    return properties;
  }
}
