package dev.quizbot.config;

import static org.assertj.core.api.Assertions.assertThat;

import ch.qos.logback.classic.LoggerContext;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.slf4j.LoggerFactory;

final class LogbackConfiguratorTest {

  @Test
  @DisplayName("QUIZBOT_LOG_FORMAT and QUIZBOT_LOG_LEVEL choose the first log set-up, any case")
  void readsEnvironment() {
    LogSettings settings =
        LogbackConfigurator.fromEnvironment(
            Map.of("QUIZBOT_LOG_FORMAT", "JSON", "QUIZBOT_LOG_LEVEL", "debug"));

    assertThat(settings).isEqualTo(new LogSettings(LogSettings.Format.JSON, "DEBUG"));
  }

  @Test
  @DisplayName("bad or missing values fall back to readable lines at INFO")
  void fallsBackToDefaults() {
    LogSettings settings =
        LogbackConfigurator.fromEnvironment(
            Map.of("QUIZBOT_LOG_FORMAT", "xml", "QUIZBOT_LOG_LEVEL", "loud"));

    assertThat(settings).isEqualTo(LogSettings.defaults());
  }

  @Test
  @DisplayName("the process logging is set up by the configurator, not by an XML file")
  void processUsesConfigurator() {
    LoggerContext context = (LoggerContext) LoggerFactory.getILoggerFactory();

    assertThat(
            context
                .getLogger(org.slf4j.Logger.ROOT_LOGGER_NAME)
                .getAppender(LoggingSetup.APPENDER_NAME))
        .isNotNull();
    assertThat(context.getLogger("com.zaxxer.hikari").getLevel().toString()).isEqualTo("WARN");
  }
}
