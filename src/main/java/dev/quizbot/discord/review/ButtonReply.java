package dev.quizbot.discord.review;

import dev.quizbot.discord.RestFailures;
import net.dv8tion.jda.api.events.interaction.component.GenericComponentInteractionCreateEvent;
import net.dv8tion.jda.api.interactions.InteractionHook;
import net.dv8tion.jda.api.utils.messages.MessageCreateData;
import net.dv8tion.jda.api.utils.messages.MessageEditData;

/**
 * The answer to one button press that runs on the command executor, as {@code SlashReply} is for a
 * slash command: the press is answered by editing its message (Discord's UPDATE_MESSAGE, type 7) or
 * by a new message; when the work runs long, a timer defers the update (type 6) and the answer
 * follows through the interaction's hook. Thread-safe: the first caller decides.
 */
public final class ButtonReply {
  private enum State {
    PENDING,
    DEFERRED,
    ANSWERED
  }

  private final GenericComponentInteractionCreateEvent event;
  private State state = State.PENDING;

  ButtonReply(GenericComponentInteractionCreateEvent event) {
    this.event = event;
  }

  /** Acknowledges with a deferred update unless already acknowledged. */
  public synchronized void defer() {
    if (state == State.PENDING) {
      state = State.DEFERRED;
      event.deferEdit().queue(null, RestFailures::log);
    }
  }

  /** Edits the button's message. */
  public synchronized void update(MessageEditData edit) {
    if (state == State.PENDING) {
      event.editMessage(edit).queue(null, RestFailures::log);
    } else {
      event.getHook().editOriginal(edit).queue(null, RestFailures::log);
    }
    state = State.ANSWERED;
  }

  /** A new message in the button's channel (a reply, or a follow-up after an acknowledgement). */
  public synchronized void send(MessageCreateData message, boolean ephemeral) {
    InteractionHook hook = event.getHook();
    if (state == State.PENDING) {
      event.reply(message).setEphemeral(ephemeral).queue(null, RestFailures::log);
    } else {
      hook.sendMessage(message).setEphemeral(ephemeral).queue(null, RestFailures::log);
    }
    state = State.ANSWERED;
  }

  /** A line for the presser alone. */
  public void explain(String text) {
    send(MessageCreateData.fromContent(text), true);
  }
}
