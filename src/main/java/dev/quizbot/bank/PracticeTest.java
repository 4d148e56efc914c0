package dev.quizbot.bank;

import java.util.List;

/**
 * A practice-test text file as parsed: its title line, any text between the title and the first
 * question, and the complete question blocks (incomplete ones are reported, not kept).
 */
record PracticeTest(String title, int titleLine, String preamble, List<Block> blocks) {

  /**
   * One {@code Question N} block.
   *
   * @param number the N of its header
   * @param line line of the {@code Question N} header
   */
  record Block(int number, int line, Located prompt, Located answer, Located explanation) {}
}
