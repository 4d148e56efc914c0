package dev.quizbot.fakediscord;

import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/** Open interactions by id and by token (callbacks use both, webhooks the token). */
final class InteractionRegistry {

  private final Map<String, InteractionRecord> byToken = new ConcurrentHashMap<>();

  void add(InteractionRecord record) {
    byToken.put(record.token, record);
  }

  Optional<InteractionRecord> byIdAndToken(String id, String token) {
    InteractionRecord record = byToken.get(token);
    return record != null && record.id.equals(id) ? Optional.of(record) : Optional.empty();
  }

  Optional<InteractionRecord> byToken(String token) {
    return Optional.ofNullable(byToken.get(token));
  }
}
