package dev.quizbot.config;

import java.util.Optional;

/**
 * The database. SQLite needs only the URL; PostgreSQL usually needs a user and a password.
 *
 * @param url {@code jdbc:sqlite:PATH} or {@code jdbc:postgresql://HOST[:PORT]/DB}
 */
public record DatabaseSettings(String url, Optional<String> user, Optional<String> password) {
  public static final String DEFAULT_URL = "jdbc:sqlite:data/quizbot.db";

  public static DatabaseSettings defaults() {
    return new DatabaseSettings(DEFAULT_URL, Optional.empty(), Optional.empty());
  }

  static DatabaseSettings read(SettingsReader r) {
    String url = r.string("database.url", DEFAULT_URL);
    if (!url.startsWith("jdbc:sqlite:") && !url.startsWith("jdbc:postgresql:")) {
      r.problem(
          "database.url",
          "must be jdbc:sqlite:PATH or jdbc:postgresql://HOST/DB, got " + redact(url));
      url = DEFAULT_URL;
    } else if (url.equals("jdbc:sqlite:")) {
      r.problem(
          "database.url", "must name a file after jdbc:sqlite:, e.g. jdbc:sqlite:data/quizbot.db");
      url = DEFAULT_URL;
    }
    return new DatabaseSettings(
        url, r.optionalString("database.user"), r.optionalString("database.password"));
  }

  /** The password never reaches a log line, including one that prints the whole config. */
  @Override
  public String toString() {
    return "DatabaseSettings[url="
        + redact(url)
        + ", user="
        + user.orElse("(none)")
        + ", password="
        + (password.isPresent() ? "(redacted)" : "(none)")
        + "]";
  }

  static String redact(String url) {
    return url.replaceAll("(?i)(password=)[^&;]*", "$1***");
  }
}
