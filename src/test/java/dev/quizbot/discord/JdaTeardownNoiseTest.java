package dev.quizbot.discord;

import static org.assertj.core.api.Assertions.assertThat;

import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.read.ListAppender;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.slf4j.LoggerFactory;

final class JdaTeardownNoiseTest {
  private final Logger rateLimiter =
      (Logger) LoggerFactory.getLogger(JdaTeardownNoise.RATE_LIMITER_LOGGER);
  private final ListAppender<ILoggingEvent> seen = new ListAppender<>();

  @BeforeEach
  void listen() {
    JdaTeardownNoise.install();
    seen.start();
    rateLimiter.addAppender(seen);
  }

  @AfterEach
  void stopListening() {
    rateLimiter.detachAppender(seen);
  }

  @Test
  @DisplayName("JDA's interrupted-lock ERROR while it shuts itself down is not logged")
  void teardownLineDropped() {
    // WHEN the rate limiter logs the line JDA writes when its own shutdownNow interrupts a worker
    rateLimiter.error(
        "Encountered exception trying to execute request",
        new IllegalStateException(JdaTeardownNoise.INTERRUPTED_LOCK));

    // THEN nothing reaches the appenders
    assertThat(seen.list).isEmpty();
  }

  @Test
  @DisplayName("Any other rate-limiter failure, and the same text at WARN, are still logged")
  void otherFailuresKept() {
    // WHEN the rate limiter logs a different failure, the same failure at WARN, and one without it
    rateLimiter.error(
        "Encountered exception trying to execute request",
        new IllegalStateException("something else broke"));
    rateLimiter.warn(
        "Encountered exception trying to execute request",
        new IllegalStateException(JdaTeardownNoise.INTERRUPTED_LOCK));
    rateLimiter.error("Encountered exception trying to execute request");

    // THEN all three are logged
    assertThat(seen.list).hasSize(3);
  }

  @Test
  @DisplayName("Installing twice adds one filter")
  void installedOnce() {
    JdaTeardownNoise.install();
    JdaTeardownNoise.install();

    assertThat(
            rateLimiter.getLoggerContext().getTurboFilterList().stream()
                .filter(JdaTeardownNoise.class::isInstance))
        .hasSize(1);
  }
}
