package dev.quizbot.e2e.i18n;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.quizbot.e2e.AppBot;
import dev.quizbot.fakediscord.DiscordScenario;
import dev.quizbot.fakediscord.FakeDiscordExtension;
import dev.quizbot.fakediscord.FakeMessage;
import dev.quizbot.fakediscord.InteractionReply;
import dev.quizbot.i18n.Texts;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * The order in which the bot picks a language when the member's client and the server differ: a
 * reply to one member follows the member's client language, then the server's preferred language,
 * then English; a message in the channel, which many read (the /quiz question and its reveal),
 * follows the server's language, then English. Each text is compared with what the expected
 * language's bundle says, and the three bundles say different things for every text compared.
 */
final class LanguageFallbackE2ETest {
  private static final Locale JA = Locale.JAPANESE;
  private static final Locale DE = Locale.GERMAN;
  private static final Locale EN = Locale.ENGLISH;

  private final AppBot bot = AppBot.fresh();

  @RegisterExtension final FakeDiscordExtension extension = new FakeDiscordExtension();

  @TempDir Path bank;

  @BeforeEach
  void writeBank() throws IOException {
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
        """);
  }

  @Test
  @DisplayName(
      "French client (no French bundle) on a Japanese server: the replies only she sees are"
          + " Japanese, the server's language")
  void unsupportedMemberLanguageFallsBackToTheServers(DiscordScenario discord) {
    start(discord, "ja", "fr");

    // WHEN alice runs /quiz, then /quiz again while it is open, /stats and /review start
    Round round = quizRound(discord);
    Personal personal = personalFlows(discord);

    // THEN her refusal, her study numbers and her review link (all ephemeral) are Japanese, and so
    // are the channel's question and reveal
    assertThat(round.refusal().ephemeral()).isTrue();
    assertThat(personal.studyNumbers().isEphemeral()).isTrue();
    assertThat(personal.reviewLink().ephemeral()).isTrue();
    assertPersonalIn(JA, round, personal);
    assertChannelIn(JA, round);
  }

  @Test
  @DisplayName(
      "German client on a Japanese server: the /quiz question and reveal (the channel's) are"
          + " Japanese, her /stats, /review and refusal German")
  void memberLanguageForRepliesServerLanguageForTheChannel(DiscordScenario discord) {
    start(discord, "ja", "de");

    Round round = quizRound(discord);
    Personal personal = personalFlows(discord);

    assertChannelIn(JA, round);
    assertPersonalIn(DE, round, personal);
  }

  @Test
  @DisplayName("French client on a French server (neither supported): everything is English")
  void noSupportedLanguageFallsBackToEnglish(DiscordScenario discord) {
    start(discord, "fr", "fr");

    Round round = quizRound(discord);
    Personal personal = personalFlows(discord);

    assertChannelIn(EN, round);
    assertPersonalIn(EN, round, personal);
  }

  /** The server's preferred locale is read by JDA at login: it is set before the bot starts. */
  private void start(DiscordScenario discord, String serverLocale, String memberLocale) {
    discord.fake().setGuildLocale(discord.guild(), serverLocale);
    discord.setLocale(discord.alice(), memberLocale);
    discord.startBot(bot.with("QUIZBOT_BANK_PATHS", bank.toString()));
  }

  /**
   * @param question the question's embed as posted (the message itself turns into the reveal)
   */
  private record Round(JsonNode question, InteractionReply refusal, FakeMessage revealed) {}

  private record Personal(
      FakeMessage publicStats,
      FakeMessage studyNumbers,
      InteractionReply reviewLink,
      FakeMessage reviewQuestion) {}

  /**
   * /quiz, a second /quiz while it is open (refused), alice's answer (so /stats has numbers), then
   * the reveal after the window.
   */
  private Round quizRound(DiscordScenario discord) {
    FakeMessage question = discord.slash(discord.alice(), "quiz", Map.of()).message();
    JsonNode posted = question.embeds().get(0).deepCopy();
    discord.await(() -> question.reactionEmojis().size() == 4, "the choice reactions");
    InteractionReply refusal = discord.slash(discord.alice(), "quiz", Map.of());
    discord.react(discord.alice(), question, "🇦");
    discord.await(() -> bot.storedAnswers() == 1, "alice's answer stored");
    bot.clock().advance(Duration.ofSeconds(61));
    FakeMessage revealed =
        discord.awaitMessage(
            m -> m.id().equals(question.id()) && m.isEdited() && m.buttonLabels().size() == 1);
    return new Round(posted, refusal, revealed);
  }

  /** /stats for herself (public stats, then her study numbers) and /review start. */
  private Personal personalFlows(DiscordScenario discord) {
    InteractionReply stats = discord.slash(discord.alice(), "stats", Map.of());
    stats.awaitFollowUps(1, DiscordScenario.TIMEOUT);
    InteractionReply review =
        discord.slash(discord.alice(), "review", Map.of("start", Map.of("count", 1)));
    FakeMessage asked =
        discord.awaitMessage(
            discord.dm(discord.alice()), m -> !m.embeds().isEmpty(), DiscordScenario.TIMEOUT);
    return new Personal(stats.message(), stats.followUps().get(0), review, asked);
  }

  private static void assertChannelIn(Locale language, Round round) {
    Texts t = Texts.of(language);
    JsonNode q = round.question();
    assertThat(distinct("round.closes", "round.kind.quiz", "reveal.explanation")).isTrue();
    assertThat(q.path("fields").get(0).path("name").asText())
        .as("the question's first field")
        .isEqualTo(t.get("round.closes"));
    assertThat(q.path("footer").path("text").asText())
        .as("the question's footer")
        .startsWith(t.get("round.kind.quiz") + " · ");
    assertThat(round.revealed().embeds().get(0).path("fields").get(0).path("name").asText())
        .as("the reveal's first field")
        .isEqualTo(t.get("reveal.explanation"));
    assertThat(round.revealed().embeds().get(0).path("title").asText())
        .as("the reveal's title")
        .startsWith(t.get("reveal.title", ""));
  }

  private static void assertPersonalIn(Locale language, Round round, Personal p) {
    Texts t = Texts.of(language);
    assertThat(distinct("stats.title", "study.title", "review.questionFooter")).isTrue();
    assertThat(round.refusal().content())
        .as("the refusal of a second /quiz")
        .startsWith(t.get("refusal.roundOpen", "\u0000").split("\u0000")[0]);
    assertThat(p.publicStats().embeds().get(0).path("title").asText())
        .as("/stats")
        .isEqualTo(t.get("stats.title"));
    assertThat(p.studyNumbers().embeds().get(0).path("title").asText())
        .as("/stats study numbers")
        .isEqualTo(t.get("study.title"));
    assertThat(p.reviewLink().content())
        .as("/review start's reply")
        .startsWith(t.get("review.dmLink.ready", ""));
    assertThat(footer(p.reviewQuestion()))
        .as("the review question in her DMs")
        .isEqualTo(t.get("review.questionFooter"));
  }

  private static String footer(FakeMessage message) {
    return message.embeds().get(0).path("footer").path("text").asText();
  }

  /** The keys' texts differ in every supported language, so a match tells the language apart. */
  private static boolean distinct(String... keys) {
    for (String key : keys) {
      List<String> texts = Texts.SUPPORTED.stream().map(l -> Texts.of(l).get(key)).toList();
      if (texts.stream().distinct().count() != texts.size()) {
        return false;
      }
    }
    return true;
  }
}
