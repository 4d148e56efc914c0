package dev.quizbot.e2e.i18n;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.quizbot.e2e.AppBot;
import dev.quizbot.fakediscord.DiscordScenario;
import dev.quizbot.fakediscord.FakeDiscordExtension;
import dev.quizbot.fakediscord.FakeMessage;
import dev.quizbot.fakediscord.FakeUser;
import dev.quizbot.fakediscord.InteractionReply;
import dev.quizbot.i18n.Texts;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.DayOfWeek;
import java.time.Duration;
import java.time.Month;
import java.time.format.TextStyle;
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
import org.junit.jupiter.api.io.TempDir;

/**
 * The same /quiz, /stats and /review flows with the member's client (and the server) in German,
 * then Japanese: every text the bot shows is the translation. The deck's own texts are Greek
 * letters, so any English word left is the bot's: the test collects every visible text (content,
 * embed title, description, fields, footer, button labels) and fails on any Latin word the
 * translation's bundle does not use itself (English left over, in or out of the bundles), and on a
 * bundle key shown as text.
 */
final class LanguageE2ETest {
  /** A Latin word of two letters or more (umlauts included), hyphenated parts together. */
  private static final Pattern WORD = Pattern.compile("\\p{IsLatin}+(?:['’-]\\p{IsLatin}+)*");

  private static final Pattern KEY_SHAPE = Pattern.compile("[a-z][a-zA-Z]*(?:\\.[a-zA-Z0-9-]+)+");

  private final AppBot bot = AppBot.fresh();

  @RegisterExtension final FakeDiscordExtension extension = new FakeDiscordExtension();

  @TempDir Path bank;

  @Test
  @DisplayName("German client and server: /quiz, its reveal, /stats and /review are all German")
  void german(DiscordScenario discord) throws IOException {
    List<String> shown = flows(discord, "de");
    assertTranslated(
        shown,
        "messages_de.properties",
        Set.of(
            "admins", "also", "am", "an", "berlin", "bots", "deck", "decks", "discord", "europe",
            "in", "minute", "none", "per", "plus", "quiz", "quizbot", "server", "servers", "status",
            "true"));
    assertThat(String.join("\n", shown))
        .contains("Antwort: ")
        .contains("% richtig")
        .contains("Weiß nicht")
        .contains("Wiederholung abgeschlossen")
        .contains("Quiz-Einstellungen")
        .contains("Abkürzung")
        .contains("Die Zeitzone `Mars/Base` kenne ich nicht")
        .contains("**Tagesfrage**: an")
        // numbers and dates in German: alice's share of the reveal, the saved exam date
        .contains("1 (100\u00a0%)")
        .contains("Prüfungsdatum: 1. April 2026");
  }

  @Test
  @DisplayName("Japanese client and server: /quiz, its reveal, /stats and /review are all Japanese")
  void japanese(DiscordScenario discord) throws IOException {
    List<String> shown = flows(discord, "ja");
    assertTranslated(shown, "messages_ja.properties", Set.of("discord", "none", "quizbot", "true"));
    assertThat(String.join("\n", shown))
        .contains("正解: ")
        .contains("正解率")
        .contains("わからない")
        .contains("復習完了")
        .contains("クイズの設定")
        .contains("略称")
        .contains("タイムゾーン `Mars/Base` が見つかりません")
        .contains("**今日の問題**: オン")
        .contains("試験日: 2026年4月1日");
  }

  /** Runs the three flows as alice with {@code locale}; returns every text the bot showed. */
  private List<String> flows(DiscordScenario discord, String locale) throws IOException {
    Files.writeString(
        bank.resolve("greek.yaml"),
        """
        id: greek
        title: ΑΒΓ
        description: test
        questions:
          - id: greek-1
            topic: mu
            prompt: ΑΩ?
            choices: ["α1", "β1", "γ1", "δ1"]
            answer: α1
            explanation: ε1
          - id: greek-2
            topic: mu
            prompt: ΒΩ?
            choices: ["α2", "β2", "γ2", "δ2"]
            answer: β2
            explanation: ε2
        """);
    discord.fake().setGuildLocale(discord.guild(), locale);
    discord.setLocale(discord.alice(), locale);
    discord.startBot(bot.with("QUIZBOT_BANK_PATHS", bank.toString()));
    List<String> shown = new ArrayList<>();

    // /quiz: the question, in the server's language; alice answers; the reveal
    InteractionReply quiz = discord.slash(discord.alice(), "quiz", Map.of());
    FakeMessage question = quiz.message();
    shown.addAll(texts(question));
    discord.await(() -> question.reactionEmojis().size() == 4, "the choice reactions");
    discord.react(discord.alice(), question, "🇦");
    discord.await(() -> bot.storedAnswers() == 1, "alice's answer stored");
    bot.clock().advance(Duration.ofSeconds(61));
    FakeMessage revealed =
        discord.awaitMessage(
            m -> m.id().equals(question.id()) && m.isEdited() && m.buttonLabels().size() == 1);
    shown.addAll(texts(revealed));

    // /stats for herself: the public stats and her study numbers only she sees
    InteractionReply stats = discord.slash(discord.alice(), "stats", Map.of());
    stats.awaitFollowUps(1, DiscordScenario.TIMEOUT);
    shown.addAll(texts(stats.message()));
    stats.followUps().forEach(m -> shown.addAll(texts(m)));

    // /review start: the DM link, the question in her DMs, her answer, the summary
    InteractionReply review =
        discord.slash(discord.alice(), "review", Map.of("start", Map.of("count", 1)));
    shown.add(review.content());
    FakeMessage asked =
        discord.awaitMessage(
            discord.dm(discord.alice()), m -> !m.embeds().isEmpty(), DiscordScenario.TIMEOUT);
    shown.addAll(texts(asked));
    // the right answer (greek-1's is its first choice, greek-2's its second), so the one-question
    // session ends with its summary
    String right =
        asked.embeds().get(0).path("description").asText().startsWith("ΑΩ") ? ":0" : ":1";
    String button = null;
    for (JsonNode row : asked.components()) {
      for (JsonNode b : row.path("components")) {
        if (b.path("custom_id").asText().endsWith(right)) {
          button = b.path("custom_id").asText();
        }
      }
    }
    InteractionReply answered = discord.press(discord.alice(), asked, button);
    answered.awaitFollowUps(1, DiscordScenario.TIMEOUT);
    shown.addAll(texts(answered.message()));
    answered.followUps().forEach(m -> shown.addAll(texts(m)));
    shown.addAll(studyFlows(discord));
    shown.addAll(adminFlows(discord, locale));
    return shown;
  }

  /**
   * /review settings (shown, then an exam date saved) and /readiness on the deck for that date: the
   * replies, embeds and their fields.
   */
  private List<String> studyFlows(DiscordScenario discord) {
    List<String> shown = new ArrayList<>();
    InteractionReply settings =
        discord.slash(discord.alice(), "review", Map.of("settings", Map.of()));
    shown.add(settings.content());
    settings.embeds().forEach(e -> shown.addAll(texts(e)));
    InteractionReply changed =
        discord.slash(
            discord.alice(), "review", Map.of("settings", Map.of("exam_date", "2026-04-01")));
    shown.add(changed.content());
    changed.embeds().forEach(e -> shown.addAll(texts(e)));
    InteractionReply readiness =
        discord.slash(discord.alice(), "readiness", Map.of("deck", "greek"));
    FakeMessage forecast =
        readiness.followUps().isEmpty() ? readiness.message() : readiness.followUps().get(0);
    assertThat(forecast.embeds()).as("the readiness forecast").isNotEmpty();
    shown.addAll(texts(forecast));
    shown.removeIf(String::isBlank);
    return shown;
  }

  /**
   * The server owner, with the same client language: /quizconfig (its settings, a refusal with a
   * range, a time zone abbreviation and a channel problem), /daily set (a mistyped zone, then
   * saved) and /daily status; every reply the bot gave.
   */
  private List<String> adminFlows(DiscordScenario discord, String locale) {
    FakeUser owner = discord.fake().guildOwner(discord.guild());
    discord.setLocale(owner, locale);
    List<String> shown = new ArrayList<>();
    shown.add(discord.slash(owner, "quizconfig", Map.of()).content());
    shown.add(
        discord
            .slash(owner, "quizconfig", Map.of("answer_window", 5, "timezone", "EST"))
            .content());
    shown.add(discord.slash(owner, "quizconfig", Map.of("timezone", "Europe/Berlm")).content());
    shown.add(
        discord
            .slash(owner, "quizconfig", Map.of("disallow_channel", discord.channel().id()))
            .content());
    shown.add(
        discord
            .slash(
                owner,
                "quizconfig",
                Map.of("speed_bonus", false, "allow_channel", discord.channel().id()))
            .content());
    Map<String, Object> badZone = new LinkedHashMap<>();
    badZone.put("channel", discord.channel().id());
    badZone.put("time", "14:30");
    badZone.put("timezone", "Mars/Base");
    shown.add(discord.slash(owner, "daily", Map.of("set", badZone)).content());
    Map<String, Object> set = new LinkedHashMap<>(badZone);
    set.put("timezone", "Europe/Berlin");
    shown.add(discord.slash(owner, "daily", Map.of("set", set)).content());
    shown.add(discord.slash(owner, "daily", Map.of("status", Map.of())).content());
    return shown;
  }

  static List<String> texts(FakeMessage message) {
    List<String> out = new ArrayList<>();
    out.add(message.content());
    for (JsonNode embed : message.embeds()) {
      out.addAll(texts(embed));
    }
    out.addAll(message.buttonLabels());
    out.removeIf(String::isBlank);
    return out;
  }

  /** An embed's title, description, footer and fields. */
  static List<String> texts(JsonNode embed) {
    List<String> out = new ArrayList<>();
    out.add(embed.path("title").asText(""));
    out.add(embed.path("description").asText(""));
    out.add(embed.path("footer").path("text").asText(""));
    for (JsonNode field : embed.path("fields")) {
      out.add(field.path("name").asText(""));
      out.add(field.path("value").asText(""));
    }
    return out;
  }

  /**
   * @param shared Latin words the translation legitimately shares with English (names, German words
   *     spelled alike); any other word of the English bundle is English left over, even when a
   *     translated bundle holds it (an untranslated value copied over)
   */
  static void assertTranslated(List<String> shown, String bundle, Set<String> shared)
      throws IOException {
    Properties english = load("messages.properties");
    Properties translated = load(bundle);
    Set<String> englishWords = new TreeSet<>();
    english.forEach((k, v) -> words(v.toString(), englishWords));
    Set<String> translationWords = new TreeSet<>();
    translated.values().forEach(v -> words(v.toString(), translationWords));
    // A Latin word the translation never uses is English left over (the deck is Greek letters):
    // a bundle text not translated, or a text not in the bundles at all.
    translationWords.removeAll(englishWords);
    translationWords.addAll(shared);
    translationWords.add("utc");
    // Time zone names and what the admin typed (/quizconfig, /daily set) are not English.
    translationWords.addAll(
        Set.of("america", "asia", "base", "berlin", "berlm", "europe", "iana", "mars", "tokyo"));
    translationWords.addAll(Set.of("est", "new", "york"));
    // Names and abbreviations no language translates: Discord's "DM", the scheduler's FSRS.
    translationWords.addAll(Set.of("dm", "dms", "fsrs"));
    // The test decks' topics (a topic is lowercase ASCII, so they cannot be Greek letters) and
    // the deck's id, as the readiness forecast's next command names them.
    translationWords.addAll(Set.of("mu", "nu", "greek"));
    // Dates are formatted by Java in the language's locale (Mo., 2. März 2026).
    translationWords.addAll(dateWords(Texts.of(Locale.forLanguageTag(bundleLanguage(bundle)))));

    List<String> problems = new ArrayList<>();
    for (String text : shown) {
      Set<String> words = new TreeSet<>();
      words(text, words);
      words.removeAll(translationWords);
      if (!words.isEmpty()) {
        problems.add("untranslated " + words + " in: " + text);
      }
      Matcher key = KEY_SHAPE.matcher(text);
      while (key.find()) {
        if (english.containsKey(key.group()) || english.containsKey(key.group() + ".one")) {
          problems.add("key " + key.group() + " in: " + text);
        }
      }
    }
    assertThat(shown).as("texts shown").hasSizeGreaterThan(20);
    assertThat(problems).isEmpty();
  }

  private static String bundleLanguage(String bundle) {
    return bundle.replaceAll("^messages_?|\\.properties$", "");
  }

  /** The month and weekday names, full and short, of the texts' locale, as words. */
  private static Set<String> dateWords(Texts texts) {
    Set<String> out = new TreeSet<>();
    for (TextStyle style : List.of(TextStyle.FULL, TextStyle.SHORT)) {
      for (Month month : Month.values()) {
        words(month.getDisplayName(style, texts.locale()), out);
      }
      for (DayOfWeek day : DayOfWeek.values()) {
        words(day.getDisplayName(style, texts.locale()), out);
      }
    }
    return out;
  }

  private static void words(String text, Set<String> into) {
    Matcher m = WORD.matcher(text.replaceAll("<[^>]*>", " ").replaceAll("https?://\\S+", " "));
    while (m.find()) {
      // Single letters are the choices' and abbreviations' (z. B.), not words.
      if (m.group().length() >= 2) {
        into.add(m.group().toLowerCase(Locale.ROOT));
      }
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
