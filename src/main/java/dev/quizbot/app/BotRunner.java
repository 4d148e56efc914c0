package dev.quizbot.app;

import dev.quizbot.bank.LoadResult;
import dev.quizbot.bank.Problem;
import dev.quizbot.cli.BotStarter;
import dev.quizbot.config.BotToken;
import dev.quizbot.config.ConfigLoader;
import dev.quizbot.config.LoggingSetup;
import dev.quizbot.config.QuizbotConfig;
import dev.quizbot.config.StartupFailure;
import dev.quizbot.config.TokenSource;
import dev.quizbot.discord.DiscordConnection;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.util.Map;
import java.util.concurrent.atomic.AtomicBoolean;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * {@code quizbot run}: reads settings and token, starts the app, and runs until SIGTERM (or
 * Ctrl-C), then stops it in order ({@link QuizbotApp#close}) and returns 0, so the process exits 0
 * (see {@link StopSignals} for why the signal is caught rather than left to a shutdown hook).
 * Start-up failures become one line of cause and remedy with a distinct exit status.
 */
public final class BotRunner implements BotStarter {
  private static final Logger log = LoggerFactory.getLogger(BotRunner.class);
  private final Map<String, String> env;

  public BotRunner(Map<String, String> env) {
    this.env = env;
  }

  /** The one problem itself (e.g. an empty folder, named), or the summary of those listed. */
  private static String bankFailure(LoadResult result) {
    return result.problems().size() == 1
        ? result.problems().get(0).format()
        : result.summary() + " (listed above)";
  }

  @Override
  public int start(PrintWriter err) {
    LoggingSetup logging = LoggingSetup.forProcess();
    // UTF-8 whatever the locale: problem lines quote file paths and question text.
    PrintStream errStream = new PrintStream(System.err, true, StandardCharsets.UTF_8);
    StopSignals signals = new StopSignals(Thread.currentThread());
    // A library thread that dies (e.g. JDA's session worker racing a stop during start-up) gets a
    // log line, not a raw stack trace on stderr; the trace only with debug logging.
    Thread.setDefaultUncaughtExceptionHandler(
        (thread, error) -> {
          log.warn("thread {} ended with {}", thread.getName(), error.toString());
          log.debug("stack trace of the thread {}", thread.getName(), error);
        });
    QuizbotApp app;
    try {
      QuizbotConfig config = new ConfigLoader(env).load();
      logging.apply(config.log());
      BotToken token = new TokenSource(env).resolve(config.discord());
      logging.protect(token);
      signals.install();
      if (config.database().url().startsWith("jdbc:sqlite:")) {
        SqliteNativeLibrary.useCachedCopy(env);
      }
      app = QuizbotApp.start(config, token, Clock.systemUTC());
    } catch (BankInvalidException e) {
      if (e.result().problems().size() > 1) {
        for (Problem problem : e.result().problems()) {
          errStream.println("  " + problem.format());
        }
      }
      return StartupFailure.bankInvalid(bankFailure(e.result()), e.result().bank().size() == 0)
          .report(errStream, logging.debugEnabled());
    } catch (InterruptedException | RuntimeException e) {
      if (signals.requested()) {
        // SIGTERM/SIGINT during start-up: start() has closed what it opened; nothing ran yet.
        Thread.interrupted();
        errStream.println("quizbot: stopped during start-up.");
        return 0;
      }
      if (e instanceof InterruptedException) {
        Thread.currentThread().interrupt();
      }
      return StartupFailure.of(e, DiscordConnection::isTokenRejected)
          .report(errStream, logging.debugEnabled());
    }

    // Stop once, whoever asks first: the main thread after SIGTERM/SIGINT, or the shutdown hook
    // when the JVM is going down for another reason (SIGHUP, a signal we could not catch).
    AtomicBoolean closed = new AtomicBoolean();
    QuizbotApp running = app;
    Runnable stop =
        () -> {
          synchronized (closed) {
            if (closed.compareAndSet(false, true)) {
              running.close();
            }
          }
        };
    Runtime.getRuntime().addShutdownHook(new Thread(stop, "quizbot-shutdown"));
    signals.running();
    signals.await();
    Thread.interrupted(); // a signal that raced with "ready" also interrupted this thread
    stop.run();
    return 0;
  }
}
