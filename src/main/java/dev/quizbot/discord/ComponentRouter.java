package dev.quizbot.discord;

import dev.quizbot.limit.MemberRateLimit;
import java.time.Clock;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.function.Consumer;
import net.dv8tion.jda.api.events.GenericEvent;
import net.dv8tion.jda.api.events.interaction.GenericInteractionCreateEvent;
import net.dv8tion.jda.api.events.interaction.ModalInteractionEvent;
import net.dv8tion.jda.api.events.interaction.component.GenericComponentInteractionCreateEvent;
import net.dv8tion.jda.api.hooks.EventListener;
import net.dv8tion.jda.api.interactions.callbacks.IMessageEditCallback;
import net.dv8tion.jda.api.interactions.callbacks.IReplyCallback;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The one listener for buttons, select menus and modals, as {@link CommandRouter} is for slash
 * commands. On JDA's event thread it reads the custom_id ({@link ComponentId}), finds the handler
 * of its family, has the handler read it, refuses a press on a component that belongs to another
 * member, then runs the handler as it declares ({@link ComponentHandler.Threading}): inline, or on
 * the {@link CommandExecutor} through the {@link WorkHandOff} slash commands use. What the member
 * hears when the id is stale, the component someone else's, the bot busy or restarting, or the work
 * failed is one set of texts ({@code component.*}) for every feature.
 */
public final class ComponentRouter implements EventListener {
  private static final Logger log = LoggerFactory.getLogger(ComponentRouter.class);

  // Keys of i18n/messages*.properties: worded in the member's language.
  static final String STALE = "component.stale";
  static final String SOMEONE_ELSES = "component.someoneElses";
  static final String BUSY = "component.busy";
  static final String RESTARTING = "component.restarting";
  static final String SORRY = "component.sorry";

  private static final WorkHandOff.Texts TEXTS = new WorkHandOff.Texts(RESTARTING, SORRY);

  private final Map<String, ComponentHandler<?, ?>> byFamily = new HashMap<>();
  private final WorkHandOff handOff;
  private final MemberLimitGate limit;

  /**
   * @param executor the slash commands' executor: a worker's handlers run there
   * @param wallClock the real time, to measure a press's age against Discord's 3 s
   * @param limit each member's rate of presses, shared with the {@link CommandRouter}
   */
  public ComponentRouter(
      List<? extends ComponentHandler<?, ?>> handlers,
      CommandExecutor executor,
      Clock wallClock,
      MemberRateLimit limit) {
    for (ComponentHandler<?, ?> handler : handlers) {
      ComponentHandler<?, ?> before = byFamily.putIfAbsent(handler.family(), handler);
      if (before != null) {
        throw new IllegalArgumentException(
            "two handlers for the component family " + handler.family());
      }
    }
    this.handOff = new WorkHandOff(executor, wallClock);
    this.limit = new MemberLimitGate(limit);
  }

  @Override
  public void onEvent(GenericEvent event) {
    if (event instanceof GenericComponentInteractionCreateEvent component) {
      route(component, component.getComponentId());
    } else if (event instanceof ModalInteractionEvent modal) {
      route(modal, modal.getModalId());
    }
  }

  private <C extends GenericInteractionCreateEvent & IReplyCallback & IMessageEditCallback>
      void route(C event, String customId) {
    // Before anything else: a member past their limit costs one ephemeral line and nothing more.
    if (!limit.admit(event)) {
      return;
    }
    Optional<ComponentId> id = ComponentId.parse(customId);
    ComponentHandler<?, ?> handler = id.map(i -> byFamily.get(i.family())).orElse(null);
    if (handler == null || !handler.eventType().isInstance(event)) {
      refuse(event, STALE);
      return;
    }
    route(event, id.get(), handler);
  }

  private <
          C extends GenericInteractionCreateEvent & IReplyCallback & IMessageEditCallback,
          E extends GenericInteractionCreateEvent,
          P>
      void route(C event, ComponentId id, ComponentHandler<E, P> handler) {
    Optional<P> pressed = handler.read(id);
    if (pressed.isEmpty()) {
      refuse(event, STALE);
      return;
    }
    OptionalLong owner = handler.owner(pressed.get());
    if (owner.isPresent() && owner.getAsLong() != event.getUser().getIdLong()) {
      refuse(event, SOMEONE_ELSES);
      return;
    }
    E typed = handler.eventType().cast(event);
    P what = pressed.get();
    switch (handler.threading()) {
      case EVENT_THREAD -> {
        try {
          handler.handle(typed, what, new ComponentReply(event, false));
        } catch (RuntimeException e) {
          log.error("component {} failed", id, e);
          refuse(event, SORRY);
        }
      }
      case WORKER -> handOff(event, id, reply -> handler.handle(typed, what, reply), false);
      case WORKER_PRIVATE -> handOff(event, id, reply -> handler.handle(typed, what, reply), true);
    }
  }

  private <C extends GenericInteractionCreateEvent & IReplyCallback & IMessageEditCallback>
      void handOff(C event, ComponentId id, Consumer<ComponentReply> work, boolean privateAck) {
    ComponentReply reply = new ComponentReply(event, privateAck);
    if (privateAck) {
      // A form's answer is private and may take a store's write: acknowledged at once.
      reply.defer();
    }
    WorkHandOff.Reply handOffReply =
        new WorkHandOff.Reply() {
          @Override
          public void defer() {
            reply.defer();
          }

          @Override
          public void explain(String key) {
            reply.explain(Language.of(event).get(key));
          }

          @Override
          public void stopped(String key) {
            // A press has no public answer to replace: the same line.
            reply.explain(Language.of(event).get(key));
          }
        };
    boolean handed =
        handOff.hand(
            "component " + id,
            event.getTimeCreated(),
            handOffReply,
            TEXTS,
            () -> work.accept(reply));
    if (!handed) {
      reply.explain(Language.of(event).get(BUSY));
    }
  }

  private static void refuse(IReplyCallback event, String key) {
    event.reply(Language.of(event).get(key)).setEphemeral(true).queue(null, RestFailures::log);
  }
}
