package dev.quizbot.discord;

import static org.assertj.core.api.Assertions.assertThat;

import dev.quizbot.i18n.Texts;
import java.util.List;
import java.util.Locale;
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
    String listed = ChannelMentions.of(channels, Texts.english());

    // THEN each is mentioned, lowest id first, with no count
    assertThat(listed).isEqualTo("<#10>, <#20>, <#30>");
  }

  @Test
  @DisplayName("past ten channels, the first ten are mentioned and the rest counted")
  void manyChannelsCounted() {
    // GIVEN twelve channels
    List<Long> channels = LongStream.rangeClosed(1, 12).boxed().toList();

    // WHEN they are listed
    String listed = ChannelMentions.of(channels, Texts.english());

    // THEN ten are named and the other two counted
    assertThat(listed).startsWith("<#1>, <#2>").endsWith("<#10> and 2 more");
    assertThat(listed).doesNotContain("<#11>");
  }

  @Test
  @DisplayName("the count of the rest is in the reader's language")
  void countInTheReadersLanguage() {
    List<Long> channels = LongStream.rangeClosed(1, 15).boxed().toList();

    assertThat(ChannelMentions.of(channels, Texts.of(Locale.GERMAN)))
        .endsWith("<#10> und 5 weitere")
        .doesNotContain("more");
  }
}
