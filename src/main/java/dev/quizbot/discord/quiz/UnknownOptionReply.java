package dev.quizbot.discord.quiz;

import dev.quizbot.input.Typed;
import java.util.List;
import java.util.Set;

/**
 * The refusal of a {@code /quiz} topic or deck that the bank does not hold: what was typed, then
 * the first few names there are. A bank of a hundred decks listed in full would pass Discord's
 * 2000-character message limit, and a refused reply leaves the member with no answer at all.
 */
final class UnknownOptionReply {
  /** Names listed before "… and N more": enough to spot a typo, few enough to read. */
  static final int LISTED = 10;

  private UnknownOptionReply() {}

  /**
   * For example {@code Unknown deck 'nope'. Decks: a, b, c … and 90 more; see /topics.}
   *
   * @param what "topic" or "deck"
   * @param typed the option as the member gave it
   * @param known every name the bank has (ids of at most 100 characters, validated)
   */
  static String of(String what, String typed, Set<String> known) {
    String echoed = Typed.echo(typed);
    String capitalised = Character.toUpperCase(what.charAt(0)) + what.substring(1);
    return "Unknown " + what + " '" + echoed + "'. " + capitalised + "s: " + listing(known) + ".";
  }

  private static String listing(Set<String> names) {
    if (names.isEmpty()) {
      return "(none)";
    }
    List<String> sorted = names.stream().sorted().toList();
    if (sorted.size() <= LISTED) {
      return String.join(", ", sorted);
    }
    return String.join(", ", sorted.subList(0, LISTED))
        + " … and "
        + (sorted.size() - LISTED)
        + " more; see /topics";
  }
}
