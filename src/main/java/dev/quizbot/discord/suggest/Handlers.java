package dev.quizbot.discord.suggest;

import dev.quizbot.discord.ComponentHandler;
import dev.quizbot.discord.ComponentId;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.function.Function;
import net.dv8tion.jda.api.events.interaction.GenericInteractionCreateEvent;

/** A {@link ComponentHandler} of any event and threading, from its parts (as its button()). */
final class Handlers {
  private Handlers() {}

  static <E extends GenericInteractionCreateEvent, P> ComponentHandler<E, P> of(
      String family,
      Class<E> type,
      ComponentHandler.Threading threading,
      Function<ComponentId, Optional<P>> read,
      Function<P, OptionalLong> owner,
      ComponentHandler.Work<E, P> work) {
    return new ComponentHandler<>() {
      @Override
      public String family() {
        return family;
      }

      @Override
      public Class<E> eventType() {
        return type;
      }

      @Override
      public Threading threading() {
        return threading;
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
      public void handle(E event, P pressed, dev.quizbot.discord.ComponentReply reply) {
        work.handle(event, pressed, reply);
      }
    };
  }

  static <P> OptionalLong nobody(P pressed) {
    return OptionalLong.empty();
  }
}
