package dev.quizbot.discord.quiz;

import dev.quizbot.bank.GuildBanks;
import dev.quizbot.bank.QuestionBank;
import dev.quizbot.discord.AnswerHider;
import dev.quizbot.discord.ChannelPermissions;
import dev.quizbot.discord.CommandRouter;
import dev.quizbot.discord.DaemonThreads;
import dev.quizbot.discord.DeckChoices;
import dev.quizbot.discord.Language;
import dev.quizbot.discord.QuestionPictures;
import dev.quizbot.discord.ReplyText;
import dev.quizbot.discord.ServerOf;
import dev.quizbot.discord.SlashCommand;
import dev.quizbot.i18n.Texts;
import dev.quizbot.round.PostedResult;
import dev.quizbot.round.PreparedRound;
import dev.quizbot.round.RoundKind;
import dev.quizbot.round.RoundRequest;
import dev.quizbot.round.RoundService;
import dev.quizbot.round.StartResult;
import dev.quizbot.storage.FailureCause;
import dev.quizbot.storage.StorageException;
import java.time.Duration;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import net.dv8tion.jda.api.Permission;
import net.dv8tion.jda.api.entities.Message;
import net.dv8tion.jda.api.entities.channel.middleman.GuildMessageChannel;
import net.dv8tion.jda.api.entities.emoji.Emoji;
import net.dv8tion.jda.api.events.interaction.command.CommandAutoCompleteInteractionEvent;
import net.dv8tion.jda.api.events.interaction.command.SlashCommandInteractionEvent;
import net.dv8tion.jda.api.exceptions.ErrorResponseException;
import net.dv8tion.jda.api.interactions.InteractionContextType;
import net.dv8tion.jda.api.interactions.InteractionHook;
import net.dv8tion.jda.api.interactions.commands.Command;
import net.dv8tion.jda.api.interactions.commands.OptionMapping;
import net.dv8tion.jda.api.interactions.commands.OptionType;
import net.dv8tion.jda.api.interactions.commands.build.Commands;
import net.dv8tion.jda.api.interactions.commands.build.SlashCommandData;
import net.dv8tion.jda.api.requests.ErrorResponse;
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

  private final GuildBanks banks;
  private final AnswerHider hider;
  private final ChoiceReactions reactions = new ChoiceReactions(REACTING_MESSAGES);

  /** The answer to a /quiz while storage is away; nothing was started. */
  public static final String STORAGE_UNAVAILABLE = "quiz.storageUnavailable";

  /** How long a /quiz waits for its round to be prepared before it says storage is unavailable. */
  static final Duration START_WAIT = Duration.ofSeconds(2);

  // Rounds are prepared here, one at a time in arrival order; the thread ends when idle.
  private final ThreadPoolExecutor starts =
      new ThreadPoolExecutor(
          0,
          1,
          30,
          TimeUnit.SECONDS,
          new LinkedBlockingQueue<>(),
          DaemonThreads.named("quizbot-quiz-start", false));

  /**
   * @param hider hides the reactions made before the question's message id was known
   */
  public QuizCommand(RoundService rounds, QuestionBank bank, AnswerHider hider) {
    this(rounds, GuildBanks.fixed(bank), hider);
  }

  /** {@code /quiz} of every server's bank: the shipped decks and the server's own. */
  public QuizCommand(RoundService rounds, GuildBanks banks, AnswerHider hider) {
    this.rounds = rounds;
    this.banks = banks;
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
      event.reply(Language.of(event).get("quiz.serversOnly")).setEphemeral(true).queue();
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
    if (rounds.storageFailing()) {
      // Known already (answers wait for it): no round could be stored, so none is prepared.
      event.reply(Language.of(event).get(STORAGE_UNAVAILABLE)).setEphemeral(true).queue();
      return;
    }
    startOffTheEventThread(event, request);
  }

  /**
   * Prepares the round on {@link #starts}, never on JDA's event thread: the round's row insert
   * (and, once per channel, the cooldown's read) wait for the database, up to the pool's 30 s while
   * it is away, and reactions queued behind them would be timed late. A start that has not answered
   * within {@link #START_WAIT} is answered "storage unavailable" (within Discord's 3 s); if it
   * prepares a round after all, that round is abandoned: nothing starts.
   */
  private void startOffTheEventThread(SlashCommandInteractionEvent event, RoundRequest request) {
    AtomicBoolean decided = new AtomicBoolean();
    CompletableFuture.delayedExecutor(START_WAIT.toMillis(), TimeUnit.MILLISECONDS)
        .execute(
            () -> {
              if (decided.compareAndSet(false, true)) {
                log.warn(
                    "a /quiz in channel {} was answered \"storage unavailable\": the database did"
                        + " not answer within {} ms",
                    request.channelId(),
                    START_WAIT.toMillis());
                event.reply(Language.of(event).get(STORAGE_UNAVAILABLE)).setEphemeral(true).queue();
              }
            });
    starts.execute(
        () -> {
          if (decided.get()) {
            return; // answered "storage unavailable" while it waited behind a stuck start
          }
          StartResult result;
          try {
            result = rounds.start(request);
          } catch (RuntimeException e) {
            if (decided.compareAndSet(false, true)) {
              if (e instanceof StorageException) {
                log.warn(
                    "a /quiz in channel {} was answered \"storage unavailable\": {}",
                    request.channelId(),
                    FailureCause.describe(e));
                event.reply(Language.of(event).get(STORAGE_UNAVAILABLE)).setEphemeral(true).queue();
              } else {
                log.error("/quiz failed in channel {}", request.channelId(), e);
                event.reply(Language.of(event).get(CommandRouter.SORRY)).setEphemeral(true).queue();
              }
            }
            return;
          }
          if (!decided.compareAndSet(false, true)) {
            if (result instanceof PreparedRound late) {
              abandonQuietly(late.roundId()); // the member was told it did not start
            }
            return;
          }
          reply(event, request, result);
        });
  }

  private void reply(SlashCommandInteractionEvent event, RoundRequest request, StartResult result) {
    if (result instanceof StartResult.Rejected rejected) {
      event
          .reply(ReplyText.fit(StartRefusalText.of(rejected, Language.of(event))))
          .setEphemeral(true)
          .queue();
      return;
    }
    PreparedRound round = (PreparedRound) result;
    String deckTitle =
        banks
            .holding(round.question().deckId())
            .deck(round.question().deckId())
            .map(d -> d.title())
            .orElse("");
    Optional<QuestionPictures.Attached> picture = QuestionPictures.of(round.question());
    String imageUrl = picture.map(QuestionPictures.Attached::embedUrl).orElse(null);
    Texts channelTexts = Language.ofServer(event.getGuild());
    var reply = event.replyEmbeds(RoundEmbeds.question(round, deckTitle, imageUrl, channelTexts));
    picture.ifPresent(p -> reply.setFiles(p.upload()));
    reply
        .flatMap(hook -> hook.retrieveOriginal())
        .queue(
            message -> posted(round, message),
            err -> {
              if (mayHaveBeenTaken(err)) {
                // Discord may have taken the reply and failed only its answer (a 502 from its
                // edge; JDA's retry then hears "already acknowledged"): the message exists if
                // the interaction's original message does.
                InteractionHook.from(event.getJDA(), event.getToken())
                    .retrieveOriginal()
                    .queue(
                        message -> {
                          log.info(
                              "the /quiz reply in channel {} failed ({}) but Discord had posted"
                                  + " it: round {} goes on",
                              request.channelId(),
                              err.getMessage(),
                              round.roundId());
                          posted(round, message);
                        },
                        lookup -> notPosted(request, round, err));
              } else {
                notPosted(request, round, err);
              }
            });
  }

  /** The question is on Discord: the round opens and gets its choice reactions. */
  private void posted(PreparedRound round, Message message) {
    PostedResult posted = rounds.markPosted(round.roundId(), message.getIdLong());
    posted.heldAnswers().forEach(a -> hider.hide(message.getGuildChannel(), a, null));
    reactions.add(
        round.choiceEmojis(), emoji -> message.addReaction(Emoji.fromUnicode(emoji)).submit());
  }

  private void notPosted(RoundRequest request, PreparedRound round, Throwable err) {
    abandonQuietly(round.roundId());
    log.info("could not post a round in channel {}: {}", request.channelId(), err.getMessage());
  }

  /**
   * A 5xx after JDA's retries, or the retry's "already acknowledged": the first try may have
   * worked.
   */
  private static boolean mayHaveBeenTaken(Throwable err) {
    return err instanceof ErrorResponseException e
        && (e.isServerError()
            || e.getErrorResponse() == ErrorResponse.INTERACTION_ALREADY_ACKNOWLEDGED);
  }

  private void abandonQuietly(long roundId) {
    try {
      rounds.abandon(roundId);
    } catch (RuntimeException e) {
      // The row stays until its deadline's sweep (closeDue, or the next start) deletes it.
      log.debug("could not delete abandoned round {}: {}", roundId, e.toString());
    }
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
    Texts texts = Language.of(event);
    event
        .reply(
            texts.plural(
                "quiz.missingPermissions",
                missing.size(),
                "<#" + channel.getId() + ">",
                ChannelPermissions.names(missing, texts)))
        .setEphemeral(true)
        .setAllowedMentions(EnumSet.noneOf(Message.MentionType.class))
        .queue();
    return false;
  }

  @Override
  public void onAutocomplete(CommandAutoCompleteInteractionEvent event) {
    String typed = event.getFocusedOption().getValue().toLowerCase(Locale.ROOT);
    Texts texts = Language.of(event);
    List<Command.Choice> choices;
    QuestionBank bank = banks.of(ServerOf.id(event));
    if ("deck".equals(event.getFocusedOption().getName())) {
      choices =
          bank.decks().stream()
              .filter(DeckChoices::inUse)
              .filter(d -> matches(d.id(), typed) || matches(d.title(), typed))
              .limit(MAX_AUTOCOMPLETE)
              .map(
                  d ->
                      new Command.Choice(
                          choiceName(texts, d.title(), DeckChoices.asked(d).size()), d.id()))
              .toList();
    } else {
      choices =
          bank.topicCounts().entrySet().stream()
              .filter(e -> matches(e.getKey(), typed))
              .limit(MAX_AUTOCOMPLETE)
              .map(e -> new Command.Choice(choiceName(texts, e.getKey(), e.getValue()), e.getKey()))
              .toList();
    }
    event.replyChoices(choices).queue();
  }

  private static boolean matches(String candidate, String typed) {
    return candidate.toLowerCase(Locale.ROOT).contains(typed);
  }

  private static String choiceName(Texts texts, String name, int count) {
    String label = texts.plural("quiz.choiceLabel", count, name);
    return RoundEmbeds.truncate(label, 100);
  }

  private static Optional<String> option(SlashCommandInteractionEvent event, String name) {
    return Optional.ofNullable(event.getOption(name))
        .map(OptionMapping::getAsString)
        .map(String::strip)
        .filter(s -> !s.isEmpty());
  }
}
