package dev.quizbot.discord.suggest;

import dev.quizbot.i18n.Texts;
import dev.quizbot.suggestion.SuggestionFields;
import net.dv8tion.jda.api.components.label.Label;
import net.dv8tion.jda.api.components.textinput.TextInput;
import net.dv8tion.jda.api.components.textinput.TextInputStyle;
import net.dv8tion.jda.api.events.interaction.ModalInteractionEvent;
import net.dv8tion.jda.api.interactions.modals.ModalMapping;
import net.dv8tion.jda.api.modals.Modal;

/**
 * The form of a suggested question: Discord's modal holds five inputs, which the question, its
 * correct answer, its wrong answers (one per line), the explanation and the reference fill; deck
 * and topic are the command's options, carried in the modal's id. Prefilled when the member fixes a
 * refused form or an admin edits.
 */
final class SuggestionForm {
  static final String PROMPT = "prompt";
  static final String CORRECT = "correct";
  static final String WRONG = "wrong";
  static final String EXPLANATION = "explanation";
  static final String REFERENCE = "reference";

  private SuggestionForm() {}

  /** The form with {@code id}, prefilled with {@code typed} (null: empty). */
  static Modal modal(String id, String title, SuggestionFields typed, Texts t) {
    return Modal.create(id, title)
        .addComponents(
            Label.of(
                t.get("suggest.form.prompt"),
                input(
                    PROMPT,
                    TextInputStyle.PARAGRAPH,
                    SuggestionFields.MAX_PROMPT,
                    true,
                    typed == null ? null : typed.prompt())),
            Label.of(
                t.get("suggest.form.correct"),
                input(
                    CORRECT,
                    TextInputStyle.SHORT,
                    SuggestionFields.MAX_ANSWER,
                    true,
                    typed == null ? null : typed.correctAnswer())),
            Label.of(
                t.get("suggest.form.wrong"),
                t.get("suggest.form.wrongHint"),
                input(
                    WRONG,
                    TextInputStyle.PARAGRAPH,
                    SuggestionFields.MAX_WRONG,
                    true,
                    typed == null ? null : typed.wrongAnswers())),
            Label.of(
                t.get("suggest.form.explanation"),
                input(
                    EXPLANATION,
                    TextInputStyle.PARAGRAPH,
                    SuggestionFields.MAX_EXPLANATION,
                    true,
                    typed == null ? null : typed.explanation())),
            Label.of(
                t.get("suggest.form.reference"),
                input(
                    REFERENCE,
                    TextInputStyle.SHORT,
                    SuggestionFields.MAX_REFERENCE,
                    false,
                    typed == null ? null : typed.reference())))
        .build();
  }

  private static TextInput input(
      String id, TextInputStyle style, int max, boolean required, String value) {
    TextInput.Builder b = TextInput.create(id, style).setRequired(required).setMaxLength(max);
    if (value != null && !value.isEmpty()) {
      // Discord refuses a prefilled value longer than the input allows.
      b.setValue(value.length() > max ? value.substring(0, max) : value);
    }
    return b.build();
  }

  /** What was submitted, for {@code deckId} and {@code topic}. */
  static SuggestionFields read(ModalInteractionEvent event, String deckId, String topic) {
    return new SuggestionFields(
        deckId,
        topic,
        value(event, PROMPT),
        value(event, CORRECT),
        value(event, WRONG),
        value(event, EXPLANATION),
        value(event, REFERENCE));
  }

  private static String value(ModalInteractionEvent event, String id) {
    ModalMapping m = event.getValue(id);
    return m == null ? "" : m.getAsString();
  }
}
