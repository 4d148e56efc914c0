package dev.quizbot.fakediscord;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.slf4j.LoggerFactory;

final class JdaLogGuardTest {

  private final JdaLogGuard guard = new JdaLogGuard();

  @BeforeEach
  void attach() {
    guard.attach();
  }

  @AfterEach
  void detach() {
    guard.detach();
  }

  @Test
  @DisplayName("A WARN from a JDA logger fails the check with the offending line")
  void jdaWarnFails() {
    // GIVEN JDA logs a WARN
    LoggerFactory.getLogger("net.dv8tion.jda.internal.handle.FakeHandler")
        .warn("Received a payload with a missing field");

    // WHEN the check runs THEN it fails naming the line
    assertThatThrownBy(guard::assertClean)
        .isInstanceOf(AssertionError.class)
        .hasMessageContaining("missing field");
  }

  @Test
  @DisplayName("An ERROR from JDA is collected as a violation")
  void jdaErrorIsCollected() {
    // GIVEN JDA logs an ERROR
    LoggerFactory.getLogger("net.dv8tion.jda.api.JDA").error("boom");

    // WHEN the violations are read THEN the ERROR is among them
    assertThat(guard.violations()).containsExactly("ERROR net.dv8tion.jda.api.JDA - boom");
  }

  @Test
  @DisplayName("Warnings from other libraries and allowed fragments do not fail the check")
  void otherLoggersAndAllowedFragmentsPass() {
    // GIVEN a WARN from another library and an allowed JDA warning
    LoggerFactory.getLogger("org.java_websocket.Server").warn("not JDA");
    guard.allow("Encountered 429");
    LoggerFactory.getLogger("net.dv8tion.jda.internal.requests.RateLimiter")
        .warn("Encountered 429 on route POST/channels");

    // WHEN the check runs THEN it passes
    assertThatCode(guard::assertClean).doesNotThrowAnyException();
  }
}
