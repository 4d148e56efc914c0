package dev.quizbot.fakediscord;

import dev.quizbot.discord.DiscordEndpoints;
import dev.quizbot.discord.JdaFactory;
import dev.quizbot.shard.Shard;
import java.time.Duration;
import java.util.List;
import net.dv8tion.jda.api.JDA;

/** A bot made of the production {@link JdaFactory} plus the given JDA listeners. */
public final class JdaTestBot implements BotUnderTest {

  /** Generous: on a loaded 2-core CI machine a clean shutdown can take seconds. */
  private static final Duration STOP_TIMEOUT = Duration.ofSeconds(30);

  private final Shard shard;
  private final List<Object> listeners;
  private final JdaFactory factory = new JdaFactory();
  private volatile JDA jda;

  public JdaTestBot(Object... listeners) {
    this(Shard.ALL, listeners);
  }

  /** A bot that logs in as one shard of several (the fake then sends it that shard's guilds). */
  public JdaTestBot(Shard shard, Object... listeners) {
    this.shard = shard;
    this.listeners = List.of(listeners);
  }

  @Override
  public void start(String apiUrl, String gatewayUrl, String token) {
    jda = factory.create(token, DiscordEndpoints.of(apiUrl, gatewayUrl), shard, listeners);
    try {
      jda.awaitReady();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException("interrupted while JDA logged in", e);
    }
  }

  /** The running JDA, for tests that drive RestActions directly. */
  public JDA jda() {
    if (jda == null) {
      throw new IllegalStateException("bot not started");
    }
    return jda;
  }

  /** See {@link JdaFactory#awaitRequestsFinished}; for tests that shut JDA down themselves. */
  public boolean awaitRequestsFinished(Duration timeout) throws InterruptedException {
    return factory.awaitRequestsFinished(timeout);
  }

  /**
   * Returns only when JDA is fully down, including the REST request it may still have been sending
   * when it reported SHUTDOWN: the fake is closed right after, and a late request would hit a
   * closed port and log an ERROR. Fails if that does not happen in time.
   */
  @Override
  public void stop() {
    JDA running = jda;
    if (running == null) {
      return;
    }
    jda = null;
    running.shutdown();
    try {
      if (!running.awaitShutdown(STOP_TIMEOUT)) {
        // Requests still queued (e.g. behind a long Retry-After the test provoked): cancel them.
        running.shutdownNow();
        if (!running.awaitShutdown(STOP_TIMEOUT)) {
          throw new IllegalStateException("JDA did not shut down within " + STOP_TIMEOUT);
        }
      }
      if (!factory.awaitRequestsFinished(STOP_TIMEOUT)) {
        throw new IllegalStateException("a JDA REST request still ran after " + STOP_TIMEOUT);
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException("interrupted while JDA shut down", e);
    }
  }
}
