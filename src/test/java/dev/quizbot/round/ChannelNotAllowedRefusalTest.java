package dev.quizbot.round;

import static org.assertj.core.api.Assertions.assertThat;

import dev.quizbot.discord.quiz.StartRefusalText;
import dev.quizbot.guildconfig.GuildSettingsChange;
import java.nio.file.Path;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * /quizconfig accepts up to 100 allowed channels, about 24 characters each as mentions; the refusal
 * of a /quiz elsewhere must still fit one Discord message (2000 characters), or JDA refuses to send
 * it and the member gets a generic error instead of the explanation.
 */
final class ChannelNotAllowedRefusalTest {
  private static final long FIRST_ALLOWED = 1_576_713_447_222_018_048L;

  @TempDir Path dir;

  @Test
  @DisplayName(
      "The 'not enabled in this channel' refusal fits one message with 100 allowed channels")
  void refusalFitsDiscordMessage() {
    try (RoundFixture fixture = new RoundFixture(dir)) {
      // GIVEN the admin allowed 100 channels (the most /quizconfig accepts)
      allowChannels(fixture, 100);

      // WHEN /quiz is asked in another channel
      StartResult result =
          fixture.service.start(RoundRequest.quiz(RoundFixture.GUILD, RoundFixture.CHANNEL));

      // THEN the refusal is short enough to be sent as a message (2000 characters)
      assertThat(result).isInstanceOf(StartResult.Rejected.class);
      assertThat(StartRefusalText.of((StartResult.Rejected) result).length())
          .isLessThanOrEqualTo(2000);
    }
  }

  @Test
  @DisplayName("The refusal names the first allowed channels and how many more there are")
  void refusalNamesFirstChannelsAndCount() {
    try (RoundFixture fixture = new RoundFixture(dir)) {
      // GIVEN the admin allowed 100 channels
      allowChannels(fixture, 100);

      // WHEN /quiz is asked in another channel
      StartResult result =
          fixture.service.start(RoundRequest.quiz(RoundFixture.GUILD, RoundFixture.CHANNEL));

      // THEN the lowest channel ids are mentioned, then the count of the rest
      String message = StartRefusalText.of((StartResult.Rejected) result);
      assertThat(message)
          .contains("<#" + FIRST_ALLOWED + ">")
          .doesNotContain("<#" + (FIRST_ALLOWED + 99) + ">")
          .contains("and 90 more");
    }
  }

  private static void allowChannels(RoundFixture fixture, int count) {
    GuildSettingsChange change = GuildSettingsChange.none();
    for (int i = 0; i < count; i++) {
      change = change.withAllowedChannel(FIRST_ALLOWED + i);
    }
    fixture.configure(change);
    assertThat(fixture.settings.settings(RoundFixture.GUILD).allowedChannels()).hasSize(count);
  }
}
