package dev.quizbot.config;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.LoggerContext;
import ch.qos.logback.classic.encoder.JsonEncoder;
import ch.qos.logback.classic.encoder.PatternLayoutEncoder;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.Appender;
import ch.qos.logback.core.ConsoleAppender;
import ch.qos.logback.core.OutputStreamAppender;
import ch.qos.logback.core.encoder.Encoder;
import java.io.OutputStream;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CopyOnWriteArraySet;
import org.slf4j.LoggerFactory;

/**
 * Switches the process log between readable lines and JSON lines, sets the level, and masks secrets
 * (the bot token) in every line written.
 *
 * <p>{@link LogbackConfigurator} already picks the format and level from {@code QUIZBOT_LOG_FORMAT}
 * and {@code QUIZBOT_LOG_LEVEL} so that the very first lines are right; {@link #apply} then settles
 * both from the loaded configuration (which also knows {@code log.*} from the file).
 */
public final class LoggingSetup {
  /**
   * Readable line: time, level, thread, short logger name, message. CR and LF in the message are
   * written as {@code \\r} and {@code \\n}: a member's text logged with a line break in it could
   * otherwise forge a line that looks like the bot's own (log forging).
   */
  static final String TEXT_PATTERN =
      "%d{HH:mm:ss.SSS} %-5level [%thread] %logger{24} - "
          + "%replace(%replace(%msg){'\\r', '\\\\r'}){'\\n', '\\\\n'}%n";

  static final String APPENDER_NAME = "QUIZBOT";
  private static final String SECRETS_KEY = "dev.quizbot.config.LoggingSetup.secrets";

  private final LoggerContext context;
  private final OutputStream out;

  LoggingSetup(LoggerContext context, OutputStream out) {
    this.context = context;
    this.out = out;
  }

  /** The process-wide Logback context, writing to standard error. */
  public static LoggingSetup forProcess() {
    return new LoggingSetup((LoggerContext) LoggerFactory.getILoggerFactory(), null);
  }

  /** Replaces the root appender by one in the configured format and sets the root level. */
  public void apply(LogSettings settings) {
    Logger root = context.getLogger(Logger.ROOT_LOGGER_NAME);
    MaskingEncoder encoder = new MaskingEncoder(encoder(settings.format()), secrets());
    encoder.setContext(context);
    encoder.start();
    OutputStreamAppender<ILoggingEvent> appender = newAppender(encoder);
    appender.start();
    root.detachAndStopAllAppenders();
    root.addAppender(appender);
    root.setLevel(Level.toLevel(settings.level(), Level.INFO));
  }

  /**
   * From now on every log line has the token replaced by {@code [redacted]}. A safety net: no code
   * should log the token in the first place.
   */
  public void protect(BotToken token) {
    secrets().add(token.reveal());
    Logger root = context.getLogger(Logger.ROOT_LOGGER_NAME);
    List<Appender<ILoggingEvent>> appenders = new ArrayList<>();
    for (Iterator<Appender<ILoggingEvent>> it = root.iteratorForAppenders(); it.hasNext(); ) {
      appenders.add(it.next());
    }
    for (Appender<ILoggingEvent> appender : appenders) {
      if (appender instanceof OutputStreamAppender<ILoggingEvent> stream
          && !(stream.getEncoder() instanceof MaskingEncoder)) {
        // An appender someone else attached (e.g. a test harness): wrap its encoder in place.
        MaskingEncoder masking = new MaskingEncoder(stream.getEncoder(), secrets());
        masking.setContext(context);
        masking.start();
        stream.setEncoder(masking);
      }
    }
  }

  /** True when the root level lets DEBUG through: start-up failures then print stack traces. */
  public boolean debugEnabled() {
    return context.getLogger(Logger.ROOT_LOGGER_NAME).isDebugEnabled();
  }

  @SuppressWarnings("unchecked")
  private Set<String> secrets() {
    synchronized (context) {
      Object existing = context.getObject(SECRETS_KEY);
      if (existing == null) {
        existing = new CopyOnWriteArraySet<String>();
        context.putObject(SECRETS_KEY, existing);
      }
      return (Set<String>) existing;
    }
  }

  private OutputStreamAppender<ILoggingEvent> newAppender(Encoder<ILoggingEvent> encoder) {
    OutputStreamAppender<ILoggingEvent> appender;
    if (out == null) {
      ConsoleAppender<ILoggingEvent> console = new ConsoleAppender<>();
      console.setTarget("System.err");
      appender = console;
    } else {
      appender = new OutputStreamAppender<>();
    }
    appender.setContext(context);
    appender.setName(APPENDER_NAME);
    appender.setEncoder(encoder);
    if (out != null) {
      appender.setOutputStream(out);
    }
    return appender;
  }

  private Encoder<ILoggingEvent> encoder(LogSettings.Format format) {
    if (format == LogSettings.Format.JSON) {
      JsonEncoder json = new JsonEncoder();
      json.setContext(context);
      // The finished message instead of "template + arguments": what a log reader wants, and the
      // context block (name, birth time) and an always-zero sequence number are noise.
      json.setWithFormattedMessage(true);
      json.setWithMessage(false);
      json.setWithArguments(false);
      json.setWithContext(false);
      json.setWithSequenceNumber(false);
      json.start();
      return json;
    }
    PatternLayoutEncoder text = new PatternLayoutEncoder();
    text.setContext(context);
    text.setPattern(TEXT_PATTERN);
    text.start();
    return text;
  }
}
