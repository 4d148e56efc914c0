package dev.quizbot.discord.suggest;

import dev.quizbot.suggestion.SuggestionFields;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The last refused form of each member, in memory, so "Edit and send again" opens it with what they
 * typed (a button's id cannot hold a form). Each is numbered and its button carries the number, so
 * the button under an older refusal does not open a newer form. Lost at a restart: the member then
 * starts again.
 */
final class RefusedForms {
  /** Far more than members fixing a form at once; past it the oldest are simply forgotten. */
  private static final int MAX = 1000;

  /** A refused form and the id of the modal it came from (a new suggestion or an admin's edit). */
  record Refused(String modalId, SuggestionFields fields) {}

  private record Kept(long number, Refused refused) {}

  private final Map<String, Kept> byMember = new ConcurrentHashMap<>();
  // Started anywhere but 1: a button from before a restart must not match the first form after it.
  private final AtomicLong numbers =
      new AtomicLong(ThreadLocalRandom.current().nextLong(1, Long.MAX_VALUE / 2));

  /** Keeps the member's refused form in place of any earlier one; returns its number. */
  long keep(long guildId, long memberId, Refused refused) {
    if (byMember.size() >= MAX) {
      byMember.clear();
    }
    long number = numbers.incrementAndGet();
    byMember.put(key(guildId, memberId), new Kept(number, refused));
    return number;
  }

  /** The member's kept form when it is the one numbered {@code number}. */
  Optional<Refused> find(long guildId, long memberId, long number) {
    Kept kept = byMember.get(key(guildId, memberId));
    if (kept == null || number != kept.number()) {
      return Optional.empty();
    }
    return Optional.of(kept.refused());
  }

  void forget(long guildId, long memberId) {
    byMember.remove(key(guildId, memberId));
  }

  private static String key(long guildId, long memberId) {
    return guildId + "/" + memberId;
  }
}
