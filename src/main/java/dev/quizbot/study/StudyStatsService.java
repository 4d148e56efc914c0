package dev.quizbot.study;

import dev.quizbot.bank.GuildBanks;
import dev.quizbot.bank.QuestionBank;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.function.Supplier;

/** The member's study numbers for {@code /stats}, in the member's zone. */
public final class StudyStatsService {

  static final Duration RETENTION_WINDOW = Duration.ofDays(30);

  private final GuildBanks banks;
  private final MemoryStore memory;
  private final ReviewLog reviews;
  private final StudySettingsStore settings;
  private final Clock clock;

  public StudyStatsService(
      Supplier<QuestionBank> bank,
      MemoryStore memory,
      ReviewLog reviews,
      StudySettingsStore settings,
      Clock clock) {
    this(GuildBanks.current(bank), memory, reviews, settings, clock);
  }

  public StudyStatsService(
      GuildBanks banks,
      MemoryStore memory,
      ReviewLog reviews,
      StudySettingsStore settings,
      Clock clock) {
    this.banks = banks;
    this.memory = memory;
    this.reviews = reviews;
    this.settings = settings;
    this.clock = clock;
  }

  public StudyStats stats(long memberId) {
    Instant now = clock.instant();
    MemberDay today = MemberDay.of(now, settings.get(memberId).zone());
    int dueNow =
        (int)
            memory.allOf(memberId).entrySet().stream()
                .filter(e -> banks.holding(e.getKey()).question(e.getKey()).isPresent())
                .filter(e -> LearnAhead.isDue(e.getValue(), now))
                .count();
    return new StudyStats(
        dueNow,
        reviews.countSince(memberId, today.start()),
        reviews.streak(memberId, today.zone(), today.date()),
        reviews.retentionSince(memberId, now.minus(RETENTION_WINDOW)));
  }
}
