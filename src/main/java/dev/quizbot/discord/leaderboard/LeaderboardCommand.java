package dev.quizbot.discord.leaderboard;

import dev.quizbot.bank.GuildBanks;
import dev.quizbot.discord.QueuedSlashCommand;
import dev.quizbot.discord.ServerOf;
import dev.quizbot.discord.SlashReply;
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
 * that cannot be answered (page past the end, unknown topic) gets an ephemeral explanation. Queued:
 * a board of a large server costs a query of a few hundred ms, run off JDA's event thread.
 */
public final class LeaderboardCommand implements QueuedSlashCommand {
  private static final int MAX_AUTOCOMPLETE = 25;

  private final LeaderboardService leaderboards;
  private final GuildBanks banks;

  /**
   * @param banks each server's bank: its topics are the ones a board may be restricted to
   */
  public LeaderboardCommand(LeaderboardService leaderboards, GuildBanks banks) {
    this.leaderboards = leaderboards;
    this.banks = banks;
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
  public void onQueuedSlash(SlashCommandInteractionEvent event, SlashReply reply) {
    if (event.getGuild() == null) {
      reply.explain(reply.texts().get("board.serversOnly"));
      return;
    }
    Optional<Period> period = period(event.getOption("period"));
    if (period.isEmpty()) {
      reply.explain(reply.texts().get("board.unknownPeriod"));
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
      reply.explain(BoardRefusal.text(e, reply.texts()));
      return;
    }
    reply.send(BoardPages.message(board, callerId, reply.texts()), false);
  }

  @Override
  public void onAutocomplete(CommandAutoCompleteInteractionEvent event) {
    String typed = event.getFocusedOption().getValue().toLowerCase(Locale.ROOT);
    List<Command.Choice> choices =
        banks.of(ServerOf.id(event)).allTopics().stream()
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
