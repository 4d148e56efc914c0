package dev.quizbot.discord;

import dev.quizbot.i18n.Texts;
import net.dv8tion.jda.api.entities.MessageEmbed;
import net.dv8tion.jda.api.events.interaction.command.SlashCommandInteractionEvent;
import net.dv8tion.jda.api.interactions.InteractionHook;
import net.dv8tion.jda.api.utils.FileUpload;
import net.dv8tion.jda.api.utils.messages.MessageCreateData;
import net.dv8tion.jda.api.utils.messages.MessageEditData;

/**
 * The one answer to a slash command that runs on the {@link CommandExecutor}, whoever acknowledged
 * it first. The router defers (publicly) on the event thread when the command will wait in the
 * queue, or from a timer when it runs long; otherwise the command's own thread replies directly.
 * This class sends each answer the way its state allows, so a command is written once:
 *
 * <ul>
 *   <li>{@link #show}: the public answer; a reply, or the edit of the "thinking…" message.
 *   <li>{@link #explain}: a message for the caller alone (ephemeral); after a public deferral the
 *       "thinking…" message is deleted first, because Discord keeps the deferral's visibility for
 *       the first message sent after it.
 *   <li>{@link #send}: any message (embeds, files, buttons), public or for the caller alone, with
 *       the same rules; the study commands answer this way, ephemeral in servers.
 * </ul>
 *
 * Thread-safe: the timer and the command's thread may race; the first one decides.
 */
public final class SlashReply {
  private enum State {
    PENDING,
    DEFERRED,
    ANSWERED
  }

  private final SlashCommandInteractionEvent event;
  private State state = State.PENDING;

  /** The caller's language (see {@link Language}). */
  public Texts texts() {
    return Language.of(event);
  }

  public SlashReply(SlashCommandInteractionEvent event) {
    this.event = event;
  }

  /** Acknowledges with a public "thinking…" unless already acknowledged; the answer follows. */
  public synchronized void defer() {
    if (state == State.PENDING) {
      state = State.DEFERRED;
      event.deferReply().queue(null, RestFailures::log);
    }
  }

  /** Tells the caller alone (ephemeral). After an answer, it is an ephemeral follow-up. */
  public synchronized void explain(String line) {
    String text = ReplyText.fit(line);
    InteractionHook hook = event.getHook();
    switch (state) {
      case PENDING -> event.reply(text).setEphemeral(true).queue(null, RestFailures::log);
      case DEFERRED ->
          hook.deleteOriginal()
              .flatMap(deleted -> hook.sendMessage(text).setEphemeral(true))
              .queue(null, RestFailures::log);
      case ANSWERED -> hook.sendMessage(text).setEphemeral(true).queue(null, RestFailures::log);
    }
    state = State.ANSWERED;
  }

  /**
   * Sends {@code message}: public, or for the caller alone when {@code ephemeral} (after a public
   * deferral the "thinking…" is deleted first, as {@link #explain} does). After an answer it is a
   * follow-up.
   */
  public synchronized void send(MessageCreateData message, boolean ephemeral) {
    InteractionHook hook = event.getHook();
    switch (state) {
      case PENDING -> event.reply(message).setEphemeral(ephemeral).queue(null, RestFailures::log);
      case DEFERRED -> {
        if (ephemeral) {
          hook.deleteOriginal()
              .flatMap(deleted -> hook.sendMessage(message).setEphemeral(true))
              .queue(null, RestFailures::log);
        } else {
          hook.editOriginal(MessageEditData.fromCreateData(message)).queue(null, RestFailures::log);
        }
      }
      case ANSWERED ->
          hook.sendMessage(message).setEphemeral(ephemeral).queue(null, RestFailures::log);
    }
    state = State.ANSWERED;
  }

  /**
   * The stop's answer to a command it cut off. After a deferral this is one request, an edit of the
   * "thinking…" message (public, as the deferral was): JDA refuses new requests once it stops, and
   * {@link #explain}'s delete-then-send could lose its second half to that.
   */
  public synchronized void stopped(String text) {
    if (state == State.DEFERRED) {
      event.getHook().editOriginal(ReplyText.fit(text)).queue(null, RestFailures::log);
      state = State.ANSWERED;
    } else {
      explain(text);
    }
  }

  /** The public answer: an embed, optionally with files the embed refers to. */
  public synchronized void show(MessageEmbed embed, FileUpload... files) {
    switch (state) {
      case PENDING -> event.replyEmbeds(embed).setFiles(files).queue(null, RestFailures::log);
      case DEFERRED ->
          event.getHook().editOriginalEmbeds(embed).setFiles(files).queue(null, RestFailures::log);
      case ANSWERED -> throw new IllegalStateException("this interaction was already answered");
    }
    state = State.ANSWERED;
  }
}
