package dev.quizbot.discord.report;

import dev.quizbot.bank.Question;
import dev.quizbot.i18n.Texts;
import dev.quizbot.quality.QuestionVersion;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.OptionalLong;
import net.dv8tion.jda.api.components.actionrow.ActionRow;
import net.dv8tion.jda.api.components.buttons.Button;
import net.dv8tion.jda.api.entities.emoji.Emoji;

/**
 * The 🚩 button's custom_id, and the modal's (the same with {@code rpm:}), at most 52 characters:
 *
 * <ul>
 *   <li>{@code rp:r:<round id>:<version>} on a channel or daily reveal: the round names the
 *       question and the member's stored answer the choice they picked;
 *   <li>{@code rp:s:<picked choice in the deck's order | ->:<version>} on a private-study answer:
 *       the pressed answer button named the choice, and nothing else stores it.
 * </ul>
 *
 * {@code <version>} is the first {@link #VERSION_CHARS} hex digits of {@link QuestionVersion#hash}
 * of the text shown: a press finds the question in the bank by it, so a question edited since (or
 * gone) is known at once, and the stored hash is always the one of the text the member saw.
 */
public final class ReportIds {
  static final String BUTTON = "rp:";
  static final String MODAL = "rpm:";
  static final int VERSION_CHARS = 16;

  private ReportIds() {}

  /** The button row of a reveal of round {@code roundId}, which shows {@code question}. */
  public static ActionRow forRound(long roundId, Question question, Texts texts) {
    return row(BUTTON + "r:" + roundId + ":" + version(question), texts);
  }

  /** The button row of a private-study answer; {@code picked} in the deck's order. */
  public static ActionRow forStudy(Question question, OptionalInt picked, Texts texts) {
    String choice = picked.isPresent() ? Integer.toString(picked.getAsInt()) : "-";
    return row(BUTTON + "s:" + choice + ":" + version(question), texts);
  }

  static String version(Question question) {
    return QuestionVersion.hash(question).substring(0, VERSION_CHARS);
  }

  private static ActionRow row(String id, Texts texts) {
    return ActionRow.of(
        Button.secondary(id, texts.get("report.button")).withEmoji(Emoji.fromUnicode("🚩")));
  }

  /** What a pressed button or a submitted modal carries. */
  record Pressed(OptionalLong roundId, OptionalInt studyPick, String version, String rest) {
    boolean inRound() {
      return roundId.isPresent();
    }
  }

  /** Parses a button's ({@code rp:}) or modal's ({@code rpm:}) id; empty when malformed. */
  static Optional<Pressed> parse(String id) {
    String rest;
    if (id.startsWith(MODAL)) {
      rest = id.substring(MODAL.length());
    } else if (id.startsWith(BUTTON)) {
      rest = id.substring(BUTTON.length());
    } else {
      return Optional.empty();
    }
    String[] parts = rest.split(":", -1);
    if (parts.length != 3 || !parts[2].matches("[0-9a-f]{" + VERSION_CHARS + "}")) {
      return Optional.empty();
    }
    try {
      if (parts[0].equals("r")) {
        return Optional.of(
            new Pressed(
                OptionalLong.of(Long.parseLong(parts[1])), OptionalInt.empty(), parts[2], rest));
      }
      if (parts[0].equals("s")) {
        OptionalInt pick =
            parts[1].equals("-") ? OptionalInt.empty() : OptionalInt.of(Integer.parseInt(parts[1]));
        return Optional.of(new Pressed(OptionalLong.empty(), pick, parts[2], rest));
      }
    } catch (NumberFormatException e) {
      return Optional.empty();
    }
    return Optional.empty();
  }
}
