package dev.quizbot.discord;

import java.util.Optional;
import java.util.OptionalLong;
import net.dv8tion.jda.api.events.interaction.GenericInteractionCreateEvent;

/**
 * What one family of custom_ids does when pressed, chosen or submitted; the {@link ComponentRouter}
 * calls it. The handler only reads its id and does its work: the router answers an id it cannot
 * read (stale), a press by someone else on a component that names its {@link #owner}, and, for a
 * worker's handler, busy, restarting and failure.
 *
 * @param <E> the event it answers (a button, a select menu, either, or a modal); another kind of
 *     event with this family is answered as stale
 * @param <P> what the id says, read by {@link #read}
 */
public interface ComponentHandler<E extends GenericInteractionCreateEvent, P> {

  /** Where {@link #handle} runs. */
  enum Threading {
    /**
     * On JDA's event thread: in-memory work only, e.g. opening a modal, which must be the
     * acknowledgement itself.
     */
    EVENT_THREAD,
    /**
     * On the command executor (no database on the event thread, which grades reactions); if the
     * work waits or runs long the press is acknowledged by a deferred update of its message.
     */
    WORKER,
    /** On the command executor, acknowledged by a private "thinking" reply (forms). */
    WORKER_PRIVATE
  }

  /** The first word of every id this handler answers ({@code rv}, {@code ex}, ...). */
  String family();

  Class<E> eventType();

  Threading threading();

  /** What the id says; empty when it is malformed or of an older shape this handler dropped. */
  Optional<P> read(ComponentId id);

  /** The member this component belongs to, where it names one; others' presses are refused. */
  default OptionalLong owner(P pressed) {
    return OptionalLong.empty();
  }

  /** Does the work and answers through {@code reply} (or, on the event thread, the event). */
  void handle(E event, P pressed, ComponentReply reply);
}
