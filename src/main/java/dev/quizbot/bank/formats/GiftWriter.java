package dev.quizbot.bank.formats;

import dev.quizbot.bank.Deck;
import dev.quizbot.bank.Question;
import java.util.List;
import java.util.Objects;

/** Writes questions as GIFT: the id as title, the topic as $CATEGORY, the explanation as ####. */
final class GiftWriter {

  String write(Deck deck, List<Question> questions) {
    StringBuilder out = new StringBuilder();
    out.append("// ")
        .append(oneLine(deck.title()))
        .append(" (deck ")
        .append(deck.id())
        .append(")\n");
    out.append("// Written by quizbot export.\n\n");
    String topic = null;
    for (Question q : questions) {
      if (!Objects.equals(topic, q.topic())) {
        topic = q.topic();
        out.append("$CATEGORY: ").append(topic).append("\n\n");
      }
      out.append("::").append(GiftText.escape(q.id())).append("::");
      out.append(GiftText.escapeText(q.prompt())).append(" {\n");
      for (int i = 0; i < q.choices().size(); i++) {
        out.append(i == q.answerIndex() ? "  =" : "  ~")
            .append(GiftText.escapeText(q.choices().get(i)))
            .append('\n');
      }
      out.append("  ####").append(GiftText.escapeText(q.explanation())).append("\n}\n\n");
    }
    return out.toString();
  }

  private static String oneLine(String text) {
    return text.replaceAll("\\s+", " ");
  }
}
