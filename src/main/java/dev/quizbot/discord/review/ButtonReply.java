package dev.quizbot.discord.review;

import dev.quizbot.discord.RestFailures;
import net.dv8tion.jda.api.events.interaction.component.ButtonInteractionEvent;
import net.dv8tion.jda.api.interactions.InteractionHook;
import net.dv8tion.jda.api.utils.messages.MessageCreateData;
import net.dv8tion.jda.api.utils.messages.MessageEditData;

/**
 * The answer to one button press that runs on the command executor, as {@code SlashReply} is for a
 * slash command: the press is answered by editing its message (Discord's UPDATE_MESSAGE, type 7) or
 * by a new message; when the work runs long, a timer defers the update (type 6) and the answer
 * follows through the interaction's hook. Thread-safe: the first caller decides.
 */
final class ButtonReply {
  private enum State {
    PENDING,
    DEFERRED,
    ANSWERED
  }

  private final ButtonInteractionEvent event;
  private State state = State.PENDING;

  ButtonReply(ButtonInteractionEvent event) {
    this.event = event;
  }

  /** Acknowledges with a deferred update unless already acknowledged. */
  synchronized void defer() {
    if (state == State.PENDING) {
      state = State.DEFERRED;
      event.deferEdit().queue(null, RestFailures::log);
    }
  }

  /** Edits the button's message. */
  synchronized void update(MessageEditData edit) {
    if (state == State.PENDING) {
      event.editMessage(edit).queue(null, RestFailures::log);
    } else {
      event.getHook().editOriginal(edit).queue(null, RestFailures::log);
    }
    state = State.ANSWERED;
  }

  /** A new message in the button's channel (a reply, or a follow-up after an acknowledgement). */
  synchronized void send(MessageCreateData message, boolean ephemeral) {
    InteractionHook hook = event.getHook();
    if (state == State.PENDING) {
      event.reply(message).setEphemeral(ephemeral).queue(null, RestFailures::log);
    } else {
      hook.sendMessage(message).setEphemeral(ephemeral).queue(null, RestFailures::log);
    }
    state = State.ANSWERED;
  }

  /** A line for the presser alone. */
  void explain(String text) {
    send(MessageCreateData.fromContent(text), true);
  }
}
