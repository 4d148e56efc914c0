package dev.quizbot.round;

/**
 * Whole percentages for the reveal's per-choice shares that add up to exactly 100, read side by
 * side by every member: 1/3 each shows 34 + 33 + 33, not 33 + 33 + 33 = 99 (largest remainder). A
 * choice somebody picked never shows 0%: its point comes from the largest share.
 */
final class SharePercents {
  private SharePercents() {}

  /** Percentages per choice; all 0 when nobody answered. */
  static int[] of(int[] counts) {
    int total = 0;
    for (int count : counts) {
      total += count;
    }
    int[] percents = new int[counts.length];
    if (total == 0) {
      return percents;
    }
    long[] remainders = new long[counts.length];
    int given = 0;
    for (int i = 0; i < counts.length; i++) {
      long scaled = 100L * counts[i];
      percents[i] = (int) (scaled / total);
      remainders[i] = scaled % total;
      given += percents[i];
    }
    // The points still missing go to the largest remainders, earlier choices first on a tie.
    for (; given < 100; given++) {
      int best = -1;
      for (int i = 0; i < counts.length; i++) {
        if (remainders[i] > 0 && (best < 0 || remainders[i] > remainders[best])) {
          best = i;
        }
      }
      percents[best]++;
      remainders[best] = 0;
    }
    for (int i = 0; i < counts.length; i++) {
      if (counts[i] > 0 && percents[i] == 0) {
        percents[largest(percents)]--;
        percents[i] = 1;
      }
    }
    return percents;
  }

  private static int largest(int[] percents) {
    int best = 0;
    for (int i = 1; i < percents.length; i++) {
      if (percents[i] > percents[best]) {
        best = i;
      }
    }
    return best;
  }
}
