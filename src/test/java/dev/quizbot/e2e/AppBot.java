package dev.quizbot.e2e;

import dev.quizbot.app.QuizbotApp;
import dev.quizbot.config.BotToken;
import dev.quizbot.config.ConfigLoader;
import dev.quizbot.config.QuizbotConfig;
import dev.quizbot.fakediscord.BotUnderTest;
import dev.quizbot.leaderboard.LeaderboardStore;
import dev.quizbot.testing.TestClock;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.ResultSetMetaData;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.UnaryOperator;

/**
 * The real application as the bot under test: the same wiring as {@code java -jar quizbot.jar},
 * with a test clock and a SQLite file that survives {@code stopBot()}/{@code startBot()}.
 */
public final class AppBot implements BotUnderTest {
  private final TestClock clock;
  private final Path databaseFile;
  private final Map<String, String> settings = new HashMap<>();
  private UnaryOperator<LeaderboardStore> leaderboardStore = UnaryOperator.identity();
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

  /** Wraps the leaderboard store of the next start, e.g. to hold a board query. */
  public AppBot withLeaderboardStore(UnaryOperator<LeaderboardStore> wrapper) {
    leaderboardStore = wrapper;
    return this;
  }

  @Override
  public void start(String apiUrl, String gatewayUrl, String token) {
    Map<String, String> env = new HashMap<>(settings);
    env.put("QUIZBOT_DISCORD_API_URL", apiUrl);
    env.put("QUIZBOT_DISCORD_GATEWAY_URL", gatewayUrl);
    // A test may point the bot at another database (PostgreSQL) with with(...).
    env.putIfAbsent("QUIZBOT_DATABASE_URL", "jdbc:sqlite:" + databaseFile);
    // Generous: a clean stop takes well under a second, but on a loaded 2-core CI machine a short
    // grace ends in shutdownNow(), which cancels queued requests mid-test-teardown.
    env.putIfAbsent("QUIZBOT_SHUTDOWN_GRACE", "20s");
    // Tests press many times at one instant of the test clock, where no token comes back; the
    // flood test of the per-member limit sets the default back with with(...).
    env.putIfAbsent("QUIZBOT_LIMITS_MEMBER_BURST", "1000");
    QuizbotConfig config = new ConfigLoader(env).load();
    try {
      app = QuizbotApp.start(config, BotToken.of(token), clock, leaderboardStore);
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

  /** The database the bot stores in: its SQLite file, or the URL given with {@link #with}. */
  public String jdbcUrl() {
    return settings.getOrDefault("QUIZBOT_DATABASE_URL", "jdbc:sqlite:" + databaseFile);
  }

  /** Graded answers committed to the database so far (reads the SQLite file directly). */
  public int storedAnswers() {
    return countRows("SELECT count(*) FROM answers");
  }

  /** Runs a {@code SELECT count(*) ...} against the bot's database. */
  public int countRows(String countQuery) {
    try (Connection c = DriverManager.getConnection(jdbcUrl());
        Statement st = c.createStatement();
        ResultSet rs = st.executeQuery(countQuery)) {
      rs.next();
      return rs.getInt(1);
    } catch (SQLException e) {
      throw new IllegalStateException(e);
    }
  }

  /**
   * Runs a query against the bot's database file; each row maps column label (lower case) to value.
   */
  public List<Map<String, Object>> rows(String query, Object... parameters) {
    try (Connection c = DriverManager.getConnection(jdbcUrl());
        PreparedStatement st = c.prepareStatement(query)) {
      for (int i = 0; i < parameters.length; i++) {
        st.setObject(i + 1, parameters[i]);
      }
      try (ResultSet rs = st.executeQuery()) {
        ResultSetMetaData meta = rs.getMetaData();
        List<Map<String, Object>> rows = new ArrayList<>();
        while (rs.next()) {
          Map<String, Object> row = new LinkedHashMap<>();
          for (int col = 1; col <= meta.getColumnCount(); col++) {
            row.put(meta.getColumnLabel(col).toLowerCase(Locale.ROOT), rs.getObject(col));
          }
          rows.add(row);
        }
        return rows;
      }
    } catch (SQLException e) {
      throw new IllegalStateException(e);
    }
  }

  /**
   * Runs an {@code UPDATE}/{@code DELETE} against the bot's database file while the bot is stopped,
   * e.g. to leave it as a process that died mid-way would; returns the rows changed.
   */
  public int execute(String statement, Object... parameters) {
    try (Connection c = DriverManager.getConnection(jdbcUrl());
        PreparedStatement st = c.prepareStatement(statement)) {
      for (int i = 0; i < parameters.length; i++) {
        st.setObject(i + 1, parameters[i]);
      }
      return st.executeUpdate();
    } catch (SQLException e) {
      throw new IllegalStateException(e);
    }
  }

  /** The single number a query returns, e.g. {@code SELECT points FROM member_stats WHERE ...}. */
  public long number(String query, Object... parameters) {
    List<Map<String, Object>> rows = rows(query, parameters);
    if (rows.size() != 1 || rows.get(0).size() != 1) {
      throw new IllegalStateException("expected one value from " + query + ", got " + rows);
    }
    return ((Number) rows.get(0).values().iterator().next()).longValue();
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
