package dev.quizbot.bench;

import dev.quizbot.bench.MemorySimulation.Generator;
import dev.quizbot.storage.Database;
import dev.quizbot.study.CardHistory;
import dev.quizbot.study.JdbcMemberParametersStore;
import dev.quizbot.study.MemberParameters;
import dev.quizbot.study.MemberParametersStore;
import dev.quizbot.study.ParameterRefit;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The bot's FSRS refits running beside a measurement (issue 30: "the refit never blocks an
 * answer"): one member of the benchmark's database with about 10,000 reviews, refitted again and
 * again on a minimum-priority thread as the bot's {@code study-refit} thread runs them, each time
 * reading her history from the database, fitting, and saving the decision. A refit thread always
 * busy is the worst case: the bot runs one only when a member has 100 new reviews.
 */
final class RefitLoad implements AutoCloseable {

  static final long MEMBER = 777_000_000_000_000_000L;

  private final MemberParametersStore store;
  private final ParameterRefit refit;
  private final Thread thread;
  private final AtomicInteger done = new AtomicInteger();
  private volatile boolean stopped;
  private volatile RuntimeException failure;

  private RefitLoad(Database db) {
    store = new JdbcMemberParametersStore(db);
    refit = new ParameterRefit(store, q -> 0.25, Runnable::run, Clock.systemUTC());
    thread = new Thread(this::loop, "study-refit");
    thread.setDaemon(true);
    thread.setPriority(Thread.MIN_PRIORITY);
  }

  /** Seeds the refitted member's reviews into {@code db} unless there, and starts refitting. */
  static RefitLoad start(Database db) {
    RefitLoad load = new RefitLoad(db);
    if (load.store.reviewCount(MEMBER) == 0) {
      seed(db);
    }
    load.thread.start();
    return load;
  }

  /** Refits finished so far. */
  int refits() {
    return done.get();
  }

  int reviews() {
    return store.reviewCount(MEMBER);
  }

  private void loop() {
    try {
      while (!stopped) {
        List<CardHistory> cards = new ArrayList<>();
        for (MemberParametersStore.QuestionHistory q : store.history(MEMBER)) {
          cards.add(new CardHistory(q.reviews(), 0.25));
        }
        MemberParameters current = store.get(MEMBER);
        store.save(refit.refit(current, cards, store.reviewCount(MEMBER)).now());
        done.incrementAndGet();
      }
    } catch (RuntimeException e) {
      failure = e;
    }
  }

  /** A simulated FSRS learner's reviews, stored through the bot's review log in time order. */
  private static void seed(Database db) {
    var learner = new MemorySimulation(120, 9, 4_000).learner(Generator.FSRS, true, 77);
    StoredLearner.store(db, MEMBER, learner);
  }

  @Override
  public void close() throws InterruptedException {
    stopped = true;
    thread.join();
    if (failure != null) {
      throw failure;
    }
  }
}
