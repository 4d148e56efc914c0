package dev.quizbot.discord;

import net.dv8tion.jda.api.events.interaction.command.SlashCommandInteractionEvent;

/**
 * A slash command that reads the database or draws, so the router runs it on the {@link
 * CommandExecutor} instead of JDA's event thread (which also grades reactions). It answers only
 * through the {@link SlashReply}: whether the interaction was already deferred depends on how long
 * it waited, and the reply sends the answer accordingly.
 */
public interface QueuedSlashCommand extends SlashCommand {

  /** Runs on a command worker thread; answers once through {@code reply}. */
  void onQueuedSlash(SlashCommandInteractionEvent event, SlashReply reply);

  /**
   * True when this invocation answers with a modal: a modal must be the first response, so the
   * router calls {@link #onSlash} on the event thread instead (in-memory work only, like a button
   * that opens a form).
   */
  default boolean opensModal(SlashCommandInteractionEvent event) {
    return false;
  }

  /** Runs the command on the calling thread (a router without an executor). */
  @Override
  default void onSlash(SlashCommandInteractionEvent event) {
    onQueuedSlash(event, new SlashReply(event));
  }
}
