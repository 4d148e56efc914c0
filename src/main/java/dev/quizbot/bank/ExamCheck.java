package dev.quizbot.bank;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Checks a deck's {@code exam:} block against the deck's valid questions (spec, "Mock exam") and
 * builds its {@link ExamBlueprint}. Every problem names the file and the line of the value.
 */
final class ExamCheck {

  private final Path file;
  private final List<Problem> problems;
  private boolean ok = true;

  private ExamCheck(Path file, List<Problem> problems) {
    this.file = file;
    this.problems = problems;
  }

  /**
   * The deck's exam; the defaults when it has no block, or when the block has a problem (reported
   * to {@code problems}, which already makes the bank invalid).
   */
  static ExamBlueprint check(
      Path file, ExamDraft draft, List<Question> questions, List<Problem> problems) {
    ExamBlueprint defaults = ExamBlueprint.defaults(questions);
    if (draft == null) {
      return defaults;
    }
    ExamBlueprint exam = new ExamCheck(file, problems).run(draft, questions, defaults);
    return exam == null ? defaults : exam;
  }

  private ExamBlueprint run(ExamDraft draft, List<Question> questions, ExamBlueprint defaults) {
    ok = !draft.malformed();
    // Retired questions keep their topic (a weight may name it) but are never drawn, so only the
    // questions in use count towards what an exam, and each topic of it, can ask for.
    Map<String, Integer> topicSizes = new TreeMap<>();
    Map<String, Integer> retiredPerTopic = new TreeMap<>();
    for (Question question : questions) {
      topicSizes.merge(question.topic(), question.retired() ? 0 : 1, Integer::sum);
      if (question.retired()) {
        retiredPerTopic.merge(question.topic(), 1, Integer::sum);
      }
    }
    int retired = retiredPerTopic.values().stream().mapToInt(Integer::intValue).sum();
    int size = questions.size() - retired;
    Integer count =
        number(
            draft.questions(),
            "questions",
            1,
            Math.max(size, 1),
            retired == 0
                ? "the deck's question count"
                : "the deck's questions that are not retired; " + retired + " retired");
    Integer minutes = number(draft.minutes(), "minutes", 1, ExamBlueprint.MAX_MINUTES, null);
    Integer pass = number(draft.passPercent(), "passPercent", 1, 100, null);
    Map<String, Integer> weights = weights(draft, topicSizes);
    if (!ok) {
      return null;
    }
    ExamBlueprint exam =
        new ExamBlueprint(
            count == null ? defaults.questions() : count,
            minutes == null ? defaults.minutes() : minutes,
            pass == null ? defaults.passPercent() : pass,
            weights == null ? defaults.weights() : weights,
            true);
    if (weights != null) {
      checkTopicsCanFill(exam, draft, topicSizes, retiredPerTopic);
    }
    return ok ? exam : null;
  }

  /** The value as a whole number in [min, max]; null when absent or wrong (then reported). */
  private Integer number(Located value, String name, int min, int max, String maxMeaning) {
    if (value == null || value.text() == null) {
      return null; // absent: the default applies; not text: the reader reported it
    }
    String text = value.text().strip();
    int parsed;
    try {
      parsed = Integer.parseInt(text);
    } catch (NumberFormatException e) {
      problem(value.line(), "exam '" + name + "' must be a whole number, not \"" + text + "\"");
      return null;
    }
    if (parsed < min || parsed > max) {
      problem(
          value.line(),
          "exam '"
              + name
              + "' is "
              + parsed
              + "; it must be "
              + min
              + " to "
              + max
              + (maxMeaning == null ? "" : " (" + maxMeaning + ")"));
      return null;
    }
    return parsed;
  }

  /** The declared weights, or null when absent or unusable (problems reported). */
  private Map<String, Integer> weights(ExamDraft draft, Map<String, Integer> topicSizes) {
    if (draft.weights() == null) {
      return null;
    }
    Map<String, Integer> weights = new LinkedHashMap<>();
    boolean usable = true;
    for (ExamDraft.Weight weight : draft.weights()) {
      Located percent = weight.percent();
      if (!topicSizes.containsKey(weight.topic())) {
        problem(
            percent.line(),
            "exam weight names topic '"
                + weight.topic()
                + "', which no question of this deck has (its topics: "
                + String.join(", ", topicSizes.keySet())
                + ")");
        usable = false;
        continue;
      }
      Integer value = number(percent, "weights." + weight.topic(), 0, 100, null);
      if (value == null) {
        usable = false;
        continue;
      }
      weights.put(weight.topic(), value);
    }
    if (!usable) {
      return null;
    }
    int sum = weights.values().stream().mapToInt(Integer::intValue).sum();
    if (sum != 100) {
      problem(
          draft.weightsLine(),
          "exam weights add up to " + sum + "; they are percents and must add up to 100");
      return null;
    }
    return weights;
  }

  /**
   * Reports each topic the weights ask more questions of than the deck has in use (retired ones are
   * never drawn; the message says how many the topic has retired).
   */
  private void checkTopicsCanFill(
      ExamBlueprint exam,
      ExamDraft draft,
      Map<String, Integer> topicSizes,
      Map<String, Integer> retiredPerTopic) {
    Map<String, Integer> asked = exam.questionsPerTopic();
    for (ExamDraft.Weight weight : draft.weights()) {
      int wanted = asked.getOrDefault(weight.topic(), 0);
      int has = topicSizes.getOrDefault(weight.topic(), 0);
      int retired = retiredPerTopic.getOrDefault(weight.topic(), 0);
      if (wanted > has) {
        problem(
            weight.percent().line(),
            "exam weight "
                + weight.topic()
                + ": "
                + exam.weights().get(weight.topic())
                + " % of "
                + exam.questions()
                + " questions is "
                + wanted
                + " (largest-remainder rounding), but the deck has only "
                + has
                + " "
                + weight.topic()
                + " question"
                + (has == 1 ? "" : "s")
                + (retired == 0
                    ? ""
                    : (has == 1 ? " that is" : " that are")
                        + " not retired ("
                        + retired
                        + " retired)")
                + ": lower the weight or the question count, or add questions");
      }
    }
  }

  private void problem(int line, String message) {
    ok = false;
    problems.add(new Problem(file, line, null, message));
  }
}
