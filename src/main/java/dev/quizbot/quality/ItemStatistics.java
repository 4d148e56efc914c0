package dev.quizbot.quality;

import dev.quizbot.bank.Question;
import dev.quizbot.bank.QuestionBank;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The item statistics of {@code quizbot items}: per question of the bank, from every member's first
 * attempt at it (a later answer to the same question is practice, not a measure of the question).
 *
 * <ul>
 *   <li><b>facility</b>: the share of first attempts graded right;
 *   <li><b>discrimination</b>: the item-rest point-biserial correlation, i.e. Pearson's r between x
 *       (1 when the member got this question right, else 0) and the member's accuracy on the first
 *       attempts at their <em>other</em> questions (every stored question counts for that, also
 *       ones that left the bank). A member who answered only this question says nothing about it
 *       and is left out of the correlation (not of the facility);
 *   <li><b>choice shares</b> by text, and per choice the share among strong and weak members: those
 *       whose rest-accuracy is above, respectively below, the median of the members who answered
 *       the question (those exactly at the median are in neither group).
 * </ul>
 *
 * <p>Attempts are added member by member ({@link #add}); each member's are held only until the next
 * member starts, and per question only a running sum plus one float and one short per answer (for
 * the median split), so a million answers fit in a few megabytes.
 */
public final class ItemStatistics {

  /** {@code --min-answers}' default: under this many first attempts nothing is flagged. */
  public static final int DEFAULT_MIN_ANSWERS = 20;

  private final QuestionBank bank;
  private final int minAnswers;
  private final Map<String, Item> items = new LinkedHashMap<>();
  private final Map<String, Item> byInstance = new IdentityHashMap<>();
  private final List<Attempt> member = new ArrayList<>();
  private long memberId;
  private boolean finished;

  /**
   * @param minAnswers first attempts a question needs before it is flagged; 0 or more
   */
  public ItemStatistics(QuestionBank bank, int minAnswers) {
    if (minAnswers < 0) {
      throw new IllegalArgumentException("minAnswers must be 0 or more, got " + minAnswers);
    }
    this.bank = bank;
    this.minAnswers = minAnswers;
    for (Question q : bank.questions()) {
      items.put(q.id(), new Item(q));
    }
  }

  /** Adds one first attempt; all of one member's must come one after the other. */
  public void add(FirstAttempt attempt) {
    if (finished) {
      throw new IllegalStateException("already finished");
    }
    if (!member.isEmpty() && attempt.memberId() != memberId) {
      closeMember();
    }
    memberId = attempt.memberId();
    member.add(new Attempt(item(attempt.questionId()), attempt.choiceIndex(), attempt.correct()));
  }

  /**
   * The question's running sums; null when it left the bank. A source hands the same String
   * instance for every attempt at a question, so an identity look-up finds it without comparing the
   * id's characters (a million times in {@code quizbot items}).
   */
  private Item item(String questionId) {
    Item item = byInstance.get(questionId);
    if (item == null) {
      item = items.get(questionId);
      if (item != null) {
        byInstance.put(questionId, item);
      }
    }
    return item;
  }

  /** Every attempt of {@code source}, then {@link #finish}. */
  public static List<ItemStats> compute(
      QuestionBank bank, int minAnswers, FirstAttempts source, List<QuestionReport> reports) {
    ItemStatistics stats = new ItemStatistics(bank, minAnswers);
    source.forEachByMember(stats::add);
    return stats.finish(reports);
  }

  /** The statistics of every bank question, worst first, with {@code reports} (any questions). */
  public List<ItemStats> finish(List<QuestionReport> reports) {
    if (!member.isEmpty()) {
      closeMember();
    }
    finished = true;
    Map<String, List<QuestionReport>> byQuestion = new HashMap<>();
    for (QuestionReport r : reports) {
      byQuestion.computeIfAbsent(r.questionId(), id -> new ArrayList<>()).add(r);
    }
    List<ItemStats> result = new ArrayList<>();
    for (Item item : items.values()) {
      result.add(
          item.stats(ReportSummary.of(byQuestion.getOrDefault(item.question.id(), List.of()))));
    }
    result.sort(WORST_FIRST);
    return result;
  }

  /** Most severe flags first, then most reports, then most answers, then by id. */
  static final Comparator<ItemStats> WORST_FIRST =
      Comparator.comparingInt(ItemStats::severity)
          .reversed()
          .thenComparing(Comparator.comparingInt((ItemStats s) -> s.reports().count()).reversed())
          .thenComparing(Comparator.comparingInt(ItemStats::answers).reversed())
          .thenComparing(s -> s.question().id());

  private void closeMember() {
    int total = member.size();
    int right = 0;
    for (Attempt a : member) {
      right += a.correct ? 1 : 0;
    }
    for (Attempt a : member) {
      if (a.item != null) {
        int x = a.correct ? 1 : 0;
        double rest = total > 1 ? (double) (right - x) / (total - 1) : Double.NaN;
        a.item.add(a.choice, a.correct, rest);
      }
    }
    member.clear();
  }

  private record Attempt(Item item, int choice, boolean correct) {}

  /** The running sums of one question. */
  private final class Item {
    final Question question;
    int answers;
    int right;
    int unmapped;
    final int[] picks;
    // Over the answers of members with other questions (rest defined):
    int n;
    double sumX;
    double sumR;
    double sumRR;
    double sumXR;
    float[] rests = new float[8];
    short[] choices = new short[8];

    Item(Question question) {
      this.question = question;
      this.picks = new int[question.choices().size()];
    }

    void add(int choice, boolean correct, double rest) {
      answers++;
      right += correct ? 1 : 0;
      boolean mapped = choice >= 0 && choice < picks.length;
      if (mapped) {
        picks[choice]++;
      } else {
        unmapped++;
      }
      if (Double.isNaN(rest)) {
        return;
      }
      int x = correct ? 1 : 0;
      sumX += x;
      sumR += rest;
      sumRR += rest * rest;
      sumXR += x * rest;
      if (n == rests.length) {
        rests = Arrays.copyOf(rests, n * 2);
        choices = Arrays.copyOf(choices, n * 2);
      }
      rests[n] = (float) rest;
      choices[n] = (short) (mapped ? choice : -1);
      n++;
    }

    Double discrimination() {
      if (n < 2) {
        return null;
      }
      double covariance = sumXR - sumX * sumR / n;
      double varianceX = sumX - sumX * sumX / n; // x² = x for 0/1
      double varianceR = sumRR - sumR * sumR / n;
      if (varianceX <= 1e-12 || varianceR <= 1e-12) {
        return null; // everyone right (or wrong), or every member equally good elsewhere
      }
      return covariance / Math.sqrt(varianceX * varianceR);
    }

    ItemStats stats(ReportSummary reports) {
      Double facility = answers == 0 ? null : (double) right / answers;
      Double discrimination = discrimination();
      double median = median();
      int strong = 0;
      int weak = 0;
      int[] strongPicks = new int[picks.length];
      int[] weakPicks = new int[picks.length];
      for (int i = 0; i < n; i++) {
        if (rests[i] > median) {
          strong++;
          if (choices[i] >= 0) {
            strongPicks[choices[i]]++;
          }
        } else if (rests[i] < median) {
          weak++;
          if (choices[i] >= 0) {
            weakPicks[choices[i]]++;
          }
        }
      }
      boolean judged = answers > 0 && answers >= minAnswers; // no answers: nothing to judge
      Set<ItemFlag> flags = EnumSet.noneOf(ItemFlag.class);
      List<ChoiceStats> choiceStats = new ArrayList<>();
      for (int c = 0; c < picks.length; c++) {
        boolean key = c == question.answerIndex();
        double share = answers == 0 ? 0 : (double) picks[c] / answers;
        Double strongShare = strong == 0 ? null : (double) strongPicks[c] / strong;
        Double weakShare = weak == 0 ? null : (double) weakPicks[c] / weak;
        List<ItemFlag> choiceFlags = new ArrayList<>();
        if (judged && !key) {
          if (strongShare != null && weakShare != null && strongShare > weakShare) {
            choiceFlags.add(ItemFlag.POSSIBLE_WRONG_KEY);
          }
          if (share < ItemFlag.DISTRACTOR_BELOW) {
            choiceFlags.add(ItemFlag.NON_FUNCTIONAL_DISTRACTOR);
          }
        }
        flags.addAll(choiceFlags);
        choiceStats.add(
            new ChoiceStats(
                question.choices().get(c),
                key,
                picks[c],
                share,
                strongShare,
                weakShare,
                choiceFlags));
      }
      if (!judged) {
        flags.add(ItemFlag.TOO_FEW_ANSWERS);
      } else {
        if (facility < ItemFlag.HARD_BELOW) {
          flags.add(ItemFlag.TOO_HARD);
        }
        if (facility > ItemFlag.EASY_ABOVE) {
          flags.add(ItemFlag.TOO_EASY);
        }
        if (discrimination != null && discrimination < ItemFlag.LOW_DISCRIMINATION_BELOW) {
          flags.add(ItemFlag.LOW_DISCRIMINATION);
        }
        if (discrimination != null && discrimination < 0) {
          flags.add(ItemFlag.CHECK_THE_KEY);
        }
      }
      return new ItemStats(
          question,
          answers,
          facility,
          discrimination,
          choiceStats,
          unmapped,
          reports,
          List.copyOf(flags)); // EnumSet order: the enum's, worst first
    }

    private double median() {
      if (n == 0) {
        return Double.NaN;
      }
      float[] sorted = Arrays.copyOf(rests, n);
      Arrays.sort(sorted);
      return n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + (double) sorted[n / 2]) / 2;
    }
  }
}
