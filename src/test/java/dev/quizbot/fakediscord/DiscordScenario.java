package dev.quizbot.fakediscord;

import com.fasterxml.jackson.databind.JsonNode;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;
import java.util.function.Supplier;

/**
 * One end-to-end test's world and user actions: a fake Discord with a guild "Quiz Guild", a text
 * channel "quiz", members alice, bob and carol, and the bot under test. Helpers read like what a
 * user does and sees.
 */
public final class DiscordScenario {

  /** How long helpers wait for the bot before failing the test. */
  public static final Duration TIMEOUT = Duration.ofSeconds(10);

  private final FakeDiscord fake;
  private final JdaLogGuard logGuard;
  private final Supplier<? extends BotUnderTest> botFactory;
  private final FakeGuild guild;
  private final FakeChannel channel;
  private final FakeUser alice;
  private final FakeUser bob;
  private final FakeUser carol;
  private BotUnderTest bot;

  DiscordScenario(
      FakeDiscord fake, JdaLogGuard logGuard, Supplier<? extends BotUnderTest> botFactory) {
    this.fake = fake;
    this.logGuard = logGuard;
    this.botFactory = botFactory;
    this.guild = fake.createGuild("Quiz Guild");
    this.channel = fake.createTextChannel(guild, "quiz");
    this.alice = fake.createMember(guild, "alice");
    this.bob = fake.createMember(guild, "bob");
    this.carol = fake.createMember(guild, "carol");
  }

  public FakeDiscord fake() {
    return fake;
  }

  public FakeGuild guild() {
    return guild;
  }

  public FakeChannel channel() {
    return channel;
  }

  public FakeUser alice() {
    return alice;
  }

  public FakeUser bob() {
    return bob;
  }

  public FakeUser carol() {
    return carol;
  }

  public FakeUser botUser() {
    return fake.botUser();
  }

  // ---- bot lifecycle -------------------------------------------------------------------------

  /** Starts a bot from the extension's factory and waits for its gateway session. */
  public BotUnderTest startBot() {
    if (botFactory == null) {
      throw new IllegalStateException(
          "no bot factory: use FakeDiscordExtension.withBot(...) or startBot(BotUnderTest)");
    }
    return startBot(botFactory.get());
  }

  /** Starts the given bot against the fake and waits for its gateway session. */
  public <B extends BotUnderTest> B startBot(B newBot) {
    if (bot != null) {
      throw new IllegalStateException("a bot is already running; stopBot() first");
    }
    newBot.start(fake.apiUrl(), fake.gatewayUrl(), fake.token());
    bot = newBot;
    fake.awaitBotSession(TIMEOUT);
    return newBot;
  }

  /** The running bot (fails if none). */
  public BotUnderTest startedBot() {
    if (bot == null) {
      throw new IllegalStateException("no bot is running");
    }
    return bot;
  }

  /** Stops the running bot (no-op if none). */
  public void stopBot() {
    BotUnderTest running = bot;
    bot = null;
    if (running != null) {
      running.stop();
    }
  }

  // ---- user actions --------------------------------------------------------------------------

  /**
   * The user runs {@code /command} with options and waits for the bot's acknowledgement; if the bot
   * deferred, also waits for its first edit of the reply.
   */
  public InteractionReply slash(
      FakeUser user, FakeChannel where, String command, Map<String, ?> options) {
    InteractionReply reply = fake.invokeSlash(user, where, command, options, TIMEOUT);
    reply.awaitAcknowledged(TIMEOUT);
    if (reply.deferred()) {
      reply.awaitEdited(TIMEOUT);
    }
    return reply;
  }

  public InteractionReply slash(FakeUser user, String command, Map<String, ?> options) {
    return slash(user, channel, command, options);
  }

  /** The user types into {@code focusedOption}; returns the choices the bot offered. */
  public List<AutocompleteChoice> autocomplete(
      FakeUser user,
      FakeChannel where,
      String command,
      Map<String, ?> options,
      String focusedOption) {
    InteractionReply reply =
        fake.invokeAutocomplete(user, where, command, options, focusedOption, TIMEOUT);
    reply.awaitAcknowledged(TIMEOUT);
    return reply.autocompleteChoices();
  }

  /** The user runs {@code /command} in their DM with the bot (context 1, no guild). */
  public InteractionReply slashInDm(FakeUser user, String command, Map<String, ?> options) {
    return slash(user, dm(user), command, options);
  }

  /**
   * The user presses the button labelled {@code button} on the message (guild channel or DM), as a
   * member would, and waits for the bot's acknowledgement; if it deferred a reply (type 5), also
   * for its edit; if it deferred an update (type 6: a worker's handler past its 1.5 s guard, or
   * waiting for a worker), also for its answer, the message's edit or a follow-up (see {@link
   * InteractionReply#awaitAnswerAfterDeferredUpdate}), as a type 7 or 4 would have carried it. A
   * handler's second answer (an edit and a follow-up) is awaited by the test, as after a type 7. A
   * {@code button} no button is labelled is taken as a custom_id (tests of ids themselves, e.g. a
   * message posted by an older version); two buttons of that label fail the test.
   */
  public InteractionReply press(FakeUser user, FakeMessage message, String button) {
    return acknowledged(fake.pressButton(user, message, customIdOf(message, button)));
  }

  /** The user picks the option labelled {@code option} in the message's string select; as press. */
  public InteractionReply pick(FakeUser user, FakeMessage message, String option) {
    List<String[]> found = new ArrayList<>();
    for (JsonNode row : message.components()) {
      for (JsonNode child : row.path("components")) {
        for (JsonNode o : child.path("options")) {
          if (o.path("label").asText().equals(option)) {
            found.add(new String[] {child.path("custom_id").asText(), o.path("value").asText()});
          }
        }
      }
    }
    if (found.size() != 1) {
      throw new AssertionError(
          found.size() + " select options labelled '" + option + "' on " + message.components());
    }
    return select(user, message, found.get(0)[0], found.get(0)[1]);
  }

  /**
   * The custom_id of the one button labelled {@code label} (for presses sent raw, e.g. a flood of
   * them); fails the test when no button has that label.
   */
  public static String buttonId(FakeMessage message, String label) {
    String id = customIdOf(message, label);
    if (id.equals(label)) {
      throw new AssertionError("no button labelled '" + label + "' on " + message.components());
    }
    return id;
  }

  /** The custom_id of the one button labelled {@code label}, else {@code label} itself. */
  private static String customIdOf(FakeMessage message, String label) {
    List<String> ids = new ArrayList<>();
    for (JsonNode row : message.components()) {
      for (JsonNode child : row.path("components")) {
        if (child.path("type").asInt() == 2 && child.path("label").asText().equals(label)) {
          ids.add(child.path("custom_id").asText());
        }
      }
    }
    if (ids.size() > 1) {
      throw new AssertionError("two buttons labelled '" + label + "': " + ids);
    }
    return ids.isEmpty() ? label : ids.get(0);
  }

  /** The user picks these values in the string select with this custom_id; waits as press. */
  public InteractionReply select(
      FakeUser user, FakeMessage message, String customId, String... values) {
    return acknowledged(fake.selectOptions(user, message, customId, List.of(values)));
  }

  /**
   * The user fills in the modal the bot opened in {@code opened} (text input custom_id to value; a
   * string select's custom_id to the picked option value, comma-separated for several) and submits
   * it; waits as press.
   */
  public InteractionReply submitModal(
      FakeUser user, InteractionReply opened, Map<String, String> values) {
    return acknowledged(fake.submitModal(user, opened, values));
  }

  private static InteractionReply acknowledged(InteractionReply reply) {
    reply.awaitAcknowledged(TIMEOUT);
    if (reply.deferred()) {
      reply.awaitEdited(TIMEOUT);
    } else if (reply.deferredUpdate()) {
      // Every component handler answers after deferring (ComponentReply: an @original edit or a
      // follow-up), so this always comes; returning on the acknowledgement alone would let the
      // test read the message, or the stored rows, before the handler's work is done.
      reply.awaitAnswerAfterDeferredUpdate(TIMEOUT);
    }
    return reply;
  }

  /** The actions the user took (see {@link FakeDiscord#actionsBy}): a flow's press count. */
  public int actionsBy(FakeUser user) {
    return fake.actionsBy(user);
  }

  /** The user's DM channel with the bot (the one {@code POST /users/@me/channels} returns). */
  public FakeChannel dm(FakeUser user) {
    return fake.dmChannel(user);
  }

  /** The user turns off DMs from the server: the bot's sends there get 403 50007. */
  public void closeDms(FakeUser user) {
    fake.closeDms(user);
  }

  /** The user's client language, the {@code locale} of their interactions (default en-US). */
  public void setLocale(FakeUser user, String locale) {
    fake.setLocale(user, locale);
  }

  public void react(FakeUser user, FakeMessage message, String emoji) {
    fake.react(user, message, emoji);
  }

  public void unreact(FakeUser user, FakeMessage message, String emoji) {
    fake.unreact(user, message, emoji);
  }

  /** Waits for a listed message in the channel matching the condition (oldest match first). */
  public FakeMessage awaitMessage(
      FakeChannel where, Predicate<FakeMessage> condition, Duration timeout) {
    FakeMessage[] found = new FakeMessage[1];
    InteractionReply.poll(
        () -> {
          found[0] = fake.messages(where).stream().filter(condition).findFirst().orElse(null);
          return found[0] != null;
        },
        timeout,
        "no matching message in #" + where.name() + " (has " + fake.messages(where).size() + ")");
    return found[0];
  }

  public FakeMessage awaitMessage(Predicate<FakeMessage> condition) {
    return awaitMessage(channel, condition, TIMEOUT);
  }

  /** Waits until the condition holds (e.g. the bot added its four reactions). */
  public void await(java.util.function.BooleanSupplier condition, String what) {
    await(condition, TIMEOUT, what);
  }

  /** As {@link #await(java.util.function.BooleanSupplier, String)}, for slower work. */
  public void await(java.util.function.BooleanSupplier condition, Duration timeout, String what) {
    InteractionReply.poll(condition, timeout, what);
  }

  public List<FakeMessage> messages(FakeChannel where) {
    return fake.messages(where);
  }

  public List<RecordedRequest> restLog() {
    return fake.restLog();
  }

  /** Tolerates JDA WARN/ERROR lines containing the fragment (for faults the test provokes). */
  public void allowJdaLog(String fragment) {
    logGuard.allow(fragment);
  }
}
