package dev.quizbot.discord.quiz;

import dev.quizbot.i18n.Texts;
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
    return of(what, typed, known, Texts.english());
  }

  static String of(String what, String typed, Set<String> known, Texts texts) {
    String echoed = Typed.echo(typed);
    String key = what.equals("topic") ? "refusal.unknownTopic" : "refusal.unknownDeck";
    return texts.get(key, echoed, listing(known, texts));
  }

  private static String listing(Set<String> names, Texts texts) {
    if (names.isEmpty()) {
      return texts.get("refusal.none");
    }
    List<String> sorted = names.stream().sorted().toList();
    if (sorted.size() <= LISTED) {
      return String.join(", ", sorted);
    }
    return texts.get(
        "refusal.andMore", String.join(", ", sorted.subList(0, LISTED)), sorted.size() - LISTED);
  }
}
