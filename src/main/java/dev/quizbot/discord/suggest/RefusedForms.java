package dev.quizbot.discord.suggest;

import dev.quizbot.suggestion.SuggestionFields;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The last refused form of each member, in memory, so "Edit and send again" opens it with what they
 * typed (a button's id cannot hold a form). Lost at a restart: the member then starts again.
 */
final class RefusedForms {
  /** Far more than members fixing a form at once; past it the oldest are simply forgotten. */
  private static final int MAX = 1000;

  /** A refused form and the id of the modal it came from (a new suggestion or an admin's edit). */
  record Refused(String modalId, SuggestionFields fields) {}

  private final Map<String, Refused> byMember = new ConcurrentHashMap<>();

  void keep(long guildId, long memberId, Refused refused) {
    if (byMember.size() >= MAX) {
      byMember.clear();
    }
    byMember.put(key(guildId, memberId), refused);
  }

  Optional<Refused> find(long guildId, long memberId) {
    return Optional.ofNullable(byMember.get(key(guildId, memberId)));
  }

  void forget(long guildId, long memberId) {
    byMember.remove(key(guildId, memberId));
  }

  private static String key(long guildId, long memberId) {
    return guildId + "/" + memberId;
  }
}
