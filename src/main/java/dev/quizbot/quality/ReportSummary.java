package dev.quizbot.quality;

import java.util.List;
import java.util.Map;

/**
 * Members' reports of one question, every version together.
 *
 * @param count how many
 * @param reasons count per reason, in {@link ReportReason} order, reasons nobody gave left out
 * @param reports the reports themselves, oldest first (their notes are shown in the HTML report)
 */
public record ReportSummary(
    int count, Map<ReportReason, Integer> reasons, List<QuestionReport> reports) {

  public ReportSummary {
    reasons = java.util.Collections.unmodifiableMap(new java.util.EnumMap<>(reasons));
    reports = List.copyOf(reports);
  }

  public static ReportSummary of(List<QuestionReport> reports) {
    Map<ReportReason, Integer> reasons = new java.util.EnumMap<>(ReportReason.class);
    for (QuestionReport r : reports) {
      reasons.merge(r.reason(), 1, Integer::sum);
    }
    return new ReportSummary(reports.size(), reasons, reports);
  }
}
