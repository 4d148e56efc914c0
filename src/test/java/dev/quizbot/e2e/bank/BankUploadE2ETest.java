package dev.quizbot.e2e.bank;

import static org.assertj.core.api.Assertions.assertThat;

import dev.quizbot.e2e.AppBot;
import dev.quizbot.fakediscord.AutocompleteChoice;
import dev.quizbot.fakediscord.DiscordScenario;
import dev.quizbot.fakediscord.FakeAttachment;
import dev.quizbot.fakediscord.FakeChannel;
import dev.quizbot.fakediscord.FakeDiscordExtension;
import dev.quizbot.fakediscord.FakeGuild;
import dev.quizbot.fakediscord.FakeMessage;
import dev.quizbot.fakediscord.FakeUser;
import dev.quizbot.fakediscord.InteractionReply;
import dev.quizbot.fakediscord.StoredAttachment;
import dev.quizbot.serverdeck.DeckUploads;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * {@code /bank} through the fake Discord with the real app: an admin's upload is downloaded from
 * the (fake) CDN, summed up, stored on Confirm and drawn by that server's /quiz only.
 */
final class BankUploadE2ETest {
  private static final Duration TIMEOUT = Duration.ofSeconds(15);

  static final String GIFT =
      """
      // A club's own questions, written in Moodle's GIFT format.
      $CATEGORY: astronomy

      ::Red planet:: Which planet is known as the red planet? {
        =Mars#Iron oxide dust on its surface makes it look red.
        ~Venus
        ~Jupiter
      }

      ::Rings:: Which planet has the most visible rings? {=Saturn ~Mercury ~Mars}

      ::Essay:: Describe the night sky. {}
      """;

  private final AppBot bot = AppBot.fresh();

  @RegisterExtension final FakeDiscordExtension extension = new FakeDiscordExtension();

  private FakeUser admin;
  private FakeGuild otherGuild;
  private FakeChannel otherChannel;
  private FakeUser otherMember;
  private FakeChannel second;

  @BeforeEach
  void servers(DiscordScenario discord) {
    admin = discord.fake().guildOwner(discord.guild());
    otherGuild = discord.fake().createGuild("Other Guild");
    otherChannel = discord.fake().createTextChannel(otherGuild, "quiz");
    otherMember = discord.fake().createMember(otherGuild, "dave");
    second = discord.fake().createTextChannel(discord.guild(), "second");
    discord.startBot(bot);
  }

  @Test
  @DisplayName("an admin uploads a GIFT file: stored on Confirm, drawn by this server's /quiz only")
  void giftUploadDrawnHereOnly(DiscordScenario discord) {
    FakeAttachment file = attach(discord, "club.gift", GIFT);

    FakeMessage summary = answer(upload(discord, admin, file, null));

    assertThat(discord.fake().downloads(file)).isEqualTo(1);
    assertThat(summary.isEphemeral()).isTrue();
    assertThat(summary.content())
        .contains("(deck club): 2 questions in 1 topic: astronomy", "A new deck")
        .contains("1 question of a kind Quizbot cannot ask", "club.gift:12: skipped 'Essay'");
    assertThat(storedDecks()).as("nothing stored before Confirm").isZero();

    InteractionReply stored = discord.press(admin, summary, "Store deck");
    assertThat(stored.content()).contains("Stored deck club: 2 questions");
    assertThat(storedDecks()).isEqualTo(1);

    String deckId = "g" + discord.guild().id() + ":club";
    List<AutocompleteChoice> offered =
        discord.autocomplete(
            discord.bob(), discord.channel(), "quiz", Map.of("deck", "club"), "deck");
    assertThat(offered).extracting(AutocompleteChoice::value).containsExactly(deckId);
    InteractionReply quiz = discord.slash(discord.bob(), "quiz", Map.of("deck", deckId));
    assertThat(quiz.embeds().toString()).containsAnyOf("red planet", "most visible rings");
    // The round is recorded with its message after Discord's answer: wait for it, or the test
    // ends (and closes the database) under that write.
    discord.await(
        () ->
            bot.countRows(
                    "SELECT count(*) FROM rounds WHERE message_id IS NOT NULL AND guild_id = "
                        + discord.guild().id())
                == 1,
        "the round recorded with its message");

    assertThat(
            discord.autocomplete(otherMember, otherChannel, "quiz", Map.of("deck", "club"), "deck"))
        .isEmpty();
    InteractionReply elsewhere =
        discord.slash(otherMember, otherChannel, "quiz", Map.of("deck", deckId));
    assertThat(elsewhere.ephemeral()).isTrue();
    assertThat(elsewhere.content()).contains("no deck");
    assertThat(bot.countRows("SELECT count(*) FROM rounds WHERE guild_id = " + otherGuild.id()))
        .isZero();
  }

  @Test
  @DisplayName("bad files are refused with the reason and store nothing")
  void badFilesStoreNothing(DiscordScenario discord) {
    byte[] zip = {'P', 'K', 3, 4, 20, 0, 0, 0, 8, 0};
    byte[] binary = {'G', 'I', 'F', 0, 1, 2, 3};
    String bomb =
        """
        id: bomb
        title: Bomb
        questions:
          - &a {id: b1, topic: t, prompt: "?", choices: [x, y], answer: x, explanation: e}
          - *a
        """;
    byte[] latin1 =
        GIFT.replace("red planet", "rote Planet für").getBytes(StandardCharsets.ISO_8859_1);
    byte[] huge = new byte[50 * 1024 * 1024];
    Map<String, byte[]> files =
        Map.of(
            "deck.zip", zip,
            "questions.bin", binary,
            "bomb.yaml", bomb.getBytes(StandardCharsets.UTF_8),
            "latin1.gift", latin1,
            "huge.gift", huge);
    Map<String, String> reasons =
        Map.of(
            "deck.zip", "zip archive",
            "questions.bin", "binary file",
            "bomb.yaml", "alias",
            "latin1.gift", "UTF-8",
            "huge.gift", "50.0 MiB");
    files.forEach(
        (name, bytes) -> {
          FakeAttachment file = discord.fake().attach(discord.channel(), name, bytes, null);
          FakeMessage refusal = answer(upload(discord, admin, file, null));
          assertThat(refusal.content()).as(name).contains("Nothing was stored");
          String listed =
              refusal.content()
                  + refusal.attachments().stream()
                      .map(a -> new String(a.bytes(), StandardCharsets.UTF_8))
                      .reduce("", String::concat);
          assertThat(listed).as(name).containsIgnoringCase(reasons.get(name));
          assertThat(refusal.buttonLabels()).as(name).isEmpty();
          if (bytes == huge) {
            assertThat(discord.fake().downloads(file)).as("refused by its size").isZero();
          }
        });
    assertThat(storedDecks()).isZero();
  }

  @Test
  @DisplayName("the members' questions' deck id is refused: an approval would overwrite the upload")
  void membersDeckIdRefused(DiscordScenario discord) {
    FakeAttachment file = attach(discord, "club.gift", GIFT);

    FakeMessage refusal = answer(upload(discord, admin, file, "members"));

    assertThat(refusal.content()).contains("Nothing was stored");
    String listed =
        refusal.content()
            + refusal.attachments().stream()
                .map(a -> new String(a.bytes(), StandardCharsets.UTF_8))
                .reduce("", String::concat);
    assertThat(listed).contains("members' approved questions");
    assertThat(refusal.buttonLabels()).isEmpty();
    assertThat(storedDecks()).isZero();
  }

  @Test
  @DisplayName("a member without Manage Server is refused, and cannot press an admin's Confirm")
  void nonAdminRefused(DiscordScenario discord) {
    FakeAttachment file = attach(discord, "club.gift", GIFT);

    FakeMessage refusal = answer(upload(discord, discord.bob(), file, null));

    assertThat(refusal.content()).contains("Manage Server");
    assertThat(discord.fake().downloads(file)).isZero();
    FakeMessage summary = answer(upload(discord, admin, file, null));
    InteractionReply press = discord.press(discord.bob(), summary, "Store deck");
    assertThat(press.ephemeral()).isTrue();
    assertThat(storedDecks()).isZero();
  }

  @Test
  @DisplayName("download gives the deck as YAML; uploading it again changes nothing")
  void downloadRoundTrip(DiscordScenario discord) {
    store(discord, "club.gift", GIFT, "club");

    FakeMessage downloaded =
        answer(
            discord
                .fake()
                .invokeSlash(
                    admin,
                    discord.channel(),
                    "bank",
                    Map.of("download", Map.of("deck", "club")),
                    TIMEOUT));

    assertThat(downloaded.attachments())
        .extracting(StoredAttachment::filename)
        .containsExactly("club.yaml");
    byte[] yaml = downloaded.attachments().get(0).bytes();
    assertThat(new String(yaml, StandardCharsets.UTF_8))
        .contains("id: club", "Which planet is known as the red planet?");
    FakeAttachment again =
        discord.fake().attach(discord.channel(), "club.yaml", yaml, "application/x-yaml");
    FakeMessage summary = answer(upload(discord, admin, again, null));
    assertThat(summary.content()).contains("The same questions as the deck club");
  }

  @Test
  @DisplayName("/bank list names no deck, then the stored one with its size, then none again")
  void listFollowsUploadAndRemoval(DiscordScenario discord) {
    assertThat(bankCommand(discord, "list", Map.of()).content())
        .isEqualTo("This server has no decks of its own. Upload one with /bank upload.");

    store(discord, "club.gift", GIFT, "club");
    String listed = bankCommand(discord, "list", Map.of()).content();
    assertThat(listed)
        .startsWith("This server's decks (1 of at most " + DeckUploads.MAX_DECKS + "):")
        .contains("`club`")
        .containsPattern("\\d+ questions");

    FakeMessage ask = bankCommand(discord, "remove", Map.of("deck", "club"));
    assertThat(discord.press(admin, ask, "Remove deck").content()).contains("Removed deck club");
    assertThat(bankCommand(discord, "list", Map.of()).content()).contains("no decks of its own");
  }

  private FakeMessage bankCommand(
      DiscordScenario discord, String sub, Map<String, Object> options) {
    return answer(
        discord
            .fake()
            .invokeSlash(admin, discord.channel(), "bank", Map.of(sub, options), TIMEOUT));
  }

  @Test
  @DisplayName("a removed deck is no longer drawn nor listed; its rounds stay")
  void removeStopsDraws(DiscordScenario discord) {
    store(discord, "club.gift", GIFT, "club");
    String deckId = "g" + discord.guild().id() + ":club";
    assertThat(discord.slash(discord.carol(), "topics", Map.of()).embeds().toString())
        .contains("`astronomy` — 2 questions", deckId);
    discord.slash(discord.bob(), "quiz", Map.of("deck", deckId));
    int rounds = bot.countRows("SELECT count(*) FROM rounds");

    FakeMessage ask =
        answer(
            discord
                .fake()
                .invokeSlash(
                    admin,
                    discord.channel(),
                    "bank",
                    Map.of("remove", Map.of("deck", "club")),
                    TIMEOUT));
    InteractionReply removed = discord.press(admin, ask, "Remove deck");

    assertThat(removed.content()).contains("Removed deck club");
    InteractionReply quiz = discord.slash(discord.carol(), second, "quiz", Map.of("deck", deckId));
    assertThat(quiz.ephemeral()).isTrue();
    assertThat(quiz.content()).doesNotContain("already");
    assertThat(bot.countRows("SELECT count(*) FROM rounds")).isEqualTo(rounds);
    assertThat(bot.countRows("SELECT count(*) FROM server_decks WHERE removed_at IS NOT NULL"))
        .isEqualTo(1);
    // AND neither /topics nor the topic choices offer what can no longer be drawn
    assertThat(discord.slash(discord.carol(), "topics", Map.of()).embeds().toString())
        .doesNotContain("astronomy")
        .doesNotContain(deckId);
    assertThat(
            discord.autocomplete(
                discord.carol(), discord.channel(), "quiz", Map.of("topic", "astro"), "topic"))
        .isEmpty();
    // BUT the answers keep their topic: a board may still be restricted to it
    assertThat(
            discord
                .slash(discord.carol(), "leaderboard", Map.of("topic", "astronomy"))
                .embeds()
                .toString())
        .contains("Nobody has answered yet on astronomy.");
  }

  @Test
  @DisplayName("🚩 on a server deck's question is stored under its server id and version")
  void reportOnServerQuestion(DiscordScenario discord) {
    store(discord, "club.gift", GIFT, "club");
    FakeMessage reveal = revealedServerQuestion(discord);
    String button = reportButton(reveal);
    assertThat(button).endsWith(":" + discord.guild().id());
    InteractionReply opened = discord.press(discord.bob(), reveal, button);
    InteractionReply thanks =
        discord.submitModal(discord.bob(), opened, Map.of("reason", "typo", "note", "spelling"));

    assertThat(thanks.content()).startsWith("Thanks!");
    assertThat(bot.rows("SELECT question_id FROM question_reports"))
        .singleElement()
        .satisfies(
            r ->
                assertThat(r.get("question_id").toString())
                    .startsWith("g" + discord.guild().id() + ":"));
  }

  @Test
  @DisplayName(
      "🚩 on a server deck's question changed since: the form opens without reading the"
          + " database, its submit says so and stores nothing")
  void reportOnChangedServerQuestion(DiscordScenario discord) {
    store(discord, "club.gift", GIFT, "club");
    FakeMessage reveal = revealedServerQuestion(discord);
    String button = reportButton(reveal);
    // the deck's author rewords both questions
    store(discord, "club.gift", GIFT.replace("Which", "Which one"), "club");

    InteractionReply opened = discord.press(discord.bob(), reveal, button);
    InteractionReply answer =
        discord.submitModal(discord.bob(), opened, Map.of("reason", "typo", "note", "spelling"));

    assertThat(answer.ephemeral()).isTrue();
    assertThat(answer.content()).startsWith("This question has changed");
    assertThat(bot.countRows("SELECT count(*) FROM question_reports")).isZero();
  }

  /** A /quiz round on the club's deck, run to its reveal, which carries the 🚩 button. */
  private FakeMessage revealedServerQuestion(DiscordScenario discord) {
    String deckId = "g" + discord.guild().id() + ":club";
    InteractionReply quiz = discord.slash(discord.bob(), "quiz", Map.of("deck", deckId));
    FakeMessage posted = quiz.message();
    // Posted means reacted to and recorded: only then does moving the clock close the round (its
    // deadline is taken when it is recorded).
    discord.await(
        () ->
            posted.reactionEmojis().size() == 3 // both multiple-choice questions have 3 choices
                && bot.countRows("SELECT count(*) FROM rounds WHERE message_id IS NOT NULL") == 1,
        "the question posted with its choices and recorded");
    bot.clock().advance(Duration.ofSeconds(61));
    return discord.awaitMessage(
        m ->
            m.id().equals(posted.id())
                && m.embeds().get(0).path("title").asText().startsWith("Answer:")
                && !m.components().isEmpty());
  }

  private static String reportButton(FakeMessage reveal) {
    String button = null;
    for (var row : reveal.components()) {
      for (var c : row.path("components")) {
        if (c.path("custom_id").asText().startsWith("rp:")) {
          button = c.path("custom_id").asText();
        }
      }
    }
    assertThat(button).isNotNull();
    return button;
  }

  @Test
  @DisplayName("a server deck's topic is one a board may be restricted to, in that server only")
  void serverTopicsOnTheBoard(DiscordScenario discord) {
    // GIVEN the club's deck, topic astronomy, stored in this server
    store(discord, "club.gift", GIFT, null);

    // WHEN a member types the topic into /leaderboard here THEN it is offered and accepted
    assertThat(
            discord.autocomplete(
                discord.bob(), discord.channel(), "leaderboard", Map.of("topic", "astro"), "topic"))
        .extracting(AutocompleteChoice::value)
        .containsExactly("astronomy");
    InteractionReply here =
        discord.slash(discord.bob(), "leaderboard", Map.of("topic", "astronomy"));
    assertThat(here.embeds().toString())
        .contains("Nobody has answered yet on astronomy. Run `/quiz` to get on the board!");

    // AND in another server, which has no such deck, it is neither offered nor accepted
    assertThat(
            discord.autocomplete(
                otherMember, otherChannel, "leaderboard", Map.of("topic", "astro"), "topic"))
        .isEmpty();
    InteractionReply elsewhere =
        discord.slash(otherMember, otherChannel, "leaderboard", Map.of("topic", "astronomy"));
    assertThat(elsewhere.content()).startsWith("There's no topic `astronomy`. Topics: ");
  }

  // ---- helpers ------------------------------------------------------------------------------

  private void store(DiscordScenario discord, String name, String text, String deck) {
    FakeMessage summary = answer(upload(discord, admin, attach(discord, name, text), deck));
    discord.press(admin, summary, "Store deck");
    assertThat(storedDecks()).isEqualTo(1);
  }

  private static FakeAttachment attach(DiscordScenario discord, String name, String text) {
    return discord
        .fake()
        .attach(discord.channel(), name, text.getBytes(StandardCharsets.UTF_8), "text/plain");
  }

  private static InteractionReply upload(
      DiscordScenario discord, FakeUser user, FakeAttachment file, String deck) {
    Map<String, Object> options =
        deck == null ? Map.of("file", file) : Map.of("file", file, "deck", deck);
    return discord
        .fake()
        .invokeSlash(user, discord.channel(), "bank", Map.of("upload", options), TIMEOUT);
  }

  /**
   * The bot's answer: its reply, or, when the command ran long enough to be deferred, the ephemeral
   * follow-up that replaces the "thinking…" message.
   */
  static FakeMessage answer(InteractionReply reply) {
    reply.awaitAcknowledged(TIMEOUT);
    long deadline = System.nanoTime() + TIMEOUT.toNanos();
    while (reply.deferred() && reply.followUps().isEmpty()) {
      if (System.nanoTime() > deadline) {
        throw new AssertionError("no answer after the deferral within " + TIMEOUT);
      }
      Thread.onSpinWait();
    }
    return reply.followUps().isEmpty()
        ? reply.message()
        : reply.followUps().get(reply.followUps().size() - 1);
  }

  private int storedDecks() {
    return bot.countRows("SELECT count(*) FROM server_decks WHERE removed_at IS NULL");
  }
}
