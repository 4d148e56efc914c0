package dev.quizbot.e2e;

import dev.quizbot.app.QuizbotApp;
import dev.quizbot.config.BotToken;
import dev.quizbot.config.ConfigLoader;
import dev.quizbot.config.QuizbotConfig;
import dev.quizbot.fakediscord.BotUnderTest;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.HashMap;
import java.util.Map;

/**
 * The real application as the bot under test: the same wiring as {@code java -jar quizbot.jar},
 * with a test clock and a SQLite file that survives {@code stopBot()}/{@code startBot()}.
 */
public final class AppBot implements BotUnderTest {
  private final TestClock clock;
  private final Path databaseFile;
  private final Map<String, String> settings = new HashMap<>();
  private QuizbotApp app;

  /**
   * @param clock the bot's clock, moved by the test
   * @param databaseFile SQLite file; reuse it across bots to test restarts
   */
  public AppBot(TestClock clock, Path databaseFile) {
    this.clock = clock;
    this.databaseFile = databaseFile;
  }

  /** A fresh bot with its own temporary database, starting at 2026-03-02T12:00Z. */
  public static AppBot fresh() {
    try {
      Path dir = Files.createTempDirectory("quizbot-e2e");
      return new AppBot(
          new TestClock(java.time.Instant.parse("2026-03-02T12:00:00Z")),
          dir.resolve("quizbot.db"));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** Sets a {@code QUIZBOT_*} environment setting for the next start. */
  public AppBot with(String envVar, String value) {
    settings.put(envVar, value);
    return this;
  }

  @Override
  public void start(String apiUrl, String gatewayUrl, String token) {
    Map<String, String> env = new HashMap<>(settings);
    env.put("QUIZBOT_DISCORD_API_URL", apiUrl);
    env.put("QUIZBOT_DISCORD_GATEWAY_URL", gatewayUrl);
    env.put("QUIZBOT_DATABASE_URL", "jdbc:sqlite:" + databaseFile);
    // Generous: a clean stop takes well under a second, but on a loaded 2-core CI machine a short
    // grace ends in shutdownNow(), which cancels queued requests mid-test-teardown.
    env.putIfAbsent("QUIZBOT_SHUTDOWN_GRACE", "20s");
    QuizbotConfig config = new ConfigLoader(env).load();
    try {
      app = QuizbotApp.start(config, BotToken.of(token), clock);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException(e);
    }
  }

  @Override
  public void stop() {
    if (app != null) {
      app.close();
      app = null;
    }
  }

  /** Graded answers committed to the database so far (reads the SQLite file directly). */
  public int storedAnswers() {
    return countRows("SELECT count(*) FROM answers");
  }

  /** Runs a {@code SELECT count(*) ...} against the bot's database file. */
  public int countRows(String countQuery) {
    try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + databaseFile);
        Statement st = c.createStatement();
        ResultSet rs = st.executeQuery(countQuery)) {
      rs.next();
      return rs.getInt(1);
    } catch (SQLException e) {
      throw new IllegalStateException(e);
    }
  }

  public QuizbotApp app() {
    return app;
  }

  public TestClock clock() {
    return clock;
  }

  public Path databaseFile() {
    return databaseFile;
  }
}
