package dev.quizbot.discord.suggest;

import dev.quizbot.discord.ComponentId;
import dev.quizbot.i18n.Texts;
import dev.quizbot.suggestion.Suggestion;
import dev.quizbot.suggestion.SuggestionFields;
import dev.quizbot.suggestion.SuggestionState;
import java.awt.Color;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import net.dv8tion.jda.api.EmbedBuilder;
import net.dv8tion.jda.api.components.actionrow.ActionRow;
import net.dv8tion.jda.api.components.buttons.Button;
import net.dv8tion.jda.api.entities.MessageEmbed;

/**
 * A suggestion as admins see it: an embed of every field, in a fixed order, so Edit can prefill its
 * form from the card it was pressed on (opening a form must not wait for the database), and Approve
 * / Edit / Reject while it is pending. The form's limits keep every field within Discord's.
 */
final class SuggestionCards {
  static final String APPROVE = "sga";
  static final String EDIT = "sge";
  static final String REJECT = "sgr";

  private static final Color PENDING = new Color(0xFEE75C);
  private static final Color APPROVED = new Color(0x57F287);
  private static final Color REJECTED = new Color(0xED4245);
  private static final String NONE = "—";

  // Field positions in the card; read back by fields().
  private static final int CORRECT = 0;
  private static final int WRONG = 1;
  private static final int EXPLANATION = 2;
  private static final int REFERENCE = 3;
  private static final int TOPIC = 4;
  private static final int DECK = 5;

  private SuggestionCards() {}

  static MessageEmbed embed(Suggestion s, String header, Texts t) {
    SuggestionFields f = s.fields();
    EmbedBuilder e =
        new EmbedBuilder()
            .setColor(
                switch (s.state()) {
                  case PENDING -> PENDING;
                  case APPROVED -> APPROVED;
                  case REJECTED -> REJECTED;
                })
            .setTitle(header)
            .setDescription(f.prompt())
            .addField(t.get("suggest.card.correct"), f.correctAnswer(), false)
            .addField(t.get("suggest.card.wrong"), String.join("\n", f.wrongList()), false)
            .addField(t.get("suggest.card.explanation"), f.explanation(), false)
            .addField(
                t.get("suggest.card.reference"),
                f.reference().isEmpty() ? NONE : f.reference(),
                false)
            .addField(t.get("suggest.card.topic"), f.topic(), true)
            .addField(t.get("suggest.card.deck"), f.deckId(), true)
            .addField(t.get("suggest.card.author"), "<@" + s.authorId() + ">", true);
    if (s.state() != SuggestionState.PENDING && s.reviewerId() != null) {
      String decided =
          t.get(
              s.state() == SuggestionState.APPROVED
                  ? "suggest.decided.approved"
                  : "suggest.decided.rejected",
              "<@" + s.reviewerId() + ">");
      e.addField(t.get("suggest.card.state"), decided, false);
      if (s.reason() != null) {
        e.addField(t.get("suggest.card.reason"), s.reason(), false);
      }
    }
    return e.build();
  }

  /** Approve, Edit, Reject for a pending suggestion; nothing once decided. */
  static List<ActionRow> buttons(Suggestion s, Texts t) {
    if (!s.pending()) {
      return List.of();
    }
    return List.of(
        ActionRow.of(
            Button.success(
                ComponentId.of(APPROVE, s.id(), s.version()).encode(),
                t.get("suggest.button.approve")),
            Button.secondary(
                ComponentId.of(EDIT, s.id(), s.version()).encode(), t.get("suggest.button.edit")),
            Button.danger(
                ComponentId.of(REJECT, s.id()).encode(), t.get("suggest.button.reject"))));
  }

  /** The fields shown on a card, as the Edit form's prefill; empty when it is not a card. */
  static Optional<SuggestionFields> fields(List<MessageEmbed> embeds) {
    if (embeds.isEmpty() || embeds.get(0).getFields().size() <= DECK) {
      return Optional.empty();
    }
    MessageEmbed card = embeds.get(0);
    List<MessageEmbed.Field> fields = card.getFields();
    String reference = value(fields.get(REFERENCE));
    return Optional.of(
        new SuggestionFields(
            value(fields.get(DECK)),
            value(fields.get(TOPIC)),
            card.getDescription(),
            value(fields.get(CORRECT)),
            value(fields.get(WRONG)),
            value(fields.get(EXPLANATION)),
            NONE.equals(reference) ? "" : reference));
  }

  private static String value(MessageEmbed.Field field) {
    return field.getValue() == null ? "" : field.getValue();
  }

  /** The suggestion id a button or form id carries. */
  static Optional<Long> id(ComponentId id) {
    return id.arity() == 1 ? positive(id.arg(0)) : Optional.empty();
  }

  /**
   * A suggestion as a card showed it: its id and the version shown (Approve, Edit and the Edit form
   * carry both). A card posted before versions carries the id alone: it showed version 0, as every
   * suggestion had then (V28 starts them at 0, and only later edits raise it).
   */
  record Shown(long id, OptionalInt version) {}

  static Optional<Shown> shown(ComponentId id) {
    if (id.arity() == 1) {
      return positive(id.arg(0)).map(value -> new Shown(value, OptionalInt.of(0)));
    }
    if (id.arity() != 2) {
      return Optional.empty();
    }
    Optional<Long> value = positive(id.arg(0));
    try {
      int version = Integer.parseInt(id.arg(1));
      return version < 0 ? Optional.empty() : value.map(v -> new Shown(v, OptionalInt.of(version)));
    } catch (NumberFormatException e) {
      return Optional.empty();
    }
  }

  private static Optional<Long> positive(String arg) {
    try {
      long value = Long.parseLong(arg);
      return value > 0 ? Optional.of(value) : Optional.empty();
    } catch (NumberFormatException e) {
      return Optional.empty();
    }
  }
}
