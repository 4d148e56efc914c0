package dev.quizbot.discord;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.stream.LongStream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

final class ChannelMentionsTest {

  @Test
  @DisplayName("a few channels are all mentioned, ordered by id")
  void fewChannelsAllNamed() {
    // GIVEN three channels out of order
    List<Long> channels = List.of(30L, 10L, 20L);

    // WHEN they are listed
    String listed = ChannelMentions.of(channels);

    // THEN each is mentioned, lowest id first, with no count
    assertThat(listed).isEqualTo("<#10>, <#20>, <#30>");
  }

  @Test
  @DisplayName("past ten channels, the first ten are mentioned and the rest counted")
  void manyChannelsCounted() {
    // GIVEN twelve channels
    List<Long> channels = LongStream.rangeClosed(1, 12).boxed().toList();

    // WHEN they are listed
    String listed = ChannelMentions.of(channels);

    // THEN ten are named and the other two counted
    assertThat(listed).startsWith("<#1>, <#2>").endsWith("<#10> and 2 more");
    assertThat(listed).doesNotContain("<#11>");
  }
}
