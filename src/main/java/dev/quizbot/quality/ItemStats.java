package dev.quizbot.quality;

import dev.quizbot.bank.Question;
import java.util.List;

/**
 * The statistics of one question over every member's first attempt at it.
 *
 * @param question the question as the bank holds it now (retired ones included)
 * @param answers first attempts
 * @param facility share of them graded right; null when nobody answered
 * @param discrimination item-rest point-biserial correlation (see {@link ItemStatistics}); null
 *     when it is undefined (fewer than two answers from members with other questions, or no spread
 *     in either variable)
 * @param choices every current choice, in the deck's order
 * @param unmapped first attempts whose picked choice no longer maps to a current choice (the
 *     question lost choices since)
 * @param reports members' reports of it
 * @param flags what is wrong with it, worst first; only {@link ItemFlag#TOO_FEW_ANSWERS} under the
 *     minimum count
 */
public record ItemStats(
    Question question,
    int answers,
    Double facility,
    Double discrimination,
    List<ChoiceStats> choices,
    int unmapped,
    ReportSummary reports,
    List<ItemFlag> flags) {

  public ItemStats {
    choices = List.copyOf(choices);
    flags = List.copyOf(flags);
  }

  /** The sum of the flags' severities: the report's "worst first" order. */
  public int severity() {
    return flags.stream().mapToInt(ItemFlag::severity).sum();
  }
}
