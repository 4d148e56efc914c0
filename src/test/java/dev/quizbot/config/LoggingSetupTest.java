package dev.quizbot.config;

import static org.assertj.core.api.Assertions.assertThat;

import ch.qos.logback.classic.LoggerContext;
import ch.qos.logback.classic.encoder.PatternLayoutEncoder;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.OutputStreamAppender;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.slf4j.Logger;

final class LoggingSetupTest {
  private static final String TOKEN = "MTAwMDAwMDAwMDAwMDAwMDAy.fake.another-made-up-token";

  // A private context: the tests never touch the process-wide logging.
  private final LoggerContext context = newContext();
  private final ByteArrayOutputStream out = new ByteArrayOutputStream();
  private final LoggingSetup setup = new LoggingSetup(context, out);
  private final Logger log = context.getLogger("dev.quizbot.test");

  private static LoggerContext newContext() {
    LoggerContext context = new LoggerContext();
    context.setMDCAdapter(new ch.qos.logback.classic.util.LogbackMDCAdapter());
    return context;
  }

  private String output() {
    return out.toString(StandardCharsets.UTF_8);
  }

  @Test
  @DisplayName("text format writes readable lines")
  void textFormat() {
    setup.apply(LogSettings.defaults());

    log.info("round {} opened", "r1");

    assertThat(output())
        .matches("(?s)\\d\\d:\\d\\d:\\d\\d\\.\\d{3} INFO  \\[.*\\] .* - round r1 opened\\R");
  }

  @Test
  @DisplayName("text format writes CR and LF of a message escaped: one event, one line")
  void textFormatEscapesLineBreaks() {
    setup.apply(LogSettings.defaults());

    log.warn("report note {}", "fine\r\n12:00:00.000 ERROR [main] d.q.App - forged");

    assertThat(output().split("\n", -1)).hasSize(2); // the line and the empty rest after it
    assertThat(output())
        .doesNotContain("\r")
        .contains("report note fine\\r\\n12:00:00.000 ERROR [main] d.q.App - forged");
  }

  @Test
  @DisplayName("json format writes one JSON object per line")
  void jsonFormat() throws Exception {
    setup.apply(new LogSettings(LogSettings.Format.JSON, "INFO"));

    log.info("round {} opened", "r1");
    log.warn("second line");

    String[] lines = output().split("\\R");
    assertThat(lines).hasSize(2);
    JsonNode first = new ObjectMapper().readTree(lines[0]);
    assertThat(first.get("level").asText()).isEqualTo("INFO");
    assertThat(first.get("formattedMessage").asText()).isEqualTo("round r1 opened");
  }

  @Test
  @DisplayName("the level switch hides lines below the level")
  void levelSwitch() {
    setup.apply(new LogSettings(LogSettings.Format.TEXT, "WARN"));

    log.info("hidden");
    log.warn("shown");

    assertThat(output()).contains("shown").doesNotContain("hidden");
    assertThat(setup.debugEnabled()).isFalse();
  }

  @Test
  @DisplayName("debug level is reported as debug enabled")
  void debugEnabled() {
    setup.apply(new LogSettings(LogSettings.Format.TEXT, "DEBUG"));

    assertThat(setup.debugEnabled()).isTrue();
  }

  @Test
  @DisplayName("a protected token is masked in messages, arguments and stack traces")
  void masksTokenInText() {
    setup.apply(LogSettings.defaults());
    setup.protect(BotToken.of(TOKEN));

    log.info("token is " + TOKEN);
    log.info("argument {}", TOKEN);
    log.error("failed", new IllegalStateException("bad token " + TOKEN));

    assertThat(output()).doesNotContain(TOKEN).contains("token is [redacted]");
    assertThat(output()).contains("argument [redacted]").contains("bad token [redacted]");
  }

  @Test
  @DisplayName("a protected token is masked in JSON lines too")
  void masksTokenInJson() {
    setup.apply(new LogSettings(LogSettings.Format.JSON, "INFO"));
    setup.protect(BotToken.of(TOKEN));

    log.info("token {}", TOKEN);

    assertThat(output()).doesNotContain(TOKEN).contains("[redacted]");
  }

  @Test
  @DisplayName("protection survives a later format switch")
  void protectionSurvivesReapply() {
    setup.apply(LogSettings.defaults());
    setup.protect(BotToken.of(TOKEN));
    setup.apply(new LogSettings(LogSettings.Format.JSON, "INFO"));

    log.info(TOKEN);

    assertThat(output()).doesNotContain(TOKEN);
  }

  @Test
  @DisplayName("protect also masks an appender that another set-up attached")
  void protectWrapsExistingAppender() {
    PatternLayoutEncoder encoder = new PatternLayoutEncoder();
    encoder.setContext(context);
    encoder.setPattern("%msg%n");
    encoder.start();
    OutputStreamAppender<ILoggingEvent> appender = new OutputStreamAppender<>();
    appender.setContext(context);
    appender.setEncoder(encoder);
    appender.setOutputStream(out);
    appender.start();
    context.getLogger(org.slf4j.Logger.ROOT_LOGGER_NAME).addAppender(appender);

    setup.protect(BotToken.of(TOKEN));
    log.info("leak {}", TOKEN);

    assertThat(output()).isEqualTo("leak [redacted]" + System.lineSeparator());
  }
}
