package dev.quizbot.discord;

import net.dv8tion.jda.api.interactions.InteractionHook;
import net.dv8tion.jda.api.interactions.callbacks.IMessageEditCallback;
import net.dv8tion.jda.api.interactions.callbacks.IReplyCallback;
import net.dv8tion.jda.api.utils.messages.MessageCreateData;
import net.dv8tion.jda.api.utils.messages.MessageEditData;

/**
 * The answer to one button press, menu choice or form, as {@code SlashReply} is for a slash
 * command: by editing the component's message (Discord's UPDATE_MESSAGE, type 7) or by a new
 * message. When the work runs long it is acknowledged first ({@link #defer}): a press by a deferred
 * update (type 6), whose answer follows through the interaction's hook; a form of a {@link
 * ComponentHandler.Threading#WORKER_PRIVATE} handler by a private "thinking" reply (type 5), which
 * the answer then replaces. Thread-safe: the first caller decides.
 */
public final class ComponentReply {
  private enum State {
    PENDING,
    DEFERRED,
    DEFERRED_PRIVATE,
    ANSWERED
  }

  private final IReplyCallback replies;
  private final IMessageEditCallback edits;
  private final boolean privateAck;
  private State state = State.PENDING;

  /**
   * @param privateAck acknowledge with a private "thinking" reply instead of a deferred update
   */
  <C extends IReplyCallback & IMessageEditCallback> ComponentReply(C event, boolean privateAck) {
    this.replies = event;
    this.edits = event;
    this.privateAck = privateAck;
  }

  /** Acknowledges unless already acknowledged. */
  public synchronized void defer() {
    if (state != State.PENDING) {
      return;
    }
    if (privateAck) {
      state = State.DEFERRED_PRIVATE;
      replies.deferReply(true).queue(null, RestFailures::log);
    } else {
      state = State.DEFERRED;
      edits.deferEdit().queue(null, RestFailures::log);
    }
  }

  /** Edits the component's message (after a private acknowledgement: the "thinking" reply). */
  public synchronized void update(MessageEditData edit) {
    if (state == State.PENDING) {
      edits.editMessage(edit).queue(null, RestFailures::log);
    } else {
      replies.getHook().editOriginal(edit).queue(null, RestFailures::log);
    }
    state = State.ANSWERED;
  }

  /**
   * A new message in the component's channel (a reply, or a follow-up after an acknowledgement).
   */
  public synchronized void send(MessageCreateData message, boolean ephemeral) {
    InteractionHook hook = replies.getHook();
    switch (state) {
      case PENDING -> replies.reply(message).setEphemeral(ephemeral).queue(null, RestFailures::log);
      case DEFERRED_PRIVATE ->
          hook.editOriginal(MessageEditData.fromCreateData(message)).queue(null, RestFailures::log);
      default -> hook.sendMessage(message).setEphemeral(ephemeral).queue(null, RestFailures::log);
    }
    state = State.ANSWERED;
  }

  /** A line for the presser alone. */
  public synchronized void explain(String line) {
    String text = ReplyText.fit(line);
    if (state == State.DEFERRED_PRIVATE) {
      replies.getHook().editOriginal(text).queue(null, RestFailures::log);
      state = State.ANSWERED;
      return;
    }
    send(MessageCreateData.fromContent(text), true);
  }
}
