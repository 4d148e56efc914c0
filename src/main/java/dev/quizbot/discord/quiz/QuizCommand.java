package dev.quizbot.discord.quiz;

import dev.quizbot.bank.QuestionBank;
import dev.quizbot.discord.AnswerHider;
import dev.quizbot.discord.ChannelPermissions;
import dev.quizbot.discord.SlashCommand;
import dev.quizbot.round.PostedResult;
import dev.quizbot.round.PreparedRound;
import dev.quizbot.round.RoundKind;
import dev.quizbot.round.RoundRequest;
import dev.quizbot.round.RoundService;
import dev.quizbot.round.StartResult;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import net.dv8tion.jda.api.Permission;
import net.dv8tion.jda.api.entities.Message;
import net.dv8tion.jda.api.entities.channel.middleman.GuildMessageChannel;
import net.dv8tion.jda.api.entities.emoji.Emoji;
import net.dv8tion.jda.api.events.interaction.command.CommandAutoCompleteInteractionEvent;
import net.dv8tion.jda.api.events.interaction.command.SlashCommandInteractionEvent;
import net.dv8tion.jda.api.interactions.InteractionContextType;
import net.dv8tion.jda.api.interactions.commands.Command;
import net.dv8tion.jda.api.interactions.commands.OptionMapping;
import net.dv8tion.jda.api.interactions.commands.OptionType;
import net.dv8tion.jda.api.interactions.commands.build.Commands;
import net.dv8tion.jda.api.interactions.commands.build.SlashCommandData;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * {@code /quiz [topic] [deck]}: posts a question in the channel as the interaction's reply, then
 * adds the choice reactions in order. The reply is queued as soon as the round engine decided (a
 * refusal is an ephemeral reply); the reactions go through {@link ChoiceReactions}, a few messages
 * at a time, so a burst of commands is acknowledged before its reactions are sent.
 */
public final class QuizCommand implements SlashCommand {
  private static final Logger log = LoggerFactory.getLogger(QuizCommand.class);
  private static final int MAX_AUTOCOMPLETE = 25;
  // Messages getting their choice reactions at the same time; see ChoiceReactions.
  private static final int REACTING_MESSAGES = 4;

  /** What a round needs from the bot in its channel: post, react, reveal, re-read reactions. */
  private final RoundService rounds;

  private final QuestionBank bank;
  private final AnswerHider hider;
  private final ChoiceReactions reactions = new ChoiceReactions(REACTING_MESSAGES);

  /**
   * @param hider hides the reactions made before the question's message id was known
   */
  public QuizCommand(RoundService rounds, QuestionBank bank, AnswerHider hider) {
    this.rounds = rounds;
    this.bank = bank;
    this.hider = hider;
  }

  @Override
  public SlashCommandData definition() {
    return Commands.slash("quiz", "Post a multiple-choice question in this channel")
        .setContexts(InteractionContextType.GUILD)
        .addOption(OptionType.STRING, "topic", "Only questions of this topic", false, true)
        .addOption(OptionType.STRING, "deck", "Only questions of this deck", false, true);
  }

  @Override
  public void onSlash(SlashCommandInteractionEvent event) {
    if (event.getGuild() == null) {
      event.reply("Quizzes run in servers only.").setEphemeral(true).queue();
      return;
    }
    if (!botCanRunRoundsHere(event)) {
      return;
    }
    RoundRequest request =
        new RoundRequest(
            event.getGuild().getIdLong(),
            event.getChannelIdLong(),
            option(event, "topic"),
            option(event, "deck"),
            RoundKind.QUIZ,
            Optional.empty());
    StartResult result = rounds.start(request);
    if (result instanceof StartResult.Rejected rejected) {
      event.reply(StartRefusalText.of(rejected)).setEphemeral(true).queue();
      return;
    }
    PreparedRound round = (PreparedRound) result;
    String deckTitle = bank.deck(round.question().deckId()).map(d -> d.title()).orElse("");
    event
        .replyEmbeds(RoundEmbeds.question(round, deckTitle))
        .flatMap(hook -> hook.retrieveOriginal())
        .queue(
            message -> {
              PostedResult posted = rounds.markPosted(round.roundId(), message.getIdLong());
              posted.heldAnswers().forEach(a -> hider.hide(message.getGuildChannel(), a, null));
              reactions.add(
                  round.choiceEmojis(),
                  emoji -> message.addReaction(Emoji.fromUnicode(emoji)).submit());
            },
            err -> {
              rounds.abandon(round.roundId());
              log.info(
                  "could not post a round in channel {}: {}",
                  request.channelId(),
                  err.getMessage());
            });
  }

  /**
   * The question is the interaction's reply, which needs no channel permission; but the choice
   * reactions, the reveal edit and the restart reconcile do. Refused here, a round never opens that
   * could not be answered or revealed. Channels JDA has not cached are left to Discord.
   */
  private static boolean botCanRunRoundsHere(SlashCommandInteractionEvent event) {
    GuildMessageChannel channel =
        event.getGuild().getChannelById(GuildMessageChannel.class, event.getChannelIdLong());
    if (channel == null) {
      return true;
    }
    List<Permission> missing = ChannelPermissions.missing(channel, ChannelPermissions.QUIZ);
    if (missing.isEmpty()) {
      return true;
    }
    event
        .reply(
            "I cannot run a quiz in <#"
                + channel.getId()
                + ">: I am missing "
                + ChannelPermissions.names(missing)
                + " there. Ask a server admin to grant "
                + (missing.size() == 1 ? "it" : "these")
                + " to the bot's role in this channel, or use /quiz in another channel.")
        .setEphemeral(true)
        .setAllowedMentions(EnumSet.noneOf(Message.MentionType.class))
        .queue();
    return false;
  }

  @Override
  public void onAutocomplete(CommandAutoCompleteInteractionEvent event) {
    String typed = event.getFocusedOption().getValue().toLowerCase(Locale.ROOT);
    List<Command.Choice> choices;
    if ("deck".equals(event.getFocusedOption().getName())) {
      choices =
          bank.decks().stream()
              .filter(d -> matches(d.id(), typed) || matches(d.title(), typed))
              .limit(MAX_AUTOCOMPLETE)
              .map(d -> new Command.Choice(choiceName(d.title(), d.questions().size()), d.id()))
              .toList();
    } else {
      choices =
          bank.topicCounts().entrySet().stream()
              .filter(e -> matches(e.getKey(), typed))
              .limit(MAX_AUTOCOMPLETE)
              .map(e -> new Command.Choice(choiceName(e.getKey(), e.getValue()), e.getKey()))
              .toList();
    }
    event.replyChoices(choices).queue();
  }

  private static boolean matches(String candidate, String typed) {
    return candidate.toLowerCase(Locale.ROOT).contains(typed);
  }

  private static String choiceName(String name, int count) {
    String label = name + " (" + count + (count == 1 ? " question)" : " questions)");
    return RoundEmbeds.truncate(label, 100);
  }

  private static Optional<String> option(SlashCommandInteractionEvent event, String name) {
    return Optional.ofNullable(event.getOption(name))
        .map(OptionMapping::getAsString)
        .map(String::strip)
        .filter(s -> !s.isEmpty());
  }
}
