package dev.quizbot.exam;

import java.util.Optional;

/**
 * The language an exam's member last used with it ({@code exams.language} of {@code
 * V12__exam_language.sql}), as a language tag: the report sent when the time is up answers no
 * interaction, so it is worded in this language.
 */
public interface ExamLanguages {

  /**
   * Records {@code languageTag} (e.g. {@code de}) for {@code examId}; an unknown exam is a no-op.
   */
  void remember(long examId, String languageTag);

  /** The recorded language, empty for an exam started before it was recorded. */
  Optional<String> of(long examId);
}
