package dev.quizbot.e2e.i18n;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.quizbot.e2e.AppBot;
import dev.quizbot.fakediscord.DiscordScenario;
import dev.quizbot.fakediscord.FakeDiscordExtension;
import dev.quizbot.fakediscord.FakeMessage;
import dev.quizbot.fakediscord.FakeUser;
import dev.quizbot.fakediscord.InteractionReply;
import dev.quizbot.i18n.TableColumns;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * A whole /exam run with the member's client (and the server) in German, then Japanese: the DM
 * link, each question message (fields, footer, buttons, the select menu), the review screen, the
 * confirmation, the report with its missed questions, /exam history, a refusal, and the report the
 * deadline ticker DMs (no interaction: the language stored with the exam). Same word check as
 * {@link LanguageE2ETest}: the deck is Greek letters, so any Latin word the translation does not
 * use is English left over (the deck's id and a typed deck name excepted); a bundle key shown as
 * text fails too.
 */
final class ExamLanguageE2ETest {

  private final AppBot bot = AppBot.fresh();

  @RegisterExtension final FakeDiscordExtension extension = new FakeDiscordExtension();

  @TempDir Path bank;

  @Test
  @DisplayName("German client: the exam, its report, history and the deadline's DM are German")
  void german(DiscordScenario discord) throws IOException {
    List<String> shown = run(discord, "de");
    LanguageE2ETest.assertTranslated(
        shown,
        "messages_de.properties",
        Set.of("deck", "decks", "discord", "in", "min", "server", "status", "greek", "nope"));
    assertThat(String.join("\n", shown))
        .contains("Probeprüfung · Frage 1 von 3")
        .contains("Überblick und Abgabe")
        .contains("Auswertung der Probeprüfung")
        .contains("Deine Probeprüfungen")
        .contains("Die Zeit ist um")
        .contains("`/probeprüfung starten`");
  }

  @Test
  @DisplayName("Japanese client: the exam, its report, history and the deadline's DM are Japanese")
  void japanese(DiscordScenario discord) throws IOException {
    List<String> shown = run(discord, "ja");
    LanguageE2ETest.assertTranslated(
        shown,
        "messages_ja.properties",
        Set.of("discord", "none", "quizbot", "true", "greek", "nope"));
    assertThat(String.join("\n", shown))
        .contains("模擬試験 · 問題 1/3")
        .contains("見直して提出")
        .contains("模擬試験レポート")
        .contains("あなたの模擬試験")
        .contains("時間切れ")
        .contains("`/模擬試験 開始`");
  }

  private List<String> run(DiscordScenario discord, String locale) throws IOException {
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
          - id: greek-3
            topic: nu
            prompt: ΓΩ?
            choices: ["α3", "β3", "γ3", "δ3"]
            answer: γ3
            explanation: ε3
        """);
    discord.fake().setGuildLocale(discord.guild(), locale);
    discord.setLocale(discord.alice(), locale);
    discord.startBot(bot.with("QUIZBOT_BANK_PATHS", bank.toString()));
    bot.app().examTicker().tickOnlyWhenAsked();
    FakeUser alice = discord.alice();
    List<String> shown = new ArrayList<>();

    // a refusal, then the exam: the DM link and the first question in her DMs
    shown.add(discord.slash(alice, "exam", Map.of("abandon", Map.of())).content());
    shown.add(discord.slash(alice, "exam", Map.of("start", Map.of("deck", "nope"))).content());
    InteractionReply start =
        discord.slash(alice, "exam", Map.of("start", Map.of("deck", "greek", "questions", 3)));
    shown.add(start.content());
    FakeMessage question =
        discord.awaitMessage(
            discord.dm(alice), m -> !m.embeds().isEmpty(), DiscordScenario.TIMEOUT);
    shown.addAll(texts(question));

    // a wrong answer (every "right" choice is one the member does not pick here), a mark for
    // review, the review screen, submitted from it with questions open
    question = press(discord, alice, question, wrongChoice(question));
    shown.addAll(texts(question));
    question = press(discord, alice, question, id(question, "ex:m:"));
    shown.addAll(texts(question));
    FakeMessage review = press(discord, alice, question, id(question, "ex:r:"));
    shown.addAll(texts(review));
    InteractionReply done = discord.press(alice, review, id(review, "ex:subok:"));
    done.awaitFollowUps(1, DiscordScenario.TIMEOUT);
    shown.addAll(texts(done.message()));
    FakeMessage report = done.followUps().get(0);
    shown.addAll(texts(report));
    // the per-topic code block lines up by display columns: Japanese headers take two columns a
    // character, German "Richtig" is wider than "1/2"
    assertTopicTableAligned(report);

    // history with its button; the ◀ ▶ pager only shows with more than one page
    InteractionReply history = discord.slash(alice, "exam", Map.of("history", Map.of()));
    shown.addAll(texts(history.message()));

    // a second exam left to the deadline: the ticker's DM has no interaction of its own
    discord.slash(alice, "exam", Map.of("start", Map.of("deck", "greek", "questions", 1)));
    bot.clock().advance(Duration.ofHours(1));
    assertThat(bot.app().examTicker().tickNow()).isOne();
    FakeMessage deadline =
        discord.awaitMessage(
            discord.dm(alice),
            m -> !m.id().equals(report.id()) && m.attachments().size() == 1,
            DiscordScenario.TIMEOUT);
    shown.addAll(texts(deadline));
    InteractionReply over = discord.slash(alice, "exam", Map.of("resume", Map.of()));
    shown.add(over.content());
    // the report's summary says the time was up
    shown.add(deadline.embeds().get(0).path("description").asText());
    if (locale.equals("de")) {
      assertThat(deadline.embeds().get(0).path("description").asText())
          .contains("bei Zeitablauf abgegeben");
    } else {
      assertThat(deadline.embeds().get(0).path("description").asText()).contains("時間切れで提出");
    }
    shown.add(timeUpLine(discord, alice));
    return shown;
  }

  /** The bundle's time-up line, as /exam resume words it once the deadline passed unseen. */
  private String timeUpLine(DiscordScenario discord, FakeUser alice) {
    discord.slash(alice, "exam", Map.of("start", Map.of("deck", "greek", "questions", 1)));
    bot.clock().advance(Duration.ofHours(1));
    return discord.slash(alice, "exam", Map.of("resume", Map.of())).content();
  }

  private static void assertTopicTableAligned(FakeMessage report) {
    List<String> tables = new ArrayList<>();
    for (JsonNode embed : report.embeds()) {
      for (JsonNode field : embed.path("fields")) {
        if (field.path("value").asText().startsWith("```")) {
          tables.add(field.path("value").asText());
        }
      }
    }
    assertThat(tables).as("the report's per-topic table").hasSize(1);
    List<String> rows = TableColumns.rows(tables.get(0));
    assertThat(rows).as("header, mu, nu").hasSize(3);
    TableColumns.assertAligned(rows);
  }

  /** Every text of a message, its select menus' placeholder and options included. */
  private static List<String> texts(FakeMessage message) {
    List<String> out = new ArrayList<>(LanguageE2ETest.texts(message));
    for (JsonNode row : message.components()) {
      for (JsonNode child : row.path("components")) {
        if (child.has("placeholder")) {
          out.add(child.path("placeholder").asText());
        }
        for (JsonNode option : child.path("options")) {
          out.add(option.path("label").asText());
        }
      }
    }
    return out;
  }

  private static FakeMessage press(
      DiscordScenario discord, FakeUser user, FakeMessage message, String customId) {
    InteractionReply reply = discord.press(user, message, customId);
    if (reply.callbackType() == 6) {
      reply.awaitEdited(DiscordScenario.TIMEOUT);
    }
    assertThat(reply.callbackType()).as("the press updates its message").isIn(6, 7);
    return reply.message();
  }

  private static String id(FakeMessage message, String prefix) {
    for (JsonNode row : message.components()) {
      for (JsonNode child : row.path("components")) {
        String id = child.path("custom_id").asText();
        if (id.startsWith(prefix)) {
          return id;
        }
      }
    }
    throw new AssertionError("no " + prefix + " in " + message.components());
  }

  /** An answer button whose choice is not the question's answer (the answers are α1, β2, γ3). */
  private static String wrongChoice(FakeMessage message) {
    String description = message.embeds().get(0).path("description").asText();
    int answer = description.startsWith("ΑΩ") ? 0 : description.startsWith("ΒΩ") ? 1 : 2;
    for (JsonNode row : message.components()) {
      for (JsonNode child : row.path("components")) {
        String id = child.path("custom_id").asText();
        if (id.startsWith("ex:a:") && !id.endsWith(":" + answer)) {
          return id;
        }
      }
    }
    throw new AssertionError("no answer button");
  }
}
