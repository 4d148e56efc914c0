package dev.quizbot.e2e.suggest;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import dev.quizbot.bank.BankLoader;
import dev.quizbot.bank.Deck;
import dev.quizbot.e2e.AppBot;
import dev.quizbot.fakediscord.DiscordScenario;
import dev.quizbot.fakediscord.FakeChannel;
import dev.quizbot.fakediscord.FakeDiscordExtension;
import dev.quizbot.fakediscord.FakeMessage;
import dev.quizbot.fakediscord.FakeModal;
import dev.quizbot.fakediscord.FakeRole;
import dev.quizbot.fakediscord.FakeUser;
import dev.quizbot.fakediscord.InteractionReply;
import dev.quizbot.fakediscord.Permissions;
import java.nio.file.Path;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Members' questions through the fake Discord (issue 29): a member suggests in a form, admins
 * (Manage Server) approve, edit or reject from the review channel's card or their private queue,
 * and an approved question is drawn by /quiz with its author credited.
 */
final class SuggestE2ETest {
  private static final Duration WAIT = DiscordScenario.TIMEOUT;
  private static final Deck FIRST_DECK =
      new BankLoader().load(Path.of("questions")).bank().decks().get(0);
  private static final String TOPIC = FIRST_DECK.questions().get(0).topic();
  private static final String PROMPT = "Which planet is known as the red planet?";

  private final AppBot bot = AppBot.fresh();

  @RegisterExtension final FakeDiscordExtension extension = new FakeDiscordExtension();

  private FakeUser bob;
  private FakeUser carol;
  private FakeChannel reviews;

  /** Bob and Carol are admins (a role with Manage Server), Alice is not; a review channel. */
  @BeforeEach
  void startBot(DiscordScenario discord) {
    FakeRole admins =
        discord.fake().createRole(discord.guild(), "admins", Permissions.MANAGE_GUILD);
    bob = discord.bob();
    carol = discord.carol();
    discord.fake().assignRole(discord.guild(), bob, admins);
    discord.fake().assignRole(discord.guild(), carol, admins);
    reviews = discord.fake().createTextChannel(discord.guild(), "reviews");
    discord.startBot(bot);
  }

  private void setReviewChannel(DiscordScenario discord) {
    InteractionReply set = discord.slash(bob, "quizconfig", Map.of("review_channel", reviews.id()));
    assertThat(set.content()).contains("posted for review in: <#" + reviews.id() + ">");
  }

  private static Map<String, String> form(String wrong) {
    Map<String, String> values = new HashMap<>();
    values.put("prompt", PROMPT);
    values.put("correct", "Mars");
    values.put("wrong", wrong);
    values.put("explanation", "Iron oxide dust makes its surface look red.");
    values.put("reference", "NASA Mars facts");
    return values;
  }

  private static InteractionReply suggest(DiscordScenario discord, FakeUser who, String wrong) {
    InteractionReply opened =
        discord.slash(
            who, "question", Map.of("suggest", Map.of("topic", TOPIC, "deck", FIRST_DECK.id())));
    assertThat(opened.callbackType()).as("a modal").isEqualTo(9);
    return discord.submitModal(who, opened, form(wrong));
  }

  private long rows(String where) {
    return bot.number("SELECT count(*) FROM question_suggestions WHERE " + where);
  }

  private FakeMessage card(DiscordScenario discord) {
    return discord.awaitMessage(
        reviews,
        m -> !m.embeds().isEmpty() && m.embeds().get(0).path("description").asText().equals(PROMPT),
        WAIT);
  }

  private static String buttonId(FakeMessage message, String label) {
    for (JsonNode row : message.components()) {
      for (JsonNode c : row.path("components")) {
        if (c.path("label").asText().equals(label)) {
          return c.path("custom_id").asText();
        }
      }
    }
    throw new AssertionError("no button " + label + " on " + message.components());
  }

  /** What the presser read: the reply, or the follow-ups after a deferred press. */
  private static String answered(InteractionReply reply) {
    StringBuilder text = new StringBuilder(reply.content() == null ? "" : reply.content());
    reply.followUps().forEach(m -> text.append('\n').append(m.content()));
    return text.toString();
  }

  private List<FakeMessage> dms(DiscordScenario discord, FakeUser user) {
    return discord.messages(discord.dm(user));
  }

  @Test
  @DisplayName(
      "a member suggests, two admins press Approve at the same moment: approved once, the author"
          + " told once, and /quiz draws it with its author credited")
  void suggestApproveOnceAndQuiz(DiscordScenario discord) {
    setReviewChannel(discord);

    InteractionReply thanks = suggest(discord, discord.alice(), "Venus\nJupiter\nMercury");
    assertThat(thanks.ephemeral()).isTrue();
    assertThat(thanks.content()).startsWith("Thanks!");
    assertThat(rows("state = 'pending'")).isEqualTo(1);
    FakeMessage card = card(discord);
    String approve = buttonId(card, "Approve");

    // Both presses are sent before either is answered.
    InteractionReply byBob = discord.fake().pressButton(bob, card, approve);
    InteractionReply byCarol = discord.fake().pressButton(carol, card, approve);
    byBob.awaitAcknowledged(WAIT);
    byCarol.awaitAcknowledged(WAIT);
    discord.await(
        () -> card.embeds().get(0).toString().contains("approved by"), "the card shows it");

    assertThat(rows("state = 'approved'")).isEqualTo(1);
    assertThat(
            bot.number(
                "SELECT question_count FROM server_decks WHERE deck_id = 'members' AND guild_id = ?",
                Long.parseLong(discord.guild().id())))
        .isEqualTo(1);
    discord.await(() -> !dms(discord, discord.alice()).isEmpty(), "Alice's DM");
    assertThat(card.components()).as("no buttons once decided").isEmpty();
    // The other admin hears it was already decided.
    discord.await(
        () ->
            answered(byBob).contains("Already decided")
                != answered(byCarol).contains("Already decided"),
        "one admin, not both, told it was decided already");
    assertThat(dms(discord, discord.alice()))
        .singleElement()
        .satisfies(m -> assertThat(m.content()).contains("was approved").contains("red planet"));

    // /quiz in the server draws the members' deck's question, and its reveal credits Alice.
    InteractionReply quiz =
        discord.slash(
            discord.alice(), "quiz", Map.of("deck", "g" + discord.guild().id() + ":members"));
    FakeMessage posted = quiz.message();
    assertThat(posted.embeds().get(0).path("description").asText()).startsWith(PROMPT);
    // Posted means reacted to and recorded: only then does moving the clock close the round.
    discord.await(
        () ->
            posted.reactionEmojis().size() == 4 // Mars and three wrong answers
                && bot.countRows("SELECT count(*) FROM rounds WHERE message_id IS NOT NULL") == 1,
        "the question posted with its choices and recorded");
    bot.clock().advance(Duration.ofSeconds(61));
    FakeMessage reveal =
        discord.awaitMessage(
            m ->
                m.id().equals(posted.id())
                    && m.embeds().get(0).path("title").asText().startsWith("Answer:"));
    assertThat(reveal.embeds().get(0).path("title").asText()).contains("Mars");
    assertThat(reveal.embeds().get(0).path("fields").toString())
        .contains("Suggested by")
        .contains("<@" + discord.alice().id() + ">");

    InteractionReply mine = discord.slash(discord.alice(), "question", Map.of("mine", Map.of()));
    assertThat(mine.content()).contains("approved").contains("red planet");
  }

  @Test
  @DisplayName(
      "an admin rejects from the private queue with a reason: the author gets the reason by DM")
  void rejectSendsReason(DiscordScenario discord) {
    suggest(discord, discord.alice(), "Venus\nJupiter");
    InteractionReply queue = discord.slash(bob, "question", Map.of("review", Map.of()));
    assertThat(queue.ephemeral()).isTrue();
    assertThat(queue.content()).contains("1 suggested question waits");
    FakeMessage card = queue.message();
    assertThat(card.embeds().get(0).path("description").asText()).isEqualTo(PROMPT);

    InteractionReply opened = discord.press(bob, card, "Reject");
    assertThat(opened.callbackType()).as("the reason's form").isEqualTo(9);
    discord.submitModal(bob, opened, Map.of("reason", "We ask about GPUs here, not planets."));

    discord.await(() -> !dms(discord, discord.alice()).isEmpty(), "Alice's DM");
    assertThat(dms(discord, discord.alice()))
        .singleElement()
        .satisfies(
            m ->
                assertThat(m.content())
                    .contains("was not accepted")
                    .contains("Reason: We ask about GPUs here, not planets."));
    assertThat(rows("state = 'rejected' AND reason = 'We ask about GPUs here, not planets.'"))
        .isEqualTo(1);
    discord.await(
        () -> card.content().contains("No suggested questions"), "the queue moves on: empty");
    assertThat(bot.number("SELECT count(*) FROM server_decks")).isZero();
  }

  @Test
  @DisplayName(
      "a suggestion the bank's rules refuse stores nothing, says what to fix, and reopens the form"
          + " with what was typed")
  void badSuggestionRefused(DiscordScenario discord) {
    InteractionReply refused = suggest(discord, discord.alice(), "Mars\nVenus");

    assertThat(refused.content())
        .contains("not saved")
        .contains("given twice")
        .contains("Edit and send again");
    assertThat(rows("1 = 1")).isZero();

    InteractionReply reopened =
        discord.press(discord.alice(), refused.message(), "Edit and send again");
    FakeModal modal = reopened.modal();
    assertThat(modal.textInputs())
        .extracting(FakeModal.TextInput::customId, FakeModal.TextInput::value)
        .contains(
            org.assertj.core.groups.Tuple.tuple("prompt", PROMPT),
            org.assertj.core.groups.Tuple.tuple("wrong", "Mars\nVenus"));
    // Fixing only the wrong answers (the rest as prefilled) is accepted.
    InteractionReply fixed =
        discord.submitModal(discord.alice(), reopened, Map.of("wrong", "Venus\nSaturn"));
    assertThat(fixed.content()).startsWith("Thanks!");
    assertThat(rows("state = 'pending' AND wrong_answers = 'Venus\nSaturn'")).isEqualTo(1);
  }

  @Test
  @DisplayName(
      "after two refused forms, the older refusal's button says its form is gone; the newer one"
          + " reopens what was typed last")
  void olderRefusalButtonDoesNotOpenNewerForm(DiscordScenario discord) {
    // GIVEN two refused forms, the second with other wrong answers
    InteractionReply first = suggest(discord, discord.alice(), "Mars\nVenus");
    InteractionReply second = suggest(discord, discord.alice(), "Venus\nVenus");
    assertThat(first.content()).contains("Edit and send again");
    assertThat(second.content()).contains("Edit and send again");

    // WHEN the first refusal's button is pressed THEN no form opens: that form is gone
    InteractionReply old = discord.press(discord.alice(), first.message(), "Edit and send again");
    assertThat(old.callbackType()).as("a message, not a modal").isNotEqualTo(9);
    assertThat(answered(old)).contains("no longer kept");

    // AND the second's reopens the second form as typed
    InteractionReply reopened =
        discord.press(discord.alice(), second.message(), "Edit and send again");
    assertThat(reopened.modal().textInputs())
        .extracting(FakeModal.TextInput::customId, FakeModal.TextInput::value)
        .contains(org.assertj.core.groups.Tuple.tuple("wrong", "Venus\nVenus"));
    assertThat(rows("1 = 1")).isZero();
  }

  @Test
  @DisplayName("a member without Manage Server can neither open the queue nor approve a card")
  void nonAdminCannotReview(DiscordScenario discord) {
    setReviewChannel(discord);
    suggest(discord, discord.alice(), "Venus\nJupiter");
    FakeMessage card = card(discord);

    InteractionReply queue = discord.slash(discord.alice(), "question", Map.of("review", Map.of()));
    assertThat(queue.content()).contains("Manage Server");
    InteractionReply press = discord.press(discord.alice(), card, "Approve");
    discord.await(() -> answered(press).contains("Manage Server"), "Alice told admins only");
    InteractionReply edit = discord.press(discord.alice(), card, "Edit");
    assertThat(edit.callbackType()).as("no form for a non-admin").isNotEqualTo(9);

    assertThat(rows("state = 'pending'")).isEqualTo(1);
    assertThat(bot.number("SELECT count(*) FROM server_decks")).isZero();
    assertThat(dms(discord, discord.alice())).isEmpty();
  }

  @Test
  @DisplayName("an admin's Edit opens the form prefilled from the card; the edit is what is shown")
  void editPrefilled(DiscordScenario discord) {
    setReviewChannel(discord);
    suggest(discord, discord.alice(), "Venus\nJupiter");
    FakeMessage card = card(discord);

    InteractionReply opened = discord.press(bob, card, "Edit");
    assertThat(opened.modal().textInputs())
        .extracting(FakeModal.TextInput::customId, FakeModal.TextInput::value)
        .contains(
            org.assertj.core.groups.Tuple.tuple("prompt", PROMPT),
            org.assertj.core.groups.Tuple.tuple("correct", "Mars"),
            org.assertj.core.groups.Tuple.tuple("wrong", "Venus\nJupiter"),
            org.assertj.core.groups.Tuple.tuple("reference", "NASA Mars facts"));
    InteractionReply saved =
        discord.submitModal(bob, opened, Map.of("wrong", "Venus\nJupiter\nSaturn"));
    discord.await(() -> answered(saved).contains("edit is saved"), "Bob told it is saved");
    assertThat(rows("state = 'pending' AND wrong_answers = 'Venus\nJupiter\nSaturn'")).isEqualTo(1);
    discord.await(
        () -> card.embeds().get(0).toString().contains("Saturn"), "the card shows the edit");
  }

  @Test
  @DisplayName(
      "an Edit form or an Approve from a card shown before another admin's edit changes nothing:"
          + " the admin is told, the card shows the edit, and pressing again goes through")
  void staleEditAndApproveChangeNothing(DiscordScenario discord) {
    // GIVEN a suggestion whose card Carol has open twice: her private queue and an Edit form
    setReviewChannel(discord);
    suggest(discord, discord.alice(), "Venus\nJupiter");
    FakeMessage card = card(discord);
    InteractionReply queue = discord.slash(carol, "question", Map.of("review", Map.of()));
    FakeMessage carolsCard = queue.message();
    InteractionReply carolsForm = discord.press(carol, card, "Edit");

    // WHEN Bob edits it meanwhile
    InteractionReply bobsForm = discord.press(bob, card, "Edit");
    InteractionReply saved =
        discord.submitModal(bob, bobsForm, Map.of("wrong", "Venus\nJupiter\nSaturn"));
    discord.await(() -> answered(saved).contains("edit is saved"), "Bob told it is saved");

    // THEN Carol's older form is not saved over Bob's edit, and she is told why
    InteractionReply stale =
        discord.submitModal(carol, carolsForm, Map.of("wrong", "Venus\nJupiter\nPluto"));
    discord.await(
        () -> answered(stale).contains("your edit was not saved"), "Carol told her edit waits");
    assertThat(rows("wrong_answers = 'Venus\nJupiter\nSaturn' AND version = 1")).isEqualTo(1);

    // AND her Approve on the private card shown before Bob's edit approves nothing
    InteractionReply approve = discord.press(carol, carolsCard, "Approve");
    discord.await(() -> answered(approve).contains("it was not approved"), "Carol told");
    assertThat(rows("state = 'pending'")).isEqualTo(1);
    discord.await(
        () -> carolsCard.embeds().get(0).toString().contains("Saturn"),
        "her card shows Bob's edit");
    assertThat(carolsCard.content())
        .as("her queue keeps its count")
        .contains("1 suggested question");

    // AND pressed again on the card now showing the edit, it is approved, with Bob's edit
    InteractionReply again = discord.press(carol, carolsCard, "Approve");
    discord.await(() -> rows("state = 'approved'") == 1, "approved");
    assertThat(answered(again)).doesNotContain("not approved");
    assertThat(rows("state = 'approved' AND wrong_answers = 'Venus\nJupiter\nSaturn'"))
        .isEqualTo(1);
  }

  @Test
  @DisplayName(
      "buttons from before versions and numbers: an old Approve counts as version 0 and approves"
          + " nothing after an edit; an old 'Edit and send again' says its form is gone")
  void buttonsFromBeforeVersions(DiscordScenario discord) {
    // GIVEN a suggestion Bob has edited, and an Approve posted before versions (sga:<id>)
    setReviewChannel(discord);
    suggest(discord, discord.alice(), "Venus\nJupiter");
    FakeMessage card = card(discord);
    String id = buttonId(card, "Approve").split(":")[1];
    InteractionReply bobsForm = discord.press(bob, card, "Edit");
    InteractionReply saved =
        discord.submitModal(bob, bobsForm, Map.of("wrong", "Venus\nJupiter\nSaturn"));
    discord.await(() -> answered(saved).contains("edit is saved"), "Bob told it is saved");
    FakeMessage old =
        discord.fake().postedEarlierByBot(reviews, "posted before versions", button("sga:" + id));

    // WHEN Carol presses it THEN nothing is approved, and she is told why
    InteractionReply approve = discord.press(carol, old, "sga:" + id);
    discord.await(() -> answered(approve).contains("it was not approved"), "Carol told");
    assertThat(rows("state = 'pending'")).isEqualTo(1);

    // AND an "Edit and send again" from before numbers (sgf:<member>) opens no form
    InteractionReply refused = suggest(discord, discord.alice(), "Mars\nVenus");
    assertThat(refused.content()).contains("Edit and send again");
    String fix = "sgf:" + discord.alice().id();
    FakeMessage oldFix =
        discord.fake().postedEarlierByBot(discord.channel(), "posted before numbers", button(fix));
    InteractionReply gone = discord.press(discord.alice(), oldFix, fix);
    assertThat(gone.callbackType()).as("a message, not a modal").isNotEqualTo(9);
    assertThat(answered(gone)).contains("no longer kept");
  }

  /** One action row with one button of this id. */
  private static ArrayNode button(String id) {
    ObjectMapper json = new ObjectMapper();
    ArrayNode buttons = json.createArrayNode();
    buttons.addObject().put("type", 2).put("style", 1).put("label", id).put("custom_id", id);
    ArrayNode rows = json.createArrayNode();
    rows.addObject().put("type", 1).set("components", buttons);
    return rows;
  }
}
