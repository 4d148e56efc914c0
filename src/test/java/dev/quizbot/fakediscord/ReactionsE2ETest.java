package dev.quizbot.fakediscord;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import net.dv8tion.jda.api.JDA;
import net.dv8tion.jda.api.entities.Message;
import net.dv8tion.jda.api.entities.User;
import net.dv8tion.jda.api.entities.emoji.Emoji;
import net.dv8tion.jda.api.events.message.react.MessageReactionAddEvent;
import net.dv8tion.jda.api.events.message.react.MessageReactionRemoveEvent;
import net.dv8tion.jda.api.requests.RestAction;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

final class ReactionsE2ETest {

  private static final List<String> LETTERS = List.of("🇦", "🇧", "🇨", "🇩");

  private final RecordingListener listener = new RecordingListener();

  @RegisterExtension
  final FakeDiscordExtension discord = FakeDiscordExtension.withBot(() -> new JdaTestBot(listener));

  private static JdaTestBot bot(DiscordScenario scenario) {
    return (JdaTestBot) scenario.startedBot();
  }

  private static Message postQuestion(JDA jda, DiscordScenario scenario) {
    Message message =
        jda.getTextChannelById(scenario.channel().id()).sendMessage("Which letter?").complete();
    RestAction.allOf(LETTERS.stream().map(l -> message.addReaction(Emoji.fromUnicode(l))).toList())
        .complete();
    return message;
  }

  @Test
  @DisplayName("A message the bot posts carries its four letter reactions in order")
  void messageWithFourReactions(DiscordScenario scenario) {
    // GIVEN a running bot
    JDA jda = bot(scenario).jda();

    // WHEN it posts a question and adds 🇦🇧🇨🇩
    Message message = postQuestion(jda, scenario);

    // THEN the stored message has exactly those four reactions, each by the bot
    FakeMessage stored = scenario.fake().message(scenario.channel(), message.getId()).orElseThrow();
    assertThat(stored.reactionEmojis()).containsExactlyElementsOf(LETTERS);
    assertThat(stored.reactions().values())
        .allSatisfy(users -> assertThat(users).containsExactly(scenario.botUser().id()));
  }

  @Test
  @DisplayName("A member's reaction reaches the bot's listener with the member attached")
  void reactionEventCarriesMember(DiscordScenario scenario) {
    // GIVEN a question by the bot
    Message message = postQuestion(bot(scenario).jda(), scenario);
    FakeMessage stored = scenario.fake().message(scenario.channel(), message.getId()).orElseThrow();

    // WHEN alice reacts with 🇧
    scenario.react(scenario.alice(), stored, "🇧");

    // THEN the listener gets the event with alice as a guild member
    MessageReactionAddEvent event =
        listener.await(
            MessageReactionAddEvent.class, e -> e.getUserId().equals(scenario.alice().id()));
    assertThat(event.getMember()).isNotNull();
    assertThat(event.getMember().getUser().getName()).isEqualTo("alice");
    assertThat(event.getEmoji().getName()).isEqualTo("🇧");
    assertThat(event.getMessageId()).isEqualTo(message.getId());
  }

  @Test
  @DisplayName("The bot's own reactions come back to it as reaction events")
  void ownReactionsComeBackAsEvents(DiscordScenario scenario) {
    // GIVEN a running bot
    // WHEN it posts a question with four reactions
    Message message = postQuestion(bot(scenario).jda(), scenario);

    // THEN it receives a reaction event for each of its own reactions
    scenario.await(
        () ->
            listener.count(
                    MessageReactionAddEvent.class,
                    e ->
                        e.getMessageId().equals(message.getId())
                            && e.getUserId().equals(scenario.botUser().id()))
                == 4,
        "four own reaction events");
    assertThat(listener.all(MessageReactionAddEvent.class))
        .extracting(e -> e.getEmoji().getName())
        .containsExactlyElementsOf(LETTERS);
  }

  @Test
  @DisplayName("Removing a reaction updates the stored reactions and reaches the listener")
  void unreactIsStoredAndDispatched(DiscordScenario scenario) {
    // GIVEN bob reacted to a bot question
    Message message = postQuestion(bot(scenario).jda(), scenario);
    FakeMessage stored = scenario.fake().message(scenario.channel(), message.getId()).orElseThrow();
    scenario.react(scenario.bob(), stored, "🇨");

    // WHEN he takes the reaction back
    scenario.unreact(scenario.bob(), stored, "🇨");

    // THEN the listener hears it and only the bot's own 🇨 remains
    listener.await(
        MessageReactionRemoveEvent.class, e -> e.getUserId().equals(scenario.bob().id()));
    assertThat(stored.reactions().get("🇨")).containsExactly(scenario.botUser().id());
  }

  @Test
  @DisplayName("Listing reaction users pages through more than one page of 100")
  void reactionUsersArePaged(DiscordScenario scenario) {
    // GIVEN 150 members reacted 🇦 to a bot question
    Message message = postQuestion(bot(scenario).jda(), scenario);
    FakeMessage stored = scenario.fake().message(scenario.channel(), message.getId()).orElseThrow();
    for (int i = 0; i < 150; i++) {
      scenario.react(scenario.fake().createMember(scenario.guild(), "member" + i), stored, "🇦");
    }

    // WHEN the bot reads every user who reacted 🇦
    List<User> users =
        message.retrieveReactionUsers(Emoji.fromUnicode("🇦")).takeAsync(1000).join();

    // THEN it gets all 151 (the bot included) using pages after the last id
    assertThat(users).hasSize(151);
    assertThat(scenario.restLog())
        .filteredOn(r -> r.is("GET", "channels/\\d+/messages/\\d+/reactions/.+"))
        .anyMatch(r -> r.path().contains("after="));
  }

  @Test
  @DisplayName("A twenty-first distinct reaction is refused with Discord's 30010")
  void twentyFirstReactionIsRefused(DiscordScenario scenario) {
    // GIVEN a bot message that already has 20 distinct reactions
    JDA jda = bot(scenario).jda();
    Message message =
        jda.getTextChannelById(scenario.channel().id()).sendMessage("crowded").complete();
    FakeMessage stored = scenario.fake().message(scenario.channel(), message.getId()).orElseThrow();
    for (int i = 0; i < 20; i++) {
      scenario.react(scenario.alice(), stored, new String(Character.toChars(0x1F600 + i)));
    }

    // WHEN the bot adds another emoji
    var failure =
        org.assertj.core.api.Assertions.catchThrowableOfType(
            net.dv8tion.jda.api.exceptions.ErrorResponseException.class,
            () -> message.addReaction(Emoji.fromUnicode("🇦")).complete());

    // THEN Discord's "maximum number of reactions" error comes back
    assertThat(failure.getErrorCode()).isEqualTo(30010);
    assertThat(stored.distinctEmojiCount()).isEqualTo(20);
  }

  @Test
  @DisplayName("A burst reaches the bot whole and in order, and a later single event after it")
  void burstArrivesInOrder(DiscordScenario scenario) {
    // GIVEN a question by the bot and a burst of 500 reactions by as many members
    Message message = postQuestion(bot(scenario).jda(), scenario);
    FakeMessage stored = scenario.fake().message(scenario.channel(), message.getId()).orElseThrow();
    ReactionBurst burst = scenario.fake().prepareReactionBurst(stored, 500);

    // WHEN the burst is sent in one hand-over, then one more member reacts on their own
    burst.fire();
    scenario.react(scenario.alice(), stored, "🇦");

    // THEN the listener saw all 501, the burst's members in the order sent and alice last
    // (counted without the bot's own reactions: waiting for 504 events in all could stop before
    // alice's, as the bot's four are among them)
    scenario.await(
        () ->
            listener.all(MessageReactionAddEvent.class).stream()
                    .filter(e -> !e.getUserId().equals(scenario.botUser().id()))
                    .count()
                >= 501,
        "every reaction");
    List<String> users =
        listener.all(MessageReactionAddEvent.class).stream()
            .map(MessageReactionAddEvent::getUserId)
            .filter(id -> !id.equals(scenario.botUser().id()))
            .toList();
    assertThat(users).hasSize(501).last().isEqualTo(scenario.alice().id());
    // (the fake hands out ids in increasing order, so the burst's users were created ascending)
    assertThat(users.subList(0, 500))
        .doesNotHaveDuplicates()
        .isSortedAccordingTo(java.util.Comparator.comparingLong(Long::parseLong));
  }
}
