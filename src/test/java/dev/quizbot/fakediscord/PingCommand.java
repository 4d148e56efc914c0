package dev.quizbot.fakediscord;

import net.dv8tion.jda.api.events.interaction.command.CommandAutoCompleteInteractionEvent;
import net.dv8tion.jda.api.events.interaction.command.SlashCommandInteractionEvent;
import net.dv8tion.jda.api.events.session.ReadyEvent;
import net.dv8tion.jda.api.hooks.ListenerAdapter;
import net.dv8tion.jda.api.interactions.commands.Command;
import net.dv8tion.jda.api.interactions.commands.OptionMapping;
import net.dv8tion.jda.api.interactions.commands.OptionType;
import net.dv8tion.jda.api.interactions.commands.build.Commands;

/**
 * A trivial bot-side command for self-tests: {@code /ping word:<text>} replies "pong <text>";
 * {@code /slowping} defers ephemerally and then edits; {@code word} autocompletes.
 */
final class PingCommand extends ListenerAdapter {

  @Override
  public void onReady(ReadyEvent event) {
    event
        .getJDA()
        .updateCommands()
        .addCommands(
            Commands.slash("ping", "Replies pong")
                .addOption(OptionType.STRING, "word", "What to echo", false, true),
            Commands.slash("slowping", "Thinks, then replies pong privately"))
        .queue();
  }

  @Override
  public void onSlashCommandInteraction(SlashCommandInteractionEvent event) {
    switch (event.getName()) {
      case "ping" -> {
        String word = event.getOption("word", "", OptionMapping::getAsString);
        event.reply(("pong " + word).strip()).queue();
      }
      case "slowping" ->
          event.deferReply(true).flatMap(hook -> hook.editOriginal("pong, slowly")).queue();
      default -> event.reply("unknown command").setEphemeral(true).queue();
    }
  }

  @Override
  public void onCommandAutoCompleteInteraction(CommandAutoCompleteInteractionEvent event) {
    String typed = event.getFocusedOption().getValue();
    event
        .replyChoices(
            new Command.Choice(typed + "-alpha", typed + "-alpha"),
            new Command.Choice(typed + "-beta", typed + "-beta"))
        .queue();
  }
}
