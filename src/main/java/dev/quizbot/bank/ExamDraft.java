package dev.quizbot.bank;

import java.util.List;

/**
 * A deck's {@code exam:} block as read, before validation: each value may be missing (null) and
 * carries its line.
 *
 * @param line line of the {@code exam:} key
 * @param weights the {@code weights:} entries in file order; null when the field is absent
 * @param weightsLine line of the {@code weights:} key (the block's line when absent)
 * @param malformed true when the reader already reported a structural problem with the block
 */
record ExamDraft(
    int line,
    Located questions,
    Located minutes,
    Located passPercent,
    List<Weight> weights,
    int weightsLine,
    boolean malformed) {

  /** One {@code topic: percent} entry; {@code percent} is null text when it is not text. */
  record Weight(String topic, Located percent) {}
}
