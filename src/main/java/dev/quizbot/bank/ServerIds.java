package dev.quizbot.bank;

import java.util.OptionalLong;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The ids a server deck's questions and deck get in the server's bank: {@code g<guild id>:<id>},
 * and {@code g<guild id>:<id>~<n>} for the n-th version of a changed question. They never clash
 * with the shipped bank's ids (the validator keeps this form for servers) nor with another
 * server's, and members' answers, reviews and reports stored under them stay apart.
 */
public final class ServerIds {
  private static final Pattern FORM = Pattern.compile("g([0-9]{1,19}):(.+)");

  /** Longest id a server deck's question may have (the column holds 128 with the prefix). */
  public static final int MAX_QUESTION_ID = 96;

  /** Longest id a server deck may have (a /quiz deck choice value holds 100 with the prefix). */
  public static final int MAX_DECK_ID = 64;

  private ServerIds() {}

  public static String deck(long guildId, String deckId) {
    return "g" + guildId + ":" + deckId;
  }

  /** The id of version {@code version} (1 for the first) of a server deck's question. */
  public static String question(long guildId, String questionId, int version) {
    return deck(guildId, questionId) + (version > 1 ? "~" + version : "");
  }

  /** The server an id belongs to; empty for a shipped id. */
  public static OptionalLong guildOf(String id) {
    Matcher m = FORM.matcher(id);
    if (!m.matches()) {
      return OptionalLong.empty();
    }
    try {
      return OptionalLong.of(Long.parseLong(m.group(1)));
    } catch (NumberFormatException e) {
      return OptionalLong.empty();
    }
  }

  /** A deck id as the server's admin wrote it: without the server prefix. */
  public static String local(String id) {
    Matcher m = FORM.matcher(id);
    return m.matches() ? m.group(2) : id;
  }

  /** True for an id of the form kept for server decks. */
  public static boolean isServerForm(String id) {
    return guildOf(id).isPresent();
  }

  /** The validator's problem for a shipped id that looks like a server deck's; empty if none. */
  static java.util.Optional<String> reserved(String what, String id) {
    return id == null || !isServerForm(id)
        ? java.util.Optional.empty()
        : java.util.Optional.of(
            what
                + " '"
                + id
                + "' has the form g<number>:..., kept for servers' own decks; rename it");
  }
}
