package dev.quizbot.config;

import java.util.List;

/**
 * One value as written by the admin, before validation.
 *
 * @param key the dotted key, e.g. {@code quiz.answerWindow}
 * @param text the scalar text, or null when the value is a list or empty
 * @param list the items when the value is a YAML list (or a comma-separated env value), else null
 * @param origin where it came from, used as the message prefix: {@code config/quizbot.yaml:7} or
 *     {@code environment QUIZBOT_QUIZ_ANSWER_WINDOW}
 */
record RawSetting(String key, String text, List<String> list, String origin) {

  boolean isEmpty() {
    return (text == null || text.isBlank()) && list == null;
  }
}
