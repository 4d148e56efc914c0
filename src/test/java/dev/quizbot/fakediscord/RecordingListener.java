package dev.quizbot.fakediscord;

import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Predicate;
import net.dv8tion.jda.api.events.GenericEvent;
import net.dv8tion.jda.api.hooks.EventListener;

/** A JDA listener for self-tests that keeps every event so a test can wait for and count them. */
final class RecordingListener implements EventListener {

  private final List<GenericEvent> events = new CopyOnWriteArrayList<>();

  @Override
  public void onEvent(GenericEvent event) {
    events.add(event);
  }

  <E extends GenericEvent> List<E> all(Class<E> type) {
    return events.stream().filter(type::isInstance).map(type::cast).toList();
  }

  <E extends GenericEvent> long count(Class<E> type, Predicate<E> condition) {
    return all(type).stream().filter(condition).count();
  }

  /** Waits for the first event of the type matching the condition and returns it. */
  <E extends GenericEvent> E await(Class<E> type, Predicate<E> condition) {
    Object[] found = new Object[1];
    InteractionReply.poll(
        () -> {
          found[0] = all(type).stream().filter(condition).findFirst().orElse(null);
          return found[0] != null;
        },
        Duration.ofSeconds(15),
        "no " + type.getSimpleName() + " matching the condition reached the listener");
    return type.cast(found[0]);
  }
}
