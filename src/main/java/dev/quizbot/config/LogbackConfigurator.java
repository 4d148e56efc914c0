package dev.quizbot.config;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.LoggerContext;
import ch.qos.logback.classic.spi.Configurator;
import ch.qos.logback.core.spi.ContextAwareBase;
import java.util.Locale;
import java.util.Map;

/**
 * Logback's set-up at the first log call, in code instead of logback.xml: no XML parsing on the
 * start-up path, and the same appender {@link LoggingSetup#apply} installs later. Format and level
 * come from {@code QUIZBOT_LOG_FORMAT} / {@code QUIZBOT_LOG_LEVEL} so the first lines are already
 * right; the config file's {@code log.*} values are applied once it has been read. Registered in
 * {@code META-INF/services/ch.qos.logback.classic.spi.Configurator}.
 */
public final class LogbackConfigurator extends ContextAwareBase implements Configurator {

  @Override
  public ExecutionStatus configure(LoggerContext context) {
    new LoggingSetup(context, null).apply(fromEnvironment(System.getenv()));
    // Pool and migration chatter is noise at INFO.
    context.getLogger("com.zaxxer.hikari").setLevel(Level.WARN);
    // A connection dropped as broken: the storage outage it belongs to is logged once, by the
    // answer writer and the stores; Hikari's line per connection (one a retry, every 2 s while a
    // SQLite file stays read-only) would repeat it.
    context.getLogger("com.zaxxer.hikari.pool.ProxyConnection").setLevel(Level.ERROR);
    context.getLogger("org.flywaydb").setLevel(Level.WARN);
    return ExecutionStatus.DO_NOT_INVOKE_NEXT_IF_ANY;
  }

  /**
   * Lenient on purpose: a bad value here falls back to the default, and {@link ConfigLoader}
   * reports it properly a moment later.
   */
  static LogSettings fromEnvironment(Map<String, String> env) {
    String format = env.getOrDefault(SettingNames.envVar("log.format"), "").trim();
    String level =
        env.getOrDefault(SettingNames.envVar("log.level"), "").trim().toUpperCase(Locale.ROOT);
    return new LogSettings(
        format.equalsIgnoreCase("json") ? LogSettings.Format.JSON : LogSettings.Format.TEXT,
        LogSettings.LEVELS.contains(level) ? level : LogSettings.defaults().level());
  }
}
