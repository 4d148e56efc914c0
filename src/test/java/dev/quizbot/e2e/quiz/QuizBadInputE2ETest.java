package dev.quizbot.e2e.quiz;

import static org.assertj.core.api.Assertions.assertThat;

import dev.quizbot.bank.BankLoader;
import dev.quizbot.e2e.AppBot;
import dev.quizbot.fakediscord.AutocompleteChoice;
import dev.quizbot.fakediscord.DiscordScenario;
import dev.quizbot.fakediscord.FakeDiscordExtension;
import dev.quizbot.fakediscord.FakeUser;
import dev.quizbot.fakediscord.InteractionReply;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Bad input to /quiz and /quizconfig gets an ephemeral explanation (acknowledged within the fake's
 * 3 s limit) and stores nothing.
 */
final class QuizBadInputE2ETest {
  private static final Set<String> TOPICS =
      new BankLoader().load(Path.of("questions")).bank().topicCounts().keySet();

  private final AppBot bot = AppBot.fresh();

  @RegisterExtension final FakeDiscordExtension discord = FakeDiscordExtension.withBot(() -> bot);

  @Test
  @DisplayName("/quiz with an unknown topic explains and lists the topics, storing no round")
  void unknownTopic(DiscordScenario discord) {
    InteractionReply reply = discord.slash(discord.alice(), "quiz", Map.of("topic", "nonexistent"));

    assertThat(reply.acknowledged()).isTrue();
    assertThat(reply.ephemeral()).isTrue();
    assertThat(reply.content()).contains("There's no topic `nonexistent`").contains(TOPICS);
    assertThat(bot.countRows("SELECT count(*) FROM rounds")).isZero();
  }

  @Test
  @DisplayName("A second /quiz in a channel with an open round answers with its closing time")
  void secondQuizWhileOpen(DiscordScenario discord) {
    QuizRounds.open(discord, discord.alice());
    long closesAt = bot.clock().instant().plusSeconds(60).getEpochSecond();

    InteractionReply reply = discord.slash(discord.bob(), "quiz", Map.of());

    assertThat(reply.ephemeral()).isTrue();
    assertThat(reply.content()).contains("already open").contains("<t:" + closesAt + ":R>");
    assertThat(bot.countRows("SELECT count(*) FROM rounds")).isEqualTo(1);
  }

  @Test
  @DisplayName("/quizconfig answer_window:5 is refused with the allowed range, storing nothing")
  void windowTooShort(DiscordScenario discord) {
    InteractionReply reply = configAsOwner(discord, Map.of("answer_window", 5));

    assertThat(reply.ephemeral()).isTrue();
    assertThat(reply.content()).contains("Nothing was changed").contains("10").contains("3,600");
    assertThat(bot.countRows("SELECT count(*) FROM guild_settings")).isZero();
  }

  @Test
  @DisplayName("/quizconfig answer_window:99999 is refused with the allowed range, storing nothing")
  void windowTooLong(DiscordScenario discord) {
    InteractionReply reply = configAsOwner(discord, Map.of("answer_window", 99999));

    assertThat(reply.ephemeral()).isTrue();
    assertThat(reply.content()).contains("Nothing was changed").contains("3,600");
    assertThat(bot.countRows("SELECT count(*) FROM guild_settings")).isZero();
  }

  @Test
  @DisplayName("A member without Manage Server is told so by /quizconfig and nothing is stored")
  void nonAdminRefused(DiscordScenario discord) {
    InteractionReply reply =
        discord.slash(discord.alice(), "quizconfig", Map.of("hide_answers", true));

    assertThat(reply.ephemeral()).isTrue();
    assertThat(reply.content()).contains("needs the **Manage Server** permission");
    assertThat(bot.countRows("SELECT count(*) FROM guild_settings")).isZero();
  }

  @Test
  @DisplayName("The server owner's valid /quizconfig change is stored (the admin path works)")
  void ownerChangeStored(DiscordScenario discord) {
    InteractionReply reply = configAsOwner(discord, Map.of("answer_window", 30));

    assertThat(reply.content()).contains("Saved.").contains("Answer window: 30 s");
    assertThat(bot.number("SELECT answer_window_seconds FROM guild_settings")).isEqualTo(30);
  }

  @Test
  @DisplayName("Typing part of a topic autocompletes the matching topics")
  void topicAutocomplete(DiscordScenario discord) {
    String topic = TOPICS.iterator().next();
    String typed = topic.substring(0, 3);

    List<AutocompleteChoice> choices =
        discord.autocomplete(
            discord.alice(), discord.channel(), "quiz", Map.of("topic", typed), "topic");

    List<String> values = choices.stream().map(AutocompleteChoice::value).toList();
    assertThat(values).contains(topic).allMatch(v -> v.contains(typed));
    assertThat(values)
        .containsExactlyInAnyOrderElementsOf(
            TOPICS.stream().filter(t -> t.contains(typed)).toList());
  }

  private InteractionReply configAsOwner(DiscordScenario discord, Map<String, ?> options) {
    FakeUser owner = discord.fake().guildOwner(discord.guild());
    return discord.slash(owner, "quizconfig", options);
  }
}
