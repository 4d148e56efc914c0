package dev.quizbot.discord.report;

import dev.quizbot.bank.GuildBanks;
import dev.quizbot.bank.Question;
import dev.quizbot.bank.ServerIds;
import dev.quizbot.discord.ComponentId;
import dev.quizbot.i18n.Texts;
import dev.quizbot.quality.QuestionVersion;
import java.util.List;
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
  static final String BUTTON = "rp";
  static final String MODAL = "rpm";
  static final int VERSION_CHARS = 16;

  private ReportIds() {}

  /** The button row of a reveal of round {@code roundId}, which shows {@code question}. */
  public static ActionRow forRound(long roundId, Question question, Texts texts) {
    return row(id("r", Long.toString(roundId), question), texts);
  }

  /** The button row of a private-study answer; {@code picked} in the deck's order. */
  public static ActionRow forStudy(Question question, OptionalInt picked, Texts texts) {
    String choice = picked.isPresent() ? Integer.toString(picked.getAsInt()) : "-";
    return row(id("s", choice, question), texts);
  }

  /**
   * A server deck's question also names its server (issue 29): the press finds the question in that
   * server's bank, in a DM too.
   */
  private static String id(String kind, String arg, Question question) {
    OptionalLong guild = ServerIds.guildOf(question.id());
    return guild.isPresent()
        ? ComponentId.of(BUTTON, kind, arg, version(question), guild.getAsLong()).encode()
        : ComponentId.of(BUTTON, kind, arg, version(question)).encode();
  }

  /**
   * A 🚩 button of a private-study answer labelled {@code label}, for a message that shows several
   * questions (the exam report's missed ones, "Report Q2"); {@code picked} in the deck's order.
   */
  public static Button forStudy(Question question, OptionalInt picked, String label) {
    String choice = picked.isPresent() ? Integer.toString(picked.getAsInt()) : "-";
    return Button.secondary(id("s", choice, question), label).withEmoji(Emoji.fromUnicode("🚩"));
  }

  static String version(Question question) {
    return QuestionVersion.hash(question).substring(0, VERSION_CHARS);
  }

  private static ActionRow row(String id, Texts texts) {
    return ActionRow.of(
        Button.secondary(id, texts.get("report.button")).withEmoji(Emoji.fromUnicode("🚩")));
  }

  /** What a pressed button or a submitted modal carries. */
  record Pressed(
      OptionalLong roundId,
      OptionalInt studyPick,
      String version,
      long bankGuild,
      List<String> args) {
    boolean inRound() {
      return roundId.isPresent();
    }

    /** The id of the modal the button opens: the same arguments. */
    String modalId() {
      return new ComponentId(MODAL, args).encode();
    }
  }

  /** Reads a button's ({@code rp}) or modal's ({@code rpm}) id; empty when malformed. */
  static Optional<Pressed> parse(ComponentId id) {
    if (!id.family().equals(BUTTON) && !id.family().equals(MODAL)) {
      return Optional.empty();
    }
    List<String> parts = id.args();
    if (parts.size() < 3
        || parts.size() > 4
        || !parts.get(2).matches("[0-9a-f]{" + VERSION_CHARS + "}")) {
      return Optional.empty();
    }
    try {
      long guild = parts.size() == 4 ? Long.parseLong(parts.get(3)) : GuildBanks.NO_GUILD;
      if (parts.get(0).equals("r")) {
        return Optional.of(
            new Pressed(
                OptionalLong.of(Long.parseLong(parts.get(1))),
                OptionalInt.empty(),
                parts.get(2),
                guild,
                parts));
      }
      if (parts.get(0).equals("s")) {
        OptionalInt pick =
            parts.get(1).equals("-")
                ? OptionalInt.empty()
                : OptionalInt.of(Integer.parseInt(parts.get(1)));
        return Optional.of(new Pressed(OptionalLong.empty(), pick, parts.get(2), guild, parts));
      }
    } catch (NumberFormatException e) {
      return Optional.empty();
    }
    return Optional.empty();
  }
}
