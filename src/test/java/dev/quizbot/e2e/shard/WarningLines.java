package dev.quizbot.e2e.shard;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.LoggerContext;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.AppenderBase;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.slf4j.LoggerFactory;

/**
 * Collects the WARN and ERROR lines the bots write (ours and JDA's) while attached, leaving log
 * levels and the console as they are. The fake Discord's own lines are left out: it is the server.
 */
final class WarningLines extends AppenderBase<ILoggingEvent> {
  private static final List<String> SERVER_LOGGERS =
      List.of("dev.quizbot.fakediscord", "org.java_websocket");

  private final List<String> lines = new CopyOnWriteArrayList<>();

  void attach() {
    LoggerContext context = (LoggerContext) LoggerFactory.getILoggerFactory();
    setContext(context);
    setName("shard-warnings");
    start();
    context.getLogger(Logger.ROOT_LOGGER_NAME).addAppender(this);
  }

  void detach() {
    LoggerContext context = (LoggerContext) getContext();
    context.getLogger(Logger.ROOT_LOGGER_NAME).detachAppender(this);
    stop();
  }

  List<String> lines() {
    return List.copyOf(lines);
  }

  @Override
  protected void append(ILoggingEvent event) {
    if (event.getLevel().isGreaterOrEqual(Level.WARN)
        && SERVER_LOGGERS.stream().noneMatch(event.getLoggerName()::startsWith)) {
      lines.add(
          event.getLevel() + " " + event.getLoggerName() + " - " + event.getFormattedMessage());
    }
  }
}
