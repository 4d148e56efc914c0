package dev.quizbot.discord;

import net.dv8tion.jda.api.events.interaction.command.CommandAutoCompleteInteractionEvent;
import net.dv8tion.jda.api.events.interaction.command.SlashCommandInteractionEvent;
import net.dv8tion.jda.api.interactions.commands.build.SlashCommandData;

/**
 * One top-level slash command. Each feature contributes its own implementation; the wiring place
 * hands the list to the command router, which registers them and dispatches by name.
 */
public interface SlashCommand {

  /** The command's definition as registered with Discord. */
  SlashCommandData definition();

  /** Handles an invocation; must acknowledge (reply or defer) within Discord's 3 s. */
  void onSlash(SlashCommandInteractionEvent event);

  /** Answers autocomplete for this command's options; the default offers nothing. */
  default void onAutocomplete(CommandAutoCompleteInteractionEvent event) {
    event.replyChoices().queue();
  }
}
