package dev.quizbot.discord.quiz;

import dev.quizbot.discord.AnswerHider;
import dev.quizbot.discord.RequestPacer;
import dev.quizbot.round.AnswerOutcome;
import dev.quizbot.round.OpenRoundView;
import dev.quizbot.round.ReactionSnapshot;
import dev.quizbot.round.ReconcileResult;
import dev.quizbot.round.RoundService;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Consumer;
import net.dv8tion.jda.api.JDA;
import net.dv8tion.jda.api.entities.User;
import net.dv8tion.jda.api.entities.channel.middleman.GuildMessageChannel;
import net.dv8tion.jda.api.entities.emoji.Emoji;
import net.dv8tion.jda.api.requests.restaction.pagination.ReactionPaginationAction;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Reads the reactions now on an open round's message after a restart or a re-created session (every
 * choice, page by page, each page through an urgent permit of the {@link RequestPacer}), hands them
 * to {@link RoundService#reconcile} and hides the answers it graded in hide-answers mode.
 */
final class ReactionReader {
  private static final Logger log = LoggerFactory.getLogger(ReactionReader.class);

  /** Discord's largest page of reaction users. */
  private static final int REACTIONS_PAGE = 100;

  private final RoundService rounds;
  private final AnswerHider hider;
  private final RequestPacer pacer;

  ReactionReader(RoundService rounds, AnswerHider hider, RequestPacer pacer) {
    this.rounds = rounds;
    this.hider = hider;
    this.pacer = pacer;
  }

  /** Grades the reactions of one open round; in hide-answers mode queues their removal. */
  CompletableFuture<Void> reconcile(JDA jda, OpenRoundView round) {
    try {
      GuildMessageChannel channel =
          jda.getChannelById(GuildMessageChannel.class, round.channelId());
      if (channel == null) {
        rounds.reconcile(round.messageId(), List.of());
        return CompletableFuture.completedFuture(null);
      }
      Map<Long, User> users = new ConcurrentHashMap<>();
      return readReactions(channel, round, users)
          .thenAccept(
              snapshots -> {
                ReconcileResult result = rounds.reconcile(round.messageId(), snapshots);
                hideRecovered(channel, result, users);
              });
    } catch (RuntimeException e) {
      // E.g. JDA refuses locally (Read Message History taken away): skip this round, not all.
      return CompletableFuture.failedFuture(e);
    }
  }

  /** Reactions graded by the reconcile are hidden like live ones (see {@link AnswerHider}). */
  private void hideRecovered(
      GuildMessageChannel channel, ReconcileResult result, Map<Long, User> users) {
    for (AnswerOutcome.Recorded recorded : result.recorded()) {
      User user = users.get(recorded.userId());
      if (user != null) {
        hider.hide(channel, recorded, user);
      }
    }
  }

  /** Every choice reaction of the round; {@code users} collects who made them, by id. */
  private CompletableFuture<List<ReactionSnapshot>> readReactions(
      GuildMessageChannel channel, OpenRoundView round, Map<Long, User> users) {
    List<CompletableFuture<List<ReactionSnapshot>>> perEmoji = new ArrayList<>();
    for (String emoji : round.choiceEmojis()) {
      List<ReactionSnapshot> snapshots = Collections.synchronizedList(new ArrayList<>());
      ReactionPaginationAction pages =
          channel
              .retrieveReactionUsersById(round.messageId(), Emoji.fromUnicode(emoji))
              .limit(REACTIONS_PAGE)
              .cache(false); // paging still advances; the users are collected here, not twice
      perEmoji.add(
          readPages(
                  pages,
                  u -> {
                    users.put(u.getIdLong(), u);
                    snapshots.add(new ReactionSnapshot(u.getIdLong(), u.isBot(), emoji));
                  })
              .thenApply(done -> List.copyOf(snapshots)));
    }
    return CompletableFuture.allOf(perEmoji.toArray(CompletableFuture[]::new))
        .thenApply(done -> perEmoji.stream().flatMap(f -> f.join().stream()).toList());
  }

  /**
   * Reads page after page (each paced; the action remembers where the last one ended) until one is
   * short. Not {@code forEachAsync}: it asks for one more, empty page after the last, unpaced,
   * which doubled the requests of a restart; nor {@code takeRemainingAsync(Integer.MAX_VALUE)},
   * which pre-sizes a list of that length and fails with OutOfMemoryError.
   */
  private CompletableFuture<Void> readPages(ReactionPaginationAction pages, Consumer<User> each) {
    return pacer
        .acquire(RequestPacer.Kind.RECOVERY_READ)
        .thenCompose(permit -> pages.submit())
        .thenCompose(
            page -> {
              page.forEach(each);
              return page.size() < REACTIONS_PAGE
                  ? CompletableFuture.completedFuture(null)
                  : readPages(pages, each);
            });
  }

  static void logReadFailure(OpenRoundView round, Throwable err) {
    Throwable cause = err.getCause() != null ? err.getCause() : err;
    if (cause instanceof CancellationException) {
      // The bot is stopping: the next start reads this round again.
      log.debug("reactions of round {} not read: the bot is stopping", round.roundId());
    } else {
      log.info("could not read reactions of round {}: {}", round.roundId(), err.getMessage());
    }
  }
}
