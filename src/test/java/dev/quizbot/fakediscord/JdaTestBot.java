package dev.quizbot.fakediscord;

import dev.quizbot.discord.DiscordEndpoints;
import dev.quizbot.discord.JdaFactory;
import java.time.Duration;
import java.util.List;
import net.dv8tion.jda.api.JDA;

/** A bot made of the production {@link JdaFactory} plus the given JDA listeners. */
public final class JdaTestBot implements BotUnderTest {

  private final List<Object> listeners;
  private volatile JDA jda;

  public JdaTestBot(Object... listeners) {
    this.listeners = List.of(listeners);
  }

  @Override
  public void start(String apiUrl, String gatewayUrl, String token) {
    jda = new JdaFactory().create(token, DiscordEndpoints.of(apiUrl, gatewayUrl), listeners);
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

  @Override
  public void stop() {
    JDA running = jda;
    if (running == null) {
      return;
    }
    jda = null;
    running.shutdown();
    try {
      if (!running.awaitShutdown(Duration.ofSeconds(5))) {
        running.shutdownNow();
        running.awaitShutdown(Duration.ofSeconds(5));
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }
}
