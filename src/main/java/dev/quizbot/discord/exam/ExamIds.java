package dev.quizbot.discord.exam;

import java.util.Optional;

/**
 * The custom_ids of the exam's buttons and select menu. Each carries all its press needs (the exam
 * id and the question's index, or the member), so a press after a restart still works; the service
 * checks the exam is the presser's and still running. All start with {@code ex}; the longest,
 * {@code ex:a:} + a 19-digit id + two small numbers, is under 40 of Discord's 100.
 *
 * <ul>
 *   <li>{@code ex:a:<exam>:<index>:<choice>} answer (choice in the author's order)
 *   <li>{@code ex:s:<exam>:<index>} skip · {@code ex:f:<exam>:<index>:1|0} flag / unflag
 *   <li>{@code ex:r:<exam>:<index>} the review screen · {@code ex:q:<exam>:<index>} back to a
 *       question · {@code ex:g:<exam>[:<part>]} the select menus (value: the index)
 *   <li>{@code ex:sub:<exam>} submit · {@code ex:subok:<exam>} submit with unanswered questions
 *   <li>{@code ex:pg:<exam>:<page>} a page of the report's missed questions · {@code ex:rep:<exam>}
 *       the whole report as a new message
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
    return PREFIX + ":a:" + exam + ":" + index + ":" + choice;
  }

  static String skip(long exam, int index) {
    return PREFIX + ":s:" + exam + ":" + index;
  }

  static String flag(long exam, int index, boolean flag) {
    return PREFIX + ":f:" + exam + ":" + index + ":" + (flag ? 1 : 0);
  }

  static String review(long exam, int index) {
    return PREFIX + ":r:" + exam + ":" + index;
  }

  static String question(long exam, int index) {
    return PREFIX + ":q:" + exam + ":" + index;
  }

  static String goTo(long exam) {
    return PREFIX + ":g:" + exam;
  }

  /** The go-to select number {@code part} (0: the first, {@link #goTo(long)}); ids are unique. */
  static String goTo(long exam, int part) {
    return part == 0 ? goTo(exam) : PREFIX + ":g:" + exam + ":" + part;
  }

  static String submit(long exam, boolean confirmed) {
    return PREFIX + (confirmed ? ":subok:" : ":sub:") + exam;
  }

  static String page(long exam, int page) {
    return PREFIX + ":pg:" + exam + ":" + page;
  }

  static String report(long exam) {
    return PREFIX + ":rep:" + exam;
  }

  static String takeHere(long member) {
    return PREFIX + ":here:" + member;
  }

  static String resume(long member) {
    return PREFIX + ":res:" + member;
  }

  /** "Yes, abandon" for {@code exam}: only that exam, whatever runs when it is pressed. */
  static String abandonYes(long exam) {
    return PREFIX + ":aby:" + exam;
  }

  static String abandonNo(long member) {
    return PREFIX + ":ab:no:" + member;
  }

  static boolean isExam(String customId) {
    return customId.startsWith(PREFIX + ":");
  }

  /**
   * The id's action ({@code a}, {@code s}, ..., {@code ab-yes}, {@code ab-no}) and numbers: the
   * exam or member id, then index/choice/page where the action has them. Empty for a malformed id.
   */
  static Optional<Parsed> parse(String customId) {
    String[] p = customId.split(":", -1);
    if (p.length < 3 || !p[0].equals(PREFIX)) {
      return Optional.empty();
    }
    try {
      if (p[1].equals("ab")) {
        return p.length == 4
            ? Optional.of(new Parsed("ab-" + p[2], Long.parseLong(p[3]), 0, 0))
            : Optional.empty();
      }
      long id = Long.parseLong(p[2]);
      int index = p.length > 3 ? Integer.parseInt(p[3]) : 0;
      int extra = p.length > 4 ? Integer.parseInt(p[4]) : 0;
      return Optional.of(new Parsed(p[1], id, index, extra));
    } catch (NumberFormatException e) {
      return Optional.empty();
    }
  }
}
