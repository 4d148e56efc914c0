package dev.quizbot.discord;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.LoggerContext;
import ch.qos.logback.classic.turbo.TurboFilter;
import ch.qos.logback.core.spi.FilterReply;
import org.slf4j.LoggerFactory;
import org.slf4j.Marker;

/**
 * Drops one ERROR line JDA writes about itself while it tears down: when Discord rejects the token,
 * JDA's login calls its own {@code shutdownNow()}, which interrupts the REST worker that is still
 * recording the 401's rate-limit headers, and that worker logs "Encountered exception trying to
 * execute request" with {@code IllegalStateException: Unable to acquire lock while thread is
 * interrupted!} and a stack trace. The bot's one-line "Discord rejected the bot token" already says
 * all there is to say, and a stack trace on a start-up failure is what the bot promises not to
 * print (StartupFailuresIT#tokenRejected caught it on a loaded machine).
 *
 * <p>Only that exact pairing is dropped: the rate limiter's logger, level ERROR, and an
 * IllegalStateException with JDA's interrupted-lock message. A worker is only interrupted when JDA
 * shuts down now, so no request failure of a running bot can match.
 */
final class JdaTeardownNoise extends TurboFilter {
  static final String RATE_LIMITER_LOGGER = "net.dv8tion.jda.api.requests.RestRateLimiter";
  static final String INTERRUPTED_LOCK = "Unable to acquire lock while thread is interrupted!";

  private JdaTeardownNoise() {}

  /** Adds the filter to the process's Logback context once (JdaFactory calls it per JDA). */
  static void install() {
    if (!(LoggerFactory.getILoggerFactory() instanceof LoggerContext context)) {
      return;
    }
    synchronized (context) {
      for (TurboFilter filter : context.getTurboFilterList()) {
        if (filter instanceof JdaTeardownNoise) {
          return;
        }
      }
      JdaTeardownNoise filter = new JdaTeardownNoise();
      filter.setContext(context);
      filter.start();
      context.addTurboFilter(filter);
    }
  }

  @Override
  public FilterReply decide(
      Marker marker, Logger logger, Level level, String format, Object[] params, Throwable t) {
    return isTeardownNoise(logger.getName(), level, t) ? FilterReply.DENY : FilterReply.NEUTRAL;
  }

  static boolean isTeardownNoise(String loggerName, Level level, Throwable t) {
    return level == Level.ERROR
        && RATE_LIMITER_LOGGER.equals(loggerName)
        && t instanceof IllegalStateException
        && INTERRUPTED_LOCK.equals(t.getMessage());
  }
}
