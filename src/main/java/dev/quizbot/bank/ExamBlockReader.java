package dev.quizbot.bank;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Reads a deck's {@code exam:} block into an {@link ExamDraft} for {@link StructuredDeckReader}.
 * Its own class because the exam block is a separate job from reading the deck and its questions
 * (and kept the reader under the 400-line limit); it reports through the same {@link
 * StructuredDeckReader.Fields}, so its problems read like the rest of the file's.
 */
final class ExamBlockReader {

  static final List<String> EXAM_FIELDS = List.of("questions", "minutes", "passPercent", "weights");

  private ExamBlockReader() {}

  /** The {@code exam:} block, or null when the deck has none (or it is not a set of fields). */
  static ExamDraft read(Path file, LocatedNode.Entry examEntry, List<Problem> problems) {
    if (examEntry == null || examEntry.value() instanceof LocatedNode.Empty) {
      return null;
    }
    if (!(examEntry.value() instanceof LocatedNode.Mapping exam)) {
      problems.add(
          new Problem(
              file,
              examEntry.line(),
              null,
              "'exam' must be a set of fields (questions, minutes, passPercent, weights), not "
                  + examEntry.value().kind()));
      return null;
    }
    StructuredDeckReader.Fields fields =
        new StructuredDeckReader.Fields(file, null, exam, EXAM_FIELDS, "exam", problems);
    List<ExamDraft.Weight> weights = null;
    int weightsLine = examEntry.line();
    LocatedNode.Entry weightsEntry = fields.entry("weights");
    if (weightsEntry != null) {
      weightsLine = weightsEntry.line();
      if (weightsEntry.value() instanceof LocatedNode.Mapping map) {
        weights = new ArrayList<>();
        Set<String> seen = new HashSet<>();
        for (LocatedNode.Entry weight : map.entries()) {
          if (!seen.add(weight.key())) {
            fields.malformed = true;
            problems.add(
                new Problem(
                    file,
                    weight.line(),
                    null,
                    "exam weight '" + weight.key() + "' is given twice"));
          } else if (weight.value() instanceof LocatedNode.Scalar scalar) {
            weights.add(
                new ExamDraft.Weight(weight.key(), new Located(scalar.text(), weight.line())));
          } else {
            fields.malformed = true;
            problems.add(
                new Problem(
                    file,
                    weight.line(),
                    null,
                    "exam weight '"
                        + weight.key()
                        + "' must be a whole percent, not "
                        + weight.value().kind()));
          }
        }
      } else {
        fields.malformed = true;
        problems.add(
            new Problem(
                file,
                weightsEntry.line(),
                null,
                "exam 'weights' must be a set of 'topic: percent' fields, not "
                    + weightsEntry.value().kind()));
      }
    }
    return new ExamDraft(
        examEntry.line(),
        fields.text("questions"),
        fields.text("minutes"),
        fields.text("passPercent"),
        weights,
        weightsLine,
        fields.malformed);
  }
}
