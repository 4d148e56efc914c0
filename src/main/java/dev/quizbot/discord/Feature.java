package dev.quizbot.discord;

import java.util.List;
import net.dv8tion.jda.api.hooks.EventListener;

/**
 * What one {@code discord/<feature>} package offers the wiring: its slash commands, its buttons',
 * menus' and forms' handlers, its gateway listeners and its tickers, and what it stops. The wiring
 * keeps one list of features: their commands go to the {@link CommandRouter}, their handlers to the
 * {@link ComponentRouter}, their listeners to JDA; once Discord is ready every ticker starts, in
 * list order; at stop the features close in reverse order, each ticker first.
 */
public interface Feature {

  default List<SlashCommand> commands() {
    return List.of();
  }

  default List<ComponentHandler<?, ?>> components() {
    return List.of();
  }

  /** Gateway listeners (reactions, READY, ...); never component events: those are handlers. */
  default List<EventListener> listeners() {
    return List.of();
  }

  default List<Ticker<?>> tickers() {
    return List.of();
  }

  /** Stops what the feature runs beyond its tickers (closed just before). */
  default void close() {}

  /** A feature of slash commands only. */
  static Feature ofCommands(SlashCommand... commands) {
    List<SlashCommand> all = List.of(commands);
    return new Feature() {
      @Override
      public List<SlashCommand> commands() {
        return all;
      }
    };
  }
}
