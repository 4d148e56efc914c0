package dev.quizbot.storage.move;

import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** The move's target URL: checked before the driver sees it, and never printed with a password. */
public final class TargetUrl {

  /** What a valid {@code --to} looks like, for every message about a wrong one. */
  public static final String SHAPE =
      "jdbc:postgresql://HOST[:PORT]/DB, e.g. jdbc:postgresql://db.example:5432/quizbot";

  /** A PostgreSQL JDBC URL with one or more {@code HOST[:PORT]} and a database name. */
  private static final Pattern POSTGRES_URL =
      Pattern.compile(
          "jdbc:postgresql://(?<hosts>[A-Za-z0-9._%\\[\\]:-]+(,[A-Za-z0-9._%\\[\\]:-]+)*)"
              + "/(?<db>[^/?#\\s]+)(\\?[^#\\s]*)?");

  /**
   * {@code jdbc:postgresql:DB} and {@code jdbc:postgresql:///DB}: the driver's forms for a database
   * on localhost:5432.
   */
  private static final Pattern LOCAL_URL =
      Pattern.compile("jdbc:postgresql:((?!/)|///)[^/?#\\s]+(\\?[^#\\s]*)?");

  /** A URL's {@code //user:secret@}: group 1 the user (a secret may hold an {@code @}). */
  private static final Pattern USER_SECRET = Pattern.compile("//([^/:@\\s]*):[^/\\s]*@");

  private TargetUrl() {}

  /**
   * What is wrong with {@code url} as a move's target, in words with a valid example; empty for a
   * usable one. Checked before the driver sees the URL: it throws on a bad one with the whole URL
   * (password included) and logs a port out of range on its own.
   */
  public static Optional<String> problem(String url) {
    String shown = redact(url);
    String why;
    if (url.startsWith("jdbc:sqlite:")) {
      why = "it is a SQLite URL; the target is PostgreSQL (the SQLite file is --from)";
    } else if (url.matches("(?i)postgres(ql)?://.*")) {
      why = "write it as a JDBC URL, starting jdbc:postgresql://";
    } else if (!url.startsWith("jdbc:postgresql:")) {
      why = "it is not a PostgreSQL URL";
    } else {
      Matcher m = POSTGRES_URL.matcher(url);
      boolean localDatabase = LOCAL_URL.matcher(url).matches(); // the driver's localhost:5432
      if (!m.matches() && !localDatabase) {
        why = "it needs a host and a database name";
      } else {
        why = localDatabase ? null : badPort(m.group("hosts"));
        if (why == null) {
          try {
            if (org.postgresql.Driver.parseURL(url, new java.util.Properties()) == null) {
              why = "the PostgreSQL driver cannot read it";
            }
          } catch (RuntimeException e) {
            why = "the PostgreSQL driver cannot read it";
          }
        }
      }
    }
    return why == null
        ? Optional.empty()
        : Optional.of("--to " + shown + " is not a usable target: " + why + "; give " + SHAPE);
  }

  /** The first port that is not a number from 1 to 65535, in words; null when all are. */
  private static String badPort(String hosts) {
    for (String host : hosts.split(",")) {
      int colon = host.lastIndexOf(':');
      if (colon < 0 || host.endsWith("]")) {
        continue; // no port, or a bare IPv6 address in brackets
      }
      String port = host.substring(colon + 1);
      if (!port.matches("\\d{1,5}")
          || Integer.parseInt(port) < 1
          || Integer.parseInt(port) > 65535) {
        return "the port " + port + " is not a number from 1 to 65535";
      }
    }
    return null;
  }

  /**
   * {@code text} with every password in it masked: the value of each {@code password=} (as in a
   * URL's query, up to the next {@code &} or space: the driver does not end it at {@code ;}) and
   * the secret of a {@code //user:secret@host} (up to the last {@code @} before the path, as a
   * secret may hold an {@code @}). For every message the move prints.
   */
  public static String redact(String text) {
    String masked = text.replaceAll("(?i)(password=)[^&\\s]*", "$1***");
    return USER_SECRET.matcher(masked).replaceAll("//$1:***@");
  }

  /**
   * {@code url} with no password in it at all, for a line an operator copies into a setting: each
   * {@code password=} parameter removed and a {@code //user:secret@} shortened to {@code //user@}.
   * A masked {@code ***} pasted as the password would fail to log in.
   */
  public static String withoutPassword(String url) {
    String noSecret = USER_SECRET.matcher(url).replaceAll("//$1@");
    int q = noSecret.indexOf('?');
    if (q < 0) {
      return noSecret;
    }
    String query =
        java.util.Arrays.stream(noSecret.substring(q + 1).split("&"))
            .filter(p -> !p.isEmpty() && !p.regionMatches(true, 0, "password=", 0, 9))
            .collect(java.util.stream.Collectors.joining("&"));
    return noSecret.substring(0, q) + (query.isEmpty() ? "" : "?" + query);
  }
}
