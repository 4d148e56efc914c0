package dev.quizbot.discord;

import java.util.ArrayList;
import java.util.List;
import net.dv8tion.jda.api.events.GenericEvent;
import net.dv8tion.jda.api.hooks.EventListener;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The one listener JDA gets while the services behind the real listeners are still being built, so
 * logging in can overlap opening the database. Events arriving before {@link #open} are held and
 * handed over first, in order; none is lost or handled by a half-built bot. It never blocks: JDA
 * fires some events on the thread that builds it.
 */
public final class ListenerGate implements EventListener {
  private static final Logger log = LoggerFactory.getLogger(ListenerGate.class);

  private final List<GenericEvent> held = new ArrayList<>();
  private List<EventListener> listeners;
  private boolean discarded;

  /** Hands the held events, then every later one, to these listeners in this order. */
  public synchronized void open(List<EventListener> listeners) {
    this.listeners = List.copyOf(listeners);
    // Under the lock: a newer event waits in onEvent until the held ones are handled.
    for (GenericEvent event : held) {
      deliver(event);
    }
    held.clear();
  }

  /** Start-up failed: drop held and later events. */
  public synchronized void discard() {
    discarded = true;
    held.clear();
  }

  @Override
  public void onEvent(GenericEvent event) {
    synchronized (this) {
      if (discarded) {
        return;
      }
      if (listeners == null) {
        held.add(event);
        return;
      }
    }
    deliver(event);
  }

  private void deliver(GenericEvent event) {
    for (EventListener listener : listeners) {
      // As JDA's own event manager: one failing listener does not keep the event from the others.
      try {
        listener.onEvent(event);
      } catch (RuntimeException e) {
        log.error("One of the EventListeners had an uncaught exception", e);
      }
    }
  }
}
