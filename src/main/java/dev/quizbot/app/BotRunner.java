package dev.quizbot.app;

import dev.quizbot.bank.Problem;
import dev.quizbot.cli.BotStarter;
import dev.quizbot.config.BotToken;
import dev.quizbot.config.ConfigLoader;
import dev.quizbot.config.LoggingSetup;
import dev.quizbot.config.QuizbotConfig;
import dev.quizbot.config.StartupFailure;
import dev.quizbot.config.TokenSource;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.time.Clock;
import java.util.Map;
import java.util.concurrent.CountDownLatch;

/**
 * {@code quizbot run}: reads settings and token, starts the app, and runs until SIGTERM (or
 * Ctrl-C), then stops it in order and exits 0. Start-up failures become one line of cause and
 * remedy with a distinct exit status.
 */
public final class BotRunner implements BotStarter {
  private final Map<String, String> env;

  public BotRunner(Map<String, String> env) {
    this.env = env;
  }

  @Override
  public int start(PrintWriter err) {
    LoggingSetup logging = LoggingSetup.forProcess();
    PrintStream errStream = System.err;
    QuizbotApp app;
    try {
      QuizbotConfig config = new ConfigLoader(env).load();
      logging.apply(config.log());
      BotToken token = new TokenSource(env).resolve(config.discord());
      logging.protect(token);
      app = QuizbotApp.start(config, token, Clock.systemUTC());
    } catch (BankInvalidException e) {
      for (Problem problem : e.result().problems()) {
        errStream.println("  " + problem.format());
      }
      return StartupFailure.bankInvalid(e.result().summary())
          .report(errStream, logging.debugEnabled());
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return StartupFailure.of(e).report(errStream, logging.debugEnabled());
    } catch (RuntimeException e) {
      return StartupFailure.of(e).report(errStream, logging.debugEnabled());
    }

    CountDownLatch stopped = new CountDownLatch(1);
    QuizbotApp running = app;
    Runtime.getRuntime()
        .addShutdownHook(
            new Thread(
                () -> {
                  running.close();
                  stopped.countDown();
                },
                "quizbot-shutdown"));
    try {
      stopped.await();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
    return 0;
  }
}
