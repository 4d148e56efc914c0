package dev.quizbot.study;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * The predictions a review history makes, as fsrs-rs counts them: every review a day or more after
 * the question's previous one is predicted from the reviews before it (same-day reviews update the
 * memory but are not scored). Also fsrs-rs's outlier filter for training (dataset.rs): per first
 * grade, the rarest first intervals (5 %, at least 20 predictions) and groups of fewer than six or
 * beyond 100 days (365 for Easy) are left out, with the questions that started that way.
 */
final class FsrsItems {

  /** One scored review: card {@code card}'s review {@code index}, predicted from those before. */
  record Item(int card, int index, long order) {}

  private FsrsItems() {}

  /** Every prediction of the history, oldest first. */
  static List<Item> all(List<CardHistory> cards) {
    List<Item> items = new ArrayList<>();
    for (int c = 0; c < cards.size(); c++) {
      List<PastReview> reviews = cards.get(c).reviews();
      for (int i = 1; i < reviews.size(); i++) {
        if (reviews.get(i).elapsedDays() > 0) {
          items.add(new Item(c, i, reviews.get(i).order()));
        }
      }
    }
    // Stable: ties keep card order, as a log sorted by time keeps its rows.
    items.sort(Comparator.comparingLong(Item::order));
    return items;
  }

  /** fsrs-rs's recency weight of the i-th of n predictions: 0.25 rising to 1 for the newest. */
  static double recencyWeight(int index, int count) {
    double length = Math.max(count - 1.0, 1.0);
    return 0.25 + 0.75 * Math.pow(index / length, 3);
  }

  /** The index of the card's first review a day or more after the one before, or -1. */
  static int firstLongTerm(CardHistory card) {
    List<PastReview> reviews = card.reviews();
    for (int i = 1; i < reviews.size(); i++) {
      if (reviews.get(i).elapsedDays() > 0) {
        return i;
      }
    }
    return -1;
  }

  /**
   * Items kept for pre-training (oldest first), the training items that survive the outlier filter
   * (oldest first), and the order Anki and fsrs-rs's npm binding evaluate in: the kept first
   * intervals group by group (per first grade, smallest group first), then the later predictions.
   */
  record Split(List<Item> initialization, List<Item> training, List<Item> evaluationOrder) {}

  static Split filterOutliers(List<CardHistory> cards, List<Item> items) {
    // Per first grade: first-interval -> the first long-term predictions with that interval.
    Map<Integer, Map<Long, List<Item>>> groups = new TreeMap<>();
    for (Item item : items) {
      CardHistory card = cards.get(item.card());
      if (firstLongTerm(card) != item.index()) {
        continue;
      }
      int firstGrade = card.reviews().get(0).grade();
      long delta = card.reviews().get(item.index()).elapsedDays();
      groups
          .computeIfAbsent(firstGrade, g -> new HashMap<>())
          .computeIfAbsent(delta, d -> new ArrayList<>())
          .add(item);
    }
    Map<Integer, Set<Long>> removed = new HashMap<>();
    List<Item> initialization = new ArrayList<>();
    for (Map.Entry<Integer, Map<Long, List<Item>>> byGrade : groups.entrySet()) {
      int grade = byGrade.getKey();
      List<Map.Entry<Long, List<Item>>> sub = new ArrayList<>(byGrade.getValue().entrySet());
      // Smallest groups first, and among equal sizes the shorter interval first.
      sub.sort(
          Comparator.<Map.Entry<Long, List<Item>>>comparingInt(e -> e.getValue().size())
              .thenComparingLong(Map.Entry::getKey));
      int total = sub.stream().mapToInt(e -> e.getValue().size()).sum();
      int removedSoFar = 0;
      for (Map.Entry<Long, List<Item>> e : sub) {
        int size = e.getValue().size();
        if (removedSoFar + size >= Math.max(20, total / 20)) {
          long limit = grade != 4 ? 100 : 365;
          if (size >= 6 && e.getKey() <= limit) {
            initialization.addAll(e.getValue());
          } else {
            removed.computeIfAbsent(grade, g -> new HashSet<>()).add(e.getKey());
          }
        } else {
          removedSoFar += size;
          removed.computeIfAbsent(grade, g -> new HashSet<>()).add(e.getKey());
        }
      }
    }
    List<Item> evaluationOrder = new ArrayList<>(initialization);
    initialization.sort(Comparator.comparingLong(Item::order));
    List<Item> training = new ArrayList<>();
    for (Item item : items) {
      CardHistory card = cards.get(item.card());
      int first = firstLongTerm(card);
      long firstDelta = card.reviews().get(first).elapsedDays();
      if (!removed.getOrDefault(card.reviews().get(0).grade(), Set.of()).contains(firstDelta)) {
        training.add(item);
        if (item.index() != first) {
          evaluationOrder.add(item);
        }
      }
    }
    return new Split(initialization, training, evaluationOrder);
  }
}
