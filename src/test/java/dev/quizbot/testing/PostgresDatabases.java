package dev.quizbot.testing;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.util.UUID;

/** Fresh, empty databases on the test server of {@code QUIZBOT_TEST_POSTGRES_URL}. */
public final class PostgresDatabases {
  private PostgresDatabases() {}

  /** The test server's URL, or null when none is given. */
  public static String serverUrl() {
    String url = System.getenv("QUIZBOT_TEST_POSTGRES_URL");
    return url != null && url.startsWith("jdbc:postgresql:") ? url : null;
  }

  /** Creates a new empty database named after {@code prefix}; returns its URL. */
  public static String fresh(String prefix) {
    String url = serverUrl();
    String name = prefix + "_" + UUID.randomUUID().toString().replace("-", "");
    try (Connection c = DriverManager.getConnection(url);
        Statement st = c.createStatement()) {
      st.execute("CREATE DATABASE " + name);
    } catch (Exception e) {
      throw new IllegalStateException("cannot create a database on " + url, e);
    }
    // jdbc:postgresql://host:port/db?params -> the same server, the new database
    return url.replaceFirst("(jdbc:postgresql://[^/]+/)[^?]*", "$1" + name);
  }
}
