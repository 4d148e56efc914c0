package dev.quizbot.discord.exam;

import dev.quizbot.discord.ComponentId;
import java.util.Optional;

/**
 * The custom_ids of the exam's buttons and select menu ({@link ComponentId}s of family {@code ex}).
 * Each carries all its press needs (the exam id and the question's index, or the member), so a
 * press after a restart still works; the service checks the exam is the presser's and still
 * running. All start with {@code ex}; the longest, {@code ex:a:} + a 19-digit id + two small
 * numbers, is under 40 of Discord's 100.
 *
 * <ul>
 *   <li>{@code ex:a:<exam>:<index>:<choice>} answer (choice in the author's order)
 *   <li>{@code ex:s:<exam>:<index>} skip · {@code ex:m:<exam>:<index>:1|0} mark for review / unmark
 *       (the older {@code ex:f:} of messages sent before, when it was "Flag", still parses)
 *   <li>{@code ex:r:<exam>:<index>} the review screen · {@code ex:q:<exam>:<index>} back to a
 *       question · {@code ex:g:<exam>[:<part>]} the select menus (value: the index)
 *   <li>{@code ex:sub:<exam>} submit · {@code ex:subok:<exam>} submit with unanswered questions
 *   <li>{@code ex:pg:<exam>:<page>} a page of the report's missed questions · {@code ex:rep:<exam>}
 *       the whole report as a new message · {@code ex:agn:<exam>} another exam like this one
 *   <li>{@code ex:here:<member>} take it here (DMs closed) · {@code ex:res:<member>} resume ·
 *       {@code ex:aby:<exam>} · {@code ex:ab:no:<member>} the abandon confirmation (the yes button
 *       names the exam it was shown for: a stale one never abandons a later exam; the older {@code
 *       ex:ab:yes:<member>} of messages sent before still parses)
 * </ul>
 */
final class ExamIds {

  static final String PREFIX = "ex";

  private ExamIds() {}

  /** A parsed id: its action and its numbers. */
  record Parsed(String action, long id, int index, int extra) {}

  static String answer(long exam, int index, int choice) {
    return id("a", exam, index, choice);
  }

  static String skip(long exam, int index) {
    return id("s", exam, index);
  }

  static String mark(long exam, int index, boolean mark) {
    return id("m", exam, index, mark ? 1 : 0);
  }

  static String review(long exam, int index) {
    return id("r", exam, index);
  }

  static String question(long exam, int index) {
    return id("q", exam, index);
  }

  static String goTo(long exam) {
    return id("g", exam);
  }

  /** The go-to select number {@code part} (0: the first, {@link #goTo(long)}); ids are unique. */
  static String goTo(long exam, int part) {
    return part == 0 ? goTo(exam) : id("g", exam, part);
  }

  static String submit(long exam, boolean confirmed) {
    return id(confirmed ? "subok" : "sub", exam);
  }

  static String page(long exam, int page) {
    return id("pg", exam, page);
  }

  static String report(long exam) {
    return id("rep", exam);
  }

  /** "Start another exam" under the report of {@code exam}: same deck, size and time. */
  static String again(long exam) {
    return id("agn", exam);
  }

  static String takeHere(long member) {
    return id("here", member);
  }

  static String resume(long member) {
    return id("res", member);
  }

  /** "Yes, abandon" for {@code exam}: only that exam, whatever runs when it is pressed. */
  static String abandonYes(long exam) {
    return id("aby", exam);
  }

  static String abandonNo(long member) {
    return id("ab", "no", member);
  }

  private static String id(String action, Object... numbers) {
    Object[] args = new Object[numbers.length + 1];
    args[0] = action;
    System.arraycopy(numbers, 0, args, 1, numbers.length);
    return ComponentId.of(PREFIX, args).encode();
  }

  /**
   * The id's action ({@code a}, {@code s}, ..., {@code ab-yes}, {@code ab-no}) and numbers: the
   * exam or member id, then index/choice/page where the action has them. Empty for a malformed id.
   */
  static Optional<Parsed> parse(ComponentId id) {
    if (!id.family().equals(PREFIX) || id.arity() < 2) {
      return Optional.empty();
    }
    try {
      if (id.arg(0).equals("ab")) {
        return id.arity() == 3
            ? Optional.of(new Parsed("ab-" + id.arg(1), Long.parseLong(id.arg(2)), 0, 0))
            : Optional.empty();
      }
      long number = Long.parseLong(id.arg(1));
      int index = id.arity() > 2 ? Integer.parseInt(id.arg(2)) : 0;
      int extra = id.arity() > 3 ? Integer.parseInt(id.arg(3)) : 0;
      return Optional.of(new Parsed(id.arg(0), number, index, extra));
    } catch (NumberFormatException e) {
      return Optional.empty();
    }
  }

  /** Whether the press names the member it belongs to (take here, resume, abandon). */
  static boolean namesMember(Parsed parsed) {
    String action = parsed.action();
    return action.equals("here") || action.equals("res") || action.startsWith("ab-");
  }
}
