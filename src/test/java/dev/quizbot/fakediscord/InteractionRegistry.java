package dev.quizbot.fakediscord;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * Open interactions by id and by token (callbacks use both, webhooks the token), and every one in
 * order (what users did).
 */
final class InteractionRegistry {

  private final Map<String, InteractionRecord> byToken = new ConcurrentHashMap<>();
  private final List<InteractionRecord> all = new CopyOnWriteArrayList<>();

  void add(InteractionRecord record) {
    byToken.put(record.token, record);
    all.add(record);
  }

  /**
   * The actions {@code user} took: slash commands, button presses, select picks and modal submits.
   * Typing into an option (autocomplete) is no action: the command sent counts.
   */
  int actionsBy(FakeUser user) {
    return (int)
        all.stream()
            .filter(r -> r.user.id().equals(user.id()))
            .filter(r -> r.type != InteractionFactory.AUTOCOMPLETE)
            .count();
  }

  Optional<InteractionRecord> byIdAndToken(String id, String token) {
    InteractionRecord record = byToken.get(token);
    return record != null && record.id.equals(id) ? Optional.of(record) : Optional.empty();
  }

  Optional<InteractionRecord> byToken(String token) {
    return Optional.ofNullable(byToken.get(token));
  }
}
