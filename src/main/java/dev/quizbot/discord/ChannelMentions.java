package dev.quizbot.discord;

import dev.quizbot.i18n.Texts;
import java.util.Collection;
import java.util.stream.Collectors;

/**
 * A list of channels as Discord mentions ({@code <#id>}), short enough for one message: up to 100
 * channels may be allowed, about 24 characters each, while a message holds 2000 characters. So the
 * first few are named, then how many more there are.
 */
public final class ChannelMentions {

  /** Channels named before "and N more"; ten mentions take about 250 characters. */
  public static final int SHOWN = 10;

  private ChannelMentions() {}

  /**
   * E.g. {@code "<#1>, <#2>"} or {@code "<#1>, …, <#10> and 5 more"} ({@code channels.andMore} in
   * {@code texts}' language); ordered by channel id.
   */
  public static String of(Collection<Long> channelIds, Texts texts) {
    String named =
        channelIds.stream()
            .sorted()
            .limit(SHOWN)
            .map(id -> "<#" + id + ">")
            .collect(Collectors.joining(", "));
    int more = channelIds.size() - SHOWN;
    return more > 0 ? texts.get("channels.andMore", named, more) : named;
  }
}
