package dev.quizbot.discord.leaderboard;

import dev.quizbot.bank.QuestionBank;
import dev.quizbot.discord.SlashCommand;
import dev.quizbot.leaderboard.Board;
import dev.quizbot.leaderboard.LeaderboardException;
import dev.quizbot.leaderboard.LeaderboardService;
import dev.quizbot.leaderboard.Period;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import net.dv8tion.jda.api.events.interaction.command.CommandAutoCompleteInteractionEvent;
import net.dv8tion.jda.api.events.interaction.command.SlashCommandInteractionEvent;
import net.dv8tion.jda.api.interactions.InteractionContextType;
import net.dv8tion.jda.api.interactions.commands.Command;
import net.dv8tion.jda.api.interactions.commands.OptionMapping;
import net.dv8tion.jda.api.interactions.commands.OptionType;
import net.dv8tion.jda.api.interactions.commands.build.Commands;
import net.dv8tion.jda.api.interactions.commands.build.OptionData;
import net.dv8tion.jda.api.interactions.commands.build.SlashCommandData;

/**
 * {@code /leaderboard [period] [topic] [page]}: one page of this server's board, public. A request
 * that cannot be answered (page past the end, unknown topic) gets an ephemeral explanation.
 */
public final class LeaderboardCommand implements SlashCommand {
  private static final int MAX_AUTOCOMPLETE = 25;

  private final LeaderboardService leaderboards;
  private final QuestionBank bank;

  public LeaderboardCommand(LeaderboardService leaderboards, QuestionBank bank) {
    this.leaderboards = leaderboards;
    this.bank = bank;
  }

  @Override
  public SlashCommandData definition() {
    return Commands.slash("leaderboard", "This server's quiz leaderboard")
        .setContexts(InteractionContextType.GUILD)
        .addOptions(
            new OptionData(OptionType.STRING, "period", "Which answers count (default: all-time)")
                .addChoice("all-time", "all-time")
                .addChoice("month", "month")
                .addChoice("week", "week"),
            new OptionData(OptionType.STRING, "topic", "Only answers on this topic")
                .setAutoComplete(true),
            new OptionData(OptionType.INTEGER, "page", "Page number (10 members a page)")
                .setMinValue(1));
  }

  @Override
  public void onSlash(SlashCommandInteractionEvent event) {
    if (event.getGuild() == null) {
      event.reply("Leaderboards exist in servers only.").setEphemeral(true).queue();
      return;
    }
    Optional<Period> period = period(event.getOption("period"));
    if (period.isEmpty()) {
      event.reply("Unknown period: pick all-time, month or week.").setEphemeral(true).queue();
      return;
    }
    OptionMapping pageOption = event.getOption("page");
    long page = pageOption == null ? 1 : pageOption.getAsLong();
    Optional<String> topic =
        Optional.ofNullable(event.getOption("topic")).map(OptionMapping::getAsString);
    long callerId = event.getUser().getIdLong();
    Board board;
    try {
      board =
          leaderboards.board(
              event.getGuild().getIdLong(),
              period.get(),
              topic,
              (int) Math.max(Integer.MIN_VALUE, Math.min(Integer.MAX_VALUE, page)),
              callerId);
    } catch (LeaderboardException e) {
      event.reply(e.getMessage()).setEphemeral(true).queue();
      return;
    }
    event.replyEmbeds(BoardEmbed.render(board, callerId)).queue();
  }

  @Override
  public void onAutocomplete(CommandAutoCompleteInteractionEvent event) {
    String typed = event.getFocusedOption().getValue().toLowerCase(Locale.ROOT);
    List<Command.Choice> choices =
        bank.topicCounts().keySet().stream()
            .filter(t -> t.toLowerCase(Locale.ROOT).contains(typed))
            .limit(MAX_AUTOCOMPLETE)
            .map(t -> new Command.Choice(t, t))
            .toList();
    event.replyChoices(choices).queue();
  }

  private static Optional<Period> period(OptionMapping option) {
    if (option == null) {
      return Optional.of(Period.ALL_TIME);
    }
    return switch (option.getAsString()) {
      case "all-time" -> Optional.of(Period.ALL_TIME);
      case "month" -> Optional.of(Period.MONTH);
      case "week" -> Optional.of(Period.WEEK);
      default -> Optional.empty();
    };
  }
}
