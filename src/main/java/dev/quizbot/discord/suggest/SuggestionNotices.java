package dev.quizbot.discord.suggest;

import dev.quizbot.discord.Language;
import dev.quizbot.discord.RestFailures;
import dev.quizbot.i18n.Texts;
import dev.quizbot.suggestion.Suggestion;
import dev.quizbot.suggestion.SuggestionState;
import dev.quizbot.suggestion.SuggestionStore;
import java.util.OptionalLong;
import net.dv8tion.jda.api.entities.Guild;
import net.dv8tion.jda.api.entities.channel.middleman.GuildMessageChannel;
import net.dv8tion.jda.api.utils.messages.MessageCreateBuilder;
import net.dv8tion.jda.api.utils.messages.MessageEditBuilder;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * What others hear of a suggestion: the card in the server's review channel (posted when it
 * arrives, edited when it is decided elsewhere) and the author's DM when an admin decides. Both are
 * best effort: a closed DM or a channel the bot lost leaves the decision as it is, with an INFO
 * line.
 */
final class SuggestionNotices {
  private static final Logger log = LoggerFactory.getLogger(SuggestionNotices.class);

  private final SuggestionStore store;

  SuggestionNotices(SuggestionStore store) {
    this.store = store;
  }

  /** Posts a new suggestion's card in the review channel, when the server set one. */
  void post(Guild guild, Suggestion s) {
    OptionalLong channelId = store.reviewChannel(guild.getIdLong());
    if (channelId.isEmpty()) {
      return;
    }
    GuildMessageChannel channel =
        guild.getChannelById(GuildMessageChannel.class, channelId.getAsLong());
    if (channel == null) {
      log.info("suggestion {}: review channel {} not seen", s.id(), channelId.getAsLong());
      return;
    }
    Texts t = Language.ofServer(guild);
    channel
        .sendMessage(
            new MessageCreateBuilder()
                .setEmbeds(SuggestionCards.embed(s, t.get("suggest.card.title"), t))
                .setComponents(SuggestionCards.buttons(s, t))
                .build())
        .queue(
            m -> store.setReviewMessage(guild.getIdLong(), s.id(), m.getIdLong()),
            e -> log.info("suggestion {}: card not posted: {}", s.id(), e.getMessage()));
  }

  /** Shows the decision on the review channel's card, unless {@code pressedOn} is that card. */
  void refreshCard(Guild guild, Suggestion s, long pressedOn) {
    if (s.reviewMessageId() == null || s.reviewMessageId() == pressedOn) {
      return;
    }
    OptionalLong channelId = store.reviewChannel(guild.getIdLong());
    GuildMessageChannel channel =
        channelId.isEmpty()
            ? null
            : guild.getChannelById(GuildMessageChannel.class, channelId.getAsLong());
    if (channel == null) {
      return;
    }
    Texts t = Language.ofServer(guild);
    channel
        .editMessageById(
            s.reviewMessageId(),
            new MessageEditBuilder()
                .setEmbeds(SuggestionCards.embed(s, t.get("suggest.card.title"), t))
                .setComponents(SuggestionCards.buttons(s, t))
                .build())
        .queue(null, RestFailures::log);
  }

  /** Tells the author what was decided, in the server's language. */
  void tellAuthor(Guild guild, Suggestion s) {
    Texts t = Language.ofServer(guild);
    String text =
        t.get(
            s.state() == SuggestionState.APPROVED ? "suggest.dm.approved" : "suggest.dm.rejected",
            quote(s.fields().prompt()),
            guild.getName());
    if (s.state() == SuggestionState.REJECTED && s.reason() != null) {
      text += "\n" + t.get("suggest.dm.reason", s.reason());
    }
    String message = text;
    guild
        .getJDA()
        .openPrivateChannelById(s.authorId())
        .flatMap(channel -> channel.sendMessage(message))
        .queue(
            null,
            e -> log.info("suggestion {}: author not told by DM: {}", s.id(), e.getMessage()));
  }

  /** The prompt's start, for a one-line mention. */
  static String quote(String prompt) {
    String line = prompt.replaceAll("\\s+", " ");
    return line.length() <= 120 ? line : line.substring(0, 119) + "…";
  }
}
