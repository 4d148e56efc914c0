package dev.quizbot.e2e;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.LoggerContext;
import ch.qos.logback.classic.encoder.PatternLayoutEncoder;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.Appender;
import ch.qos.logback.core.AppenderBase;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import org.slf4j.LoggerFactory;

/**
 * Captures every log line the bot side writes (our code, JDA and every library of the jar), at
 * TRACE, rendered in full (logger, message, MDC, key values and stack trace), while attached; the
 * levels in force before are restored on detach.
 *
 * <p>The fake Discord's own lines are left out: it is the server, and its WebSocket library
 * (test-only, not in the jar) traces the IDENTIFY frame it receives, token included, as Discord's
 * servers would see it.
 */
public final class LogCapture extends AppenderBase<ILoggingEvent> {
  private static final List<String> LOGGERS =
      List.of(Logger.ROOT_LOGGER_NAME, "dev.quizbot", "net.dv8tion");
  private static final List<String> FAKE_DISCORD_LOGGERS =
      List.of("dev.quizbot.fakediscord", "org.java_websocket");

  private final List<String> lines = new CopyOnWriteArrayList<>();
  private final Map<String, Level> previousLevels = new HashMap<>();
  private final List<Appender<ILoggingEvent>> pausedAppenders = new ArrayList<>();
  private final PatternLayoutEncoder encoder = new PatternLayoutEncoder();

  public void attach() {
    LoggerContext context = (LoggerContext) LoggerFactory.getILoggerFactory();
    setContext(context);
    setName("log-capture");
    encoder.setContext(context);
    encoder.setPattern("%level [%thread] %logger - %msg %mdc %kvp%n%ex");
    encoder.start();
    start();
    for (String name : LOGGERS) {
      Logger logger = context.getLogger(name);
      previousLevels.put(name, logger.getLevel());
      logger.setLevel(Level.TRACE);
    }
    for (String name : FAKE_DISCORD_LOGGERS) {
      Logger logger = context.getLogger(name);
      previousLevels.put(name, logger.getLevel());
      logger.setLevel(Level.INFO);
    }
    // TRACE would flood the build log: the console appenders pause while capturing.
    Logger root = context.getLogger(Logger.ROOT_LOGGER_NAME);
    root.iteratorForAppenders().forEachRemaining(pausedAppenders::add);
    pausedAppenders.forEach(root::detachAppender);
    root.addAppender(this);
  }

  public void detach() {
    LoggerContext context = (LoggerContext) getContext();
    Logger root = context.getLogger(Logger.ROOT_LOGGER_NAME);
    root.detachAppender(this);
    pausedAppenders.forEach(root::addAppender);
    previousLevels.forEach((name, level) -> context.getLogger(name).setLevel(level));
    stop();
  }

  public List<String> lines() {
    return List.copyOf(lines);
  }

  @Override
  protected void append(ILoggingEvent event) {
    if (FAKE_DISCORD_LOGGERS.stream().anyMatch(event.getLoggerName()::startsWith)) {
      return;
    }
    lines.add(new String(encoder.encode(event), StandardCharsets.UTF_8));
  }
}
