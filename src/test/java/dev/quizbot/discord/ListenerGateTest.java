package dev.quizbot.discord;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import net.dv8tion.jda.api.events.Event;
import net.dv8tion.jda.api.events.GenericEvent;
import net.dv8tion.jda.api.hooks.EventListener;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

final class ListenerGateTest {

  /** An event that only carries its response number, to tell events apart. */
  private static GenericEvent event(long number) {
    return new Event(null, number) {};
  }

  @Test
  @DisplayName("events before open are handed over first, in order, then later ones")
  void heldEventsFirst() {
    // GIVEN two events arriving before the services exist
    ListenerGate gate = new ListenerGate();
    List<Long> seen = new ArrayList<>();
    gate.onEvent(event(1));
    gate.onEvent(event(2));
    assertThat(seen).isEmpty();

    // WHEN the gate opens and a third event arrives
    gate.open(List.of(e -> seen.add(e.getResponseNumber())));
    gate.onEvent(event(3));

    // THEN all three reached the listener, in arrival order
    assertThat(seen).containsExactly(1L, 2L, 3L);
  }

  @Test
  @DisplayName("after discard no event, held or later, reaches a listener")
  void discardDropsEverything() {
    ListenerGate gate = new ListenerGate();
    List<Long> seen = new ArrayList<>();
    gate.onEvent(event(1));

    gate.discard();
    gate.open(List.of(e -> seen.add(e.getResponseNumber())));
    gate.onEvent(event(2));

    assertThat(seen).isEmpty();
  }

  @Test
  @DisplayName("a listener that throws does not keep the event from the listeners after it")
  void failingListenerIsolated() {
    ListenerGate gate = new ListenerGate();
    List<Long> seen = new ArrayList<>();
    EventListener failing =
        e -> {
          throw new IllegalStateException("listener bug");
        };

    gate.open(List.of(failing, e -> seen.add(e.getResponseNumber())));
    gate.onEvent(event(7));

    assertThat(seen).containsExactly(7L);
  }
}
