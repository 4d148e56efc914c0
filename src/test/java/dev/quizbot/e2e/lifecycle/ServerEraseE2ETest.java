package dev.quizbot.e2e.lifecycle;

import static org.assertj.core.api.Assertions.assertThat;

import dev.quizbot.e2e.AppBot;
import dev.quizbot.fakediscord.DiscordScenario;
import dev.quizbot.fakediscord.FakeChannel;
import dev.quizbot.fakediscord.FakeDiscordExtension;
import dev.quizbot.fakediscord.FakeGuild;
import dev.quizbot.fakediscord.FakeMessage;
import dev.quizbot.fakediscord.FakeUser;
import dev.quizbot.fakediscord.InteractionReply;
import dev.quizbot.lifecycle.ServerTables;
import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * {@code /quizconfig erase_data:True}: asks first; only the admin who asked may confirm, within
 * five minutes; the erase deletes every row of that server and none of another.
 */
final class ServerEraseE2ETest {
  private static final String ERASE = "Erase everything";

  private final AppBot bot = AppBot.fresh();

  @RegisterExtension final FakeDiscordExtension extension = FakeDiscordExtension.withBot(() -> bot);

  private long rowsOf(FakeGuild guild) {
    long rows = 0;
    for (ServerTables.ServerTable t : ServerTables.ALL) {
      rows +=
          bot.number(
              "SELECT count(*) FROM " + t.table() + " WHERE " + t.guildColumn() + " = ?",
              Long.parseLong(guild.id()));
    }
    return rows;
  }

  private void answerAQuiz(DiscordScenario discord, FakeUser who, FakeChannel where) {
    FakeMessage question = discord.slash(who, where, "quiz", Map.of()).message();
    discord.await(() -> question.reactionEmojis().size() == 4, "the bot's four reactions");
    long before = bot.storedAnswers();
    discord.react(who, question, "🇦");
    discord.await(() -> bot.storedAnswers() == before + 1, "the answer stored");
  }

  private InteractionReply askToErase(DiscordScenario discord, FakeUser admin) {
    return discord.slash(admin, "quizconfig", Map.of("erase_data", true));
  }

  @Test
  @DisplayName("erase asks first, refuses others and stale confirmations, then erases one server")
  void eraseAfterConfirmation(DiscordScenario discord) {
    // GIVEN the bot was used in this server and in another one (the other one joined after login)
    FakeGuild other = discord.fake().createGuild("Other Guild");
    FakeChannel otherChannel = discord.fake().createTextChannel(other, "trivia");
    FakeUser olga = discord.fake().createMember(other, "olga");
    discord.fake().inviteBotBack(other);
    discord.await(() -> bot.app().jda().getGuildById(other.id()) != null, "the other server");
    answerAQuiz(discord, discord.alice(), discord.channel());
    answerAQuiz(discord, olga, otherChannel);
    bot.clock().advance(Duration.ofSeconds(61));
    discord.await(
        () -> bot.countRows("SELECT count(*) FROM rounds WHERE revealed_at IS NULL") == 0,
        "every round revealed");
    FakeUser admin = discord.fake().guildOwner(discord.guild());
    long mine = rowsOf(discord.guild());
    long theirs = rowsOf(other);
    assertThat(mine).isPositive();

    // WHEN the admin asks, combined with another option
    InteractionReply mixed =
        discord.slash(admin, "quizconfig", Map.of("erase_data", true, "speed_bonus", false));

    // THEN it is refused, saying how to ask
    assertThat(mixed.content()).contains("erase_data goes alone");

    // WHEN the admin asks alone
    InteractionReply ask = askToErase(discord, admin);

    // THEN a private question with two buttons, naming what goes
    assertThat(ask.ephemeral()).isTrue();
    assertThat(ask.content()).contains("all of this server's quiz data");
    assertThat(ask.message().buttonLabels()).containsExactly(ERASE, "Cancel");

    // WHEN a member presses the admin's button, or the admin cancels
    InteractionReply notHers = discord.press(discord.alice(), ask.message(), ERASE);
    InteractionReply cancelled = discord.press(admin, ask.message(), "Cancel");

    // THEN nothing is deleted
    assertThat(notHers.ephemeral()).isTrue();
    assertThat(cancelled.content()).contains("nothing was deleted");
    assertThat(rowsOf(discord.guild())).isEqualTo(mine);

    // WHEN the admin confirms a question more than five minutes old
    InteractionReply old = askToErase(discord, admin);
    bot.clock().advance(Duration.ofMinutes(6));
    InteractionReply expired = discord.press(admin, old.message(), ERASE);

    // THEN nothing is deleted and the reply says to ask again
    assertThat(expired.content()).contains("older than 5 minutes").contains("nothing was deleted");
    assertThat(rowsOf(discord.guild())).isEqualTo(mine);

    // WHEN the admin confirms a fresh question
    InteractionReply fresh = askToErase(discord, admin);
    InteractionReply done = discord.press(admin, fresh.message(), ERASE);

    // THEN the question becomes the result, without buttons; every row of this server is gone,
    // the other server keeps all of its rows
    assertThat(done.updatedMessage()).as("the question itself is edited").isTrue();
    assertThat(done.content()).startsWith("Done: this server's quiz data is erased");
    assertThat(rowsOf(discord.guild())).isZero();
    assertThat(rowsOf(other)).isEqualTo(theirs);
  }
}
