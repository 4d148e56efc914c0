package dev.quizbot.bank.formats;

import java.util.List;

/**
 * What a format reader found in one file.
 *
 * @param questions the multiple-choice questions, in file order (problems of their own are left to
 *     the bank's checks)
 * @param title the title the file gives itself, or null
 */
record ParsedFile(List<DraftQuestion> questions, String title) {

  ParsedFile {
    questions = List.copyOf(questions);
  }
}
