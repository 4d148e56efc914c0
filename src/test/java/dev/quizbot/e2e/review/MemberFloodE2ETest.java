package dev.quizbot.e2e.review;

import static org.assertj.core.api.Assertions.assertThat;

import dev.quizbot.config.LimitSettings;
import dev.quizbot.e2e.AppBot;
import dev.quizbot.fakediscord.DiscordScenario;
import dev.quizbot.fakediscord.FakeDiscordExtension;
import dev.quizbot.fakediscord.FakeMessage;
import dev.quizbot.fakediscord.FakeUser;
import dev.quizbot.fakediscord.InteractionReply;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The per-member limit (issue 28) with its default settings: one member's flood of presses in the
 * bot's DM is refused politely past the limit, while another member's {@code /quiz} in a server is
 * answered in time. The test clock stands still, so no token comes back during the flood and the
 * counts are exact.
 */
final class MemberFloodE2ETest {
  private static final int FLOOD = 200;
  private static final String SLOW_DOWN =
      "You're going a little fast for Quizbot: please wait 1 s and try again. Nothing was changed.";

  private final AppBot bot =
      AppBot.fresh()
          .with("QUIZBOT_LIMITS_MEMBER_BURST", String.valueOf(LimitSettings.DEFAULT_MEMBER_BURST));

  @RegisterExtension final FakeDiscordExtension extension = FakeDiscordExtension.withBot(() -> bot);

  @Test
  @DisplayName(
      "200 presses at once from one member: the first ones pass, the rest get a polite refusal;"
          + " another member's /quiz is answered in time; the flooder's commands wait too")
  void floodLeavesOthersServed(DiscordScenario discord) {
    // GIVEN bob has answered a /review question in the bot's DM (two of his ten tokens)
    FakeUser bob = discord.bob();
    FakeMessage asked =
        discord.slashInDm(bob, "review", Map.of("start", Map.of("count", 2))).message();
    FakeMessage answered =
        StudyE2E.answer(discord, bob, asked, StudyE2E.wrongButton(asked)).reply().message();
    String report = DiscordScenario.buttonId(answered, "Report");

    // WHEN he presses its 🚩 Report button 200 times without waiting, and carol runs /quiz
    List<InteractionReply> presses = new ArrayList<>();
    for (int i = 0; i < FLOOD; i++) {
      presses.add(discord.fake().pressButton(bob, answered, report));
    }
    InteractionReply quiz = discord.slash(discord.carol(), "quiz", Map.of());

    // THEN carol's question is posted (the fake refuses a callback after Discord's 3 s)
    assertThat(quiz.acknowledged()).isTrue();
    assertThat(quiz.ephemeral()).isFalse();
    assertThat(quiz.embeds()).hasSize(1);

    // AND each of bob's presses was answered once: his eight tokens left opened the report form,
    // the other 192 got the refusal with the time to wait
    presses.forEach(p -> p.awaitAcknowledged(DiscordScenario.TIMEOUT));
    int left = LimitSettings.DEFAULT_MEMBER_BURST - 2;
    assertThat(presses.stream().filter(p -> p.callbackType() == 9).count()).isEqualTo(left);
    List<InteractionReply> refused = presses.stream().filter(p -> p.callbackType() == 4).toList();
    assertThat(refused).hasSize(FLOOD - left);
    assertThat(refused).allSatisfy(p -> assertThat(p.ephemeral()).isTrue());
    assertThat(refused).allSatisfy(p -> assertThat(p.content()).isEqualTo(SLOW_DOWN));
    assertThat(bot.countRows("SELECT count(*) FROM question_reports")).isZero();

    // AND the limit is bob's, not the DM's: his /quiz in the server waits as well
    InteractionReply bobsQuiz = discord.slash(bob, "quiz", Map.of());
    assertThat(bobsQuiz.ephemeral()).isTrue();
    assertThat(bobsQuiz.content()).isEqualTo(SLOW_DOWN);

    // WHEN the time to wait has passed THEN his next press is served
    bot.clock().advance(LimitSettings.DEFAULT_MEMBER_REFILL);
    assertThat(discord.press(bob, answered, report).callbackType()).isEqualTo(9);
  }
}
