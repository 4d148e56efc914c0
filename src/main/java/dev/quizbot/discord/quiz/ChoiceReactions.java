package dev.quizbot.discord.quiz;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.function.Function;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Adds the choice reactions of posted questions: a message's reactions one after another (so they
 * appear in order), and only a few messages at a time.
 *
 * <p>Why the cap: when many /quiz arrive together, adding every question's four reactions at once
 * puts hundreds of reaction requests in flight; the interaction acknowledgements of the later
 * commands then wait behind them at the HTTP layer and miss Discord's 3 s deadline (measured with
 * {@code QuizBurstBench}: 100 /quiz at once, 16 of them late). With the cap the acknowledgements
 * overtake the reactions; a question only gets its reactions a little later.
 */
final class ChoiceReactions {
  private static final Logger log = LoggerFactory.getLogger(ChoiceReactions.class);

  /**
   * One message to decorate; {@code add} sends one reaction and completes when Discord answered.
   */
  private record Job(List<String> emojis, Function<String, CompletableFuture<?>> add) {}

  private final int maxMessages;
  private final Deque<Job> waiting = new ArrayDeque<>();
  private int running; // guarded by this

  /**
   * @param maxMessages how many messages get their reactions at the same time
   */
  ChoiceReactions(int maxMessages) {
    if (maxMessages < 1) {
      throw new IllegalArgumentException("maxMessages must be at least 1");
    }
    this.maxMessages = maxMessages;
  }

  /**
   * Queues one message's reactions.
   *
   * @param add sends one reaction (by emoji) and returns a future of Discord's answer
   */
  void add(List<String> emojis, Function<String, CompletableFuture<?>> add) {
    Job job = new Job(List.copyOf(emojis), add);
    synchronized (this) {
      if (running >= maxMessages) {
        waiting.addLast(job);
        return;
      }
      running++;
    }
    run(job, 0);
  }

  private void run(Job job, int index) {
    if (index >= job.emojis().size()) {
      finished();
      return;
    }
    String emoji = job.emojis().get(index);
    CompletableFuture<?> sent;
    try {
      sent = job.add().apply(emoji);
    } catch (RuntimeException e) {
      sent = CompletableFuture.failedFuture(e);
    }
    sent.whenComplete(
        (ok, err) -> {
          if (err != null) {
            log.info("could not add {}: {}", emoji, err.getMessage());
          }
          run(job, index + 1);
        });
  }

  private void finished() {
    Job next;
    synchronized (this) {
      next = waiting.pollFirst();
      if (next == null) {
        running--;
        return;
      }
    }
    run(next, 0);
  }
}
