package dev.quizbot.discord.bank;

import dev.quizbot.bank.Problem;
import dev.quizbot.i18n.Texts;
import dev.quizbot.serverdeck.DeckChanges;
import dev.quizbot.serverdeck.DeckUpload;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import net.dv8tion.jda.api.components.actionrow.ActionRow;
import net.dv8tion.jda.api.components.buttons.Button;
import net.dv8tion.jda.api.entities.Message;
import net.dv8tion.jda.api.utils.FileUpload;
import net.dv8tion.jda.api.utils.messages.MessageCreateBuilder;
import net.dv8tion.jda.api.utils.messages.MessageCreateData;

/**
 * What {@code /bank upload} answers: the summary of a checked file with Confirm and Cancel, or the
 * refusal with its problems. Lists too long for a message go as a text file beside it.
 */
final class UploadSummary {
  /** Room for the listed lines in a 2,000-character message, beside the text around them. */
  static final int MAX_LISTED_CHARS = 1_200;

  static final String PROBLEMS_FILE = "problems.txt";

  private UploadSummary() {}

  /** The refusal: nothing stored, every problem listed. */
  static MessageCreateData refused(Texts t, String fileName, DeckUpload upload) {
    StringBuilder text =
        new StringBuilder(t.plural("bank.refused", upload.problems().size(), fileName));
    List<String> lines = lines(upload.problems());
    lines.addAll(skippedLines(t, upload.skipped()));
    return withList(text, lines, t);
  }

  /** The summary of a storable upload, with the Confirm and Cancel buttons. */
  static MessageCreateData ask(Texts t, DeckUpload upload, long token, long adminId) {
    var deck = upload.deck();
    List<String> topics = upload.topics();
    StringBuilder text =
        new StringBuilder(
            t.get(
                "bank.summary",
                deck.title(),
                deck.id(),
                t.plural("bank.questions", deck.questions().size()),
                t.plural("bank.topics", topics.size()),
                String.join(", ", topics)));
    text.append("\n").append(changes(t, upload));
    List<String> lines = new ArrayList<>(skippedLines(t, upload.skipped()));
    if (!upload.notes().isEmpty()) {
      lines.add(t.get("bank.summary.notes"));
      lines.addAll(upload.notes());
    }
    MessageCreateData listed = withList(text, lines, t);
    return MessageCreateBuilder.from(listed)
        .setComponents(
            ActionRow.of(
                Button.primary(
                    BankButtons.id(BankButtons.Action.STORE, Long.toString(token), adminId),
                    t.get("bank.confirm")),
                Button.secondary(
                    BankButtons.id(BankButtons.Action.CANCEL, Long.toString(token), adminId),
                    t.get("bank.cancel"))))
        .build();
  }

  private static String changes(Texts t, DeckUpload upload) {
    DeckChanges c = upload.changes();
    if (!upload.replacing()) {
      return t.get("bank.summary.new");
    }
    if (c.isNone()) {
      return t.get("bank.summary.same", upload.deck().id());
    }
    return t.get(
        "bank.summary.replace",
        upload.deck().id(),
        c.added().size(),
        c.changed().size(),
        c.unchanged().size(),
        c.dropped().size());
  }

  private static List<String> lines(List<Problem> problems) {
    List<String> lines = new ArrayList<>();
    problems.forEach(p -> lines.add(p.format()));
    return lines;
  }

  private static List<String> skippedLines(Texts t, List<Problem> skipped) {
    List<String> lines = new ArrayList<>();
    if (!skipped.isEmpty()) {
      lines.add(t.plural("bank.summary.skipped", skipped.size()));
      lines.addAll(lines(skipped));
    }
    return lines;
  }

  /** The text with the lines below it, or, when they are too long, in a text file beside it. */
  private static MessageCreateData withList(StringBuilder text, List<String> lines, Texts t) {
    MessageCreateBuilder message = new MessageCreateBuilder();
    String joined = String.join("\n", lines);
    if (joined.length() <= MAX_LISTED_CHARS) {
      if (!lines.isEmpty()) {
        text.append("\n```\n").append(joined.replace("```", "'''")).append("\n```");
      }
    } else {
      text.append("\n").append(t.get("bank.listInFile", PROBLEMS_FILE));
      message.setFiles(
          FileUpload.fromData((joined + "\n").getBytes(StandardCharsets.UTF_8), PROBLEMS_FILE));
    }
    return message
        .setContent(text.toString())
        .setAllowedMentions(EnumSet.noneOf(Message.MentionType.class))
        .build();
  }
}
