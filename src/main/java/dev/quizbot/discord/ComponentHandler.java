package dev.quizbot.discord;

import java.util.Optional;
import java.util.OptionalLong;
import java.util.function.Function;
import net.dv8tion.jda.api.events.interaction.GenericInteractionCreateEvent;
import net.dv8tion.jda.api.events.interaction.component.ButtonInteractionEvent;

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

  /** The work of a handler built by {@link #button}. */
  @FunctionalInterface
  interface Work<E, P> {
    void handle(E event, P pressed, ComponentReply reply);
  }

  /**
   * A button handler on a command worker, for a family whose handler only reads its id, names an
   * owner (or {@code p -> OptionalLong.empty()}) and does its work: no class of five overrides
   * each.
   */
  static <P> ComponentHandler<ButtonInteractionEvent, P> button(
      String family,
      Function<ComponentId, Optional<P>> read,
      Function<P, OptionalLong> owner,
      Work<ButtonInteractionEvent, P> work) {
    return new ComponentHandler<>() {
      @Override
      public String family() {
        return family;
      }

      @Override
      public Class<ButtonInteractionEvent> eventType() {
        return ButtonInteractionEvent.class;
      }

      @Override
      public Threading threading() {
        return Threading.WORKER;
      }

      @Override
      public Optional<P> read(ComponentId id) {
        return read.apply(id);
      }

      @Override
      public OptionalLong owner(P pressed) {
        return owner.apply(pressed);
      }

      @Override
      public void handle(ButtonInteractionEvent event, P pressed, ComponentReply reply) {
        work.handle(event, pressed, reply);
      }
    };
  }
}
