package dev.quizbot.discord;

import java.time.Duration;
import java.time.Instant;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.function.Predicate;
import net.dv8tion.jda.api.entities.Message;
import net.dv8tion.jda.api.entities.channel.middleman.MessageChannel;
import net.dv8tion.jda.api.utils.TimeUtil;

/**
 * Finds what an earlier attempt of a claimed send already got to Discord: the bot's own oldest
 * message in a channel since a little before the earlier claim that matches. A claim taken over
 * (its process died) or retried (Discord's answer was lost) may have been sent: the daily post, a
 * study reminder and an exam's report DM each look here before sending again, so that a lost answer
 * never makes a second message.
 *
 * <p>Reads page after page of {@value #PAGE} messages, each behind its own {@link RequestPacer}
 * permit, while a page is full and holds no match, at most {@value #MAX_PAGES} pages: an earlier
 * attempt sends within seconds of its claim (minutes at most behind a large fan-out in the pacer),
 * so 500 messages in that span is far beyond a channel's traffic, and the bound keeps one search to
 * five paced requests.
 */
public final class EarlierMessage {

  /**
   * How far before the earlier claim the search starts: the clocks of two processes may differ a
   * little, and the message comes after the claim.
   */
  public static final Duration SLACK = Duration.ofMinutes(1);

  /** Discord's largest page of channel messages. */
  public static final int PAGE = 100;

  /** Pages read before the search gives up (and the caller sends again). */
  public static final int MAX_PAGES = 5;

  /** What a search found: the oldest match, or none; {@code gaveUp}: the pages ran out first. */
  public record Found(Optional<Message> message, boolean gaveUp) {}

  private EarlierMessage() {}

  /**
   * Searches {@code channel} for the bot's own oldest message matching {@code match}, sent since
   * {@link #SLACK} before {@code claimedAt}.
   */
  public static CompletableFuture<Found> find(
      RequestPacer pacer,
      RequestPacer.Kind kind,
      MessageChannel channel,
      Instant claimedAt,
      Predicate<Message> match) {
    long after = TimeUtil.getDiscordTimestamp(claimedAt.minus(SLACK).toEpochMilli());
    long self = channel.getJDA().getSelfUser().getIdLong();
    return page(
        pacer, kind, channel, after, m -> m.getAuthor().getIdLong() == self && match.test(m), 1);
  }

  private static CompletableFuture<Found> page(
      RequestPacer pacer,
      RequestPacer.Kind kind,
      MessageChannel channel,
      long after,
      Predicate<Message> match,
      int page) {
    return pacer
        .acquire(kind)
        .thenCompose(ready -> channel.getHistoryAfter(after, PAGE).submit())
        .thenCompose(
            history -> {
              // Discord gives the page's messages newest first; ids order them whatever the order.
              List<Message> messages = history.getRetrievedHistory();
              Optional<Message> oldest =
                  messages.stream().filter(match).min(Comparator.comparingLong(Message::getIdLong));
              // A page not full is the channel's end; a match in an earlier page is older than
              // anything in a later one.
              if (oldest.isPresent() || messages.size() < PAGE) {
                return CompletableFuture.completedFuture(new Found(oldest, false));
              }
              if (page >= MAX_PAGES) {
                return CompletableFuture.completedFuture(new Found(Optional.empty(), true));
              }
              long newest = messages.stream().mapToLong(Message::getIdLong).max().getAsLong();
              return page(pacer, kind, channel, newest, match, page + 1);
            });
  }
}
