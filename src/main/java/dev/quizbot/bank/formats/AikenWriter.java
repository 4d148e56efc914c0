package dev.quizbot.bank.formats;

import dev.quizbot.bank.Question;
import java.util.List;

/** Writes questions as Aiken: the prompt, lettered choices, {@code ANSWER: X}. */
final class AikenWriter {

  String write(List<Question> questions) {
    StringBuilder out = new StringBuilder();
    for (Question q : questions) {
      // A blank line ends an Aiken question: the prompt keeps its lines but not its blank ones.
      for (String line : q.prompt().split("\n")) {
        if (!line.isBlank()) {
          out.append(line.strip()).append('\n');
        }
      }
      for (int i = 0; i < q.choices().size(); i++) {
        out.append((char) ('A' + i)).append(". ").append(oneLine(q.choices().get(i))).append('\n');
      }
      out.append("ANSWER: ").append((char) ('A' + q.answerIndex())).append("\n\n");
    }
    return out.toString();
  }

  private static String oneLine(String text) {
    return text.replaceAll("\\s+", " ").strip();
  }
}
