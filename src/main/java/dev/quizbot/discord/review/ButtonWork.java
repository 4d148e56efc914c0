package dev.quizbot.discord.review;

import dev.quizbot.discord.CommandExecutor;
import dev.quizbot.discord.Language;
import dev.quizbot.discord.WorkHandOff;
import java.time.Clock;
import java.util.function.Consumer;
import net.dv8tion.jda.api.events.interaction.component.GenericComponentInteractionCreateEvent;

/**
 * Runs a button press's (or a select menu's) work on the {@link CommandExecutor} (the slash
 * commands' pool), never on JDA's event thread, which also grades reactions: answers read and write
 * the database. The hand-off is the queued slash commands' ({@link WorkHandOff}): the event thread
 * only reserves a place (none left: an ephemeral "busy" at once); a press that will wait is
 * deferred at once, one that starts at once is deferred by a timer if it runs past 1.5 s, so
 * Discord's 3 s always hold.
 */
public final class ButtonWork {
  // Keys of i18n/messages*.properties: the replies are worded in the member's language.
  static final String BUSY = "button.busy";
  static final String RESTARTING = "button.restarting";
  static final String SORRY = "button.sorry";

  private static final WorkHandOff.Texts TEXTS = new WorkHandOff.Texts(RESTARTING, SORRY);

  private final WorkHandOff handOff;

  /**
   * @param wallClock the real time, to measure a press's age from Discord's timestamp
   */
  public ButtonWork(CommandExecutor executor, Clock wallClock) {
    this.handOff = new WorkHandOff(executor, wallClock);
  }

  /** Call on the event thread; {@code work} runs on a worker and answers through the reply. */
  public void hand(GenericComponentInteractionCreateEvent event, Consumer<ButtonReply> work) {
    ButtonReply reply = new ButtonReply(event);
    WorkHandOff.Reply handOffReply =
        new WorkHandOff.Reply() {
          @Override
          public void defer() {
            reply.defer();
          }

          @Override
          public void explain(String text) {
            reply.explain(Language.of(event).get(text));
          }

          @Override
          public void stopped(String text) {
            // A press has no public answer to replace: the same line.
            reply.explain(Language.of(event).get(text));
          }
        };
    boolean handed =
        handOff.hand(
            "button " + event.getComponentId(),
            event.getTimeCreated(),
            handOffReply,
            TEXTS,
            () -> work.accept(reply));
    if (!handed) {
      reply.explain(Language.of(event).get(BUSY));
    }
  }
}
