package dev.quizbot.round;

import static org.assertj.core.api.Assertions.assertThat;

import dev.quizbot.guildconfig.GuildSettingsChange;
import java.nio.file.Path;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Review finding (low): /quizconfig accepts up to 100 allowed channels, and the refusal of a /quiz
 * elsewhere lists every one as a channel mention (about 24 characters each). From about 83 channels
 * on, the ephemeral reply passes Discord's 2000-character message limit; JDA then refuses to send
 * it and the member gets the generic "Something went wrong" instead of the explanation.
 */
final class ChannelNotAllowedMessageReviewTest {
  @TempDir Path dir;

  @Test
  @DisplayName("The 'not enabled in this channel' refusal fits in one Discord message")
  void refusalFitsDiscordMessage() {
    try (RoundFixture fixture = new RoundFixture(dir)) {
      // GIVEN the admin allowed 100 channels (the most /quizconfig accepts)
      GuildSettingsChange change = GuildSettingsChange.none();
      for (int i = 0; i < 100; i++) {
        change = change.withAllowedChannel(1_576_713_447_222_018_048L + i);
      }
      fixture.configure(change);
      assertThat(fixture.settings.settings(RoundFixture.GUILD).allowedChannels()).hasSize(100);

      // WHEN /quiz is asked in another channel
      StartResult result =
          fixture.service.start(RoundRequest.quiz(RoundFixture.GUILD, RoundFixture.CHANNEL));

      // THEN the refusal is short enough to be sent as a message (2000 characters)
      assertThat(result).isInstanceOf(StartResult.Rejected.class);
      assertThat(((StartResult.Rejected) result).message().length()).isLessThanOrEqualTo(2000);
    }
  }
}
