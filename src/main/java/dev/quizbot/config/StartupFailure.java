package dev.quizbot.config;

import dev.quizbot.storage.StorageException;
import java.io.PrintStream;
import java.util.function.Predicate;

/**
 * Turns a start-up failure into one line for the admin ({@code quizbot: <cause>. <remedy>}) and an
 * exit status. The stack trace is printed only with debug logging on: admins need the fix, not the
 * call chain.
 *
 * <p>Exit statuses: {@value #UNEXPECTED} unexpected, {@value #CONFIG} configuration or token
 * missing / unreadable, {@value #BANK} question bank invalid, {@value #DATABASE} database
 * unreachable or not writable, {@value #DISCORD_LOGIN} Discord rejected the token, {@value
 * #DISCORD_UNREACHABLE} Discord could not be reached (worth retrying later).
 *
 * @param exitCode the process exit status
 * @param cause what went wrong, without trailing period
 * @param remedy what to do about it
 * @param error the exception behind it, for the debug stack trace; may be null
 */
public record StartupFailure(int exitCode, String cause, String remedy, Throwable error) {
  public static final int UNEXPECTED = 1;
  public static final int CONFIG = 2;
  public static final int BANK = 3;
  public static final int DATABASE = 4;
  public static final int DISCORD_LOGIN = 5;
  public static final int DISCORD_UNREACHABLE = 6;

  /** Classifies any exception that escaped start-up, none of them a rejected token. */
  public static StartupFailure of(Throwable error) {
    return of(error, t -> false);
  }

  /**
   * Classifies any exception that escaped start-up.
   *
   * @param tokenRejected tells Discord's refusal of the token (the adapter's exception, which this
   *     package does not know) in the chain of causes
   */
  public static StartupFailure of(Throwable error, Predicate<Throwable> tokenRejected) {
    for (Throwable t = error; t != null; t = t.getCause() == t ? null : t.getCause()) {
      if (t instanceof ConfigException config) {
        return new StartupFailure(
            CONFIG, String.join("; ", config.problems()), config.remedy(), error);
      }
      if (t instanceof StorageException storage) {
        return new StartupFailure(
            DATABASE,
            storage.getMessage(),
            "Check database.url (QUIZBOT_DATABASE_URL): a SQLite file must be in a writable folder,"
                + " a PostgreSQL server reachable with database.user and database.password",
            error);
      }
      if (tokenRejected.test(t)) {
        return tokenRejected(error);
      }
    }
    // Checked after the loop: a storage or token failure anywhere in the chain names itself first.
    for (Throwable t = error; t != null; t = t.getCause() == t ? null : t.getCause()) {
      if (isNetworkFailure(t)) {
        return new StartupFailure(
            DISCORD_UNREACHABLE,
            "cannot reach Discord: " + networkReason(t),
            "Check the network, DNS and firewall (HTTPS to discord.com and its gateway), or"
                + " discord.apiUrl / discord.gatewayUrl (QUIZBOT_DISCORD_API_URL,"
                + " QUIZBOT_DISCORD_GATEWAY_URL) if set; then start the bot again",
            error);
      }
    }
    return new StartupFailure(
        UNEXPECTED,
        "unexpected failure at start-up: " + describe(error),
        "Run with QUIZBOT_LOG_LEVEL=DEBUG to see the stack trace, and report it",
        error);
  }

  /**
   * The question bank failed validation; {@code message} says which file and line.
   *
   * @param noQuestions nothing loaded at all: most likely bank.paths points at the wrong place
   */
  public static StartupFailure bankInvalid(String message, boolean noQuestions) {
    return new StartupFailure(
        BANK,
        "the question bank is invalid: " + message,
        noQuestions
            ? "Point bank.paths (QUIZBOT_BANK_PATHS) at the folder that holds the decks, or add"
                + " one there (check with the validate command)"
            : "Fix the deck file (check it with the validate command) or point bank.paths"
                + " (QUIZBOT_BANK_PATHS) at valid decks",
        null);
  }

  /** Discord answered the login with 401 Unauthorized. */
  public static StartupFailure tokenRejected(Throwable error) {
    return new StartupFailure(
        DISCORD_LOGIN,
        "Discord rejected the bot token (401 Unauthorized)",
        "Copy a fresh token from the Discord developer portal (Bot, Reset Token) into"
            + " DISCORD_TOKEN or the token file",
        error);
  }

  /** {@code quizbot: <cause>. <remedy>} on a single line. */
  public String line() {
    String c = oneLine(cause);
    while (c.endsWith(".")) {
      c = c.substring(0, c.length() - 1);
    }
    String r = oneLine(remedy);
    return "quizbot: " + c + ". " + r + (r.endsWith(".") ? "" : ".");
  }

  /** Prints the line (and with {@code debug} the stack trace) and returns the exit status. */
  public int report(PrintStream err, boolean debug) {
    err.println(line());
    if (debug && error != null) {
      error.printStackTrace(err);
    }
    err.flush();
    return exitCode;
  }

  private static boolean isNetworkFailure(Throwable t) {
    return t instanceof java.net.ConnectException
        || t instanceof java.net.UnknownHostException
        || t instanceof java.net.NoRouteToHostException
        || t instanceof java.net.SocketTimeoutException
        || t instanceof javax.net.ssl.SSLException;
  }

  /** The reason in words, without exception class names (admins read this line). */
  private static String networkReason(Throwable t) {
    String message = t.getMessage() == null ? "" : t.getMessage();
    if (t instanceof java.net.UnknownHostException) {
      return "unknown host " + message;
    }
    if (t instanceof java.net.SocketTimeoutException) {
      return "no answer in time" + (message.isEmpty() ? "" : " (" + message + ")");
    }
    if (t instanceof javax.net.ssl.SSLException) {
      return "the secure connection failed" + (message.isEmpty() ? "" : " (" + message + ")");
    }
    return message.isEmpty() ? "the connection failed" : message.toLowerCase(java.util.Locale.ROOT);
  }

  private static String describe(Throwable error) {
    if (error == null) {
      return "unknown error";
    }
    String message = error.getMessage();
    return error.getClass().getSimpleName() + (message == null ? "" : ": " + message);
  }

  private static String oneLine(String text) {
    return text == null ? "" : text.replaceAll("\\s*\\R\\s*", " ").strip();
  }
}
