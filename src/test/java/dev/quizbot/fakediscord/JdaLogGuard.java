package dev.quizbot.fakediscord;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.classic.spi.IThrowableProxy;
import ch.qos.logback.classic.spi.StackTraceElementProxy;
import ch.qos.logback.core.AppenderBase;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.stream.Collectors;
import org.slf4j.LoggerFactory;

/**
 * Collects every WARN or ERROR that JDA logs during a test. JDA reports a payload it cannot use (a
 * missing field) only as a WARN and then drops the event, so any such line fails the test.
 */
public final class JdaLogGuard extends AppenderBase<ILoggingEvent> {

  public static final String JDA_LOGGER = "net.dv8tion";
  private static final int FRAMES = 12;

  private final List<ILoggingEvent> problems = new CopyOnWriteArrayList<>();
  private final List<String> allowedFragments = new CopyOnWriteArrayList<>();

  /** Starts collecting from the {@code net.dv8tion} logger tree. */
  public void attach() {
    setName("jda-log-guard");
    setContext((ch.qos.logback.classic.LoggerContext) LoggerFactory.getILoggerFactory());
    start();
    jdaLogger().addAppender(this);
  }

  public void detach() {
    jdaLogger().detachAppender(this);
    stop();
  }

  /** Tolerates WARN/ERROR lines whose message contains the fragment (for expected faults). */
  public void allow(String fragment) {
    allowedFragments.add(fragment);
  }

  @Override
  protected void append(ILoggingEvent event) {
    if (event.getLevel().isGreaterOrEqual(Level.WARN)) {
      problems.add(event);
    }
  }

  /** The offending lines so far, formatted "LEVEL logger - message". */
  public List<String> violations() {
    return problems.stream()
        .filter(e -> allowedFragments.stream().noneMatch(f -> e.getFormattedMessage().contains(f)))
        .map(
            e ->
                e.getLevel() + " " + e.getLoggerName() + " - " + e.getFormattedMessage() + cause(e))
        .collect(Collectors.toList());
  }

  /** Throws an AssertionError listing every unexpected JDA WARN/ERROR line. */
  public void assertClean() {
    List<String> violations = violations();
    if (!violations.isEmpty()) {
      throw new AssertionError(
          "JDA logged WARN/ERROR lines (a payload the fake sent is probably incomplete):\n  "
              + String.join("\n  ", violations));
    }
  }

  /** The throwable's chain and the first frames of each, so a CI log names what failed. */
  private static String cause(ILoggingEvent event) {
    StringBuilder out = new StringBuilder();
    for (IThrowableProxy t = event.getThrowableProxy(); t != null; t = t.getCause()) {
      out.append("\n    caused by ").append(t.getClassName()).append(": ").append(t.getMessage());
      StackTraceElementProxy[] frames = t.getStackTraceElementProxyArray();
      for (int i = 0; i < Math.min(FRAMES, frames.length); i++) {
        out.append("\n      ").append(frames[i].getSTEAsString());
      }
    }
    return out.toString();
  }

  private static Logger jdaLogger() {
    return (Logger) LoggerFactory.getLogger(JDA_LOGGER);
  }
}
