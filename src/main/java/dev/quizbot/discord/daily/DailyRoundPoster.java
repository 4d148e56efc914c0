package dev.quizbot.discord.daily;

import dev.quizbot.bank.GuildBanks;
import dev.quizbot.bank.Question;
import dev.quizbot.bank.QuestionBank;
import dev.quizbot.daily.DailyPoster;
import dev.quizbot.daily.DailySchedule;
import dev.quizbot.daily.PostFailure;
import dev.quizbot.daily.PostOutcome;
import dev.quizbot.discord.AnswerHider;
import dev.quizbot.discord.ChannelPermissions;
import dev.quizbot.discord.EarlierMessage;
import dev.quizbot.discord.Language;
import dev.quizbot.discord.QuestionPictures;
import dev.quizbot.discord.RequestPacer;
import dev.quizbot.discord.quiz.RoundEmbeds;
import dev.quizbot.i18n.Texts;
import dev.quizbot.round.ChoiceEmojis;
import dev.quizbot.round.PreparedRound;
import dev.quizbot.round.RoundService;
import dev.quizbot.round.StartResult;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.Set;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.CompletionStage;
import java.util.function.Consumer;
import java.util.stream.Collectors;
import net.dv8tion.jda.api.JDA;
import net.dv8tion.jda.api.Permission;
import net.dv8tion.jda.api.entities.Message;
import net.dv8tion.jda.api.entities.MessageEmbed;
import net.dv8tion.jda.api.entities.MessageReaction;
import net.dv8tion.jda.api.entities.channel.middleman.GuildMessageChannel;
import net.dv8tion.jda.api.entities.emoji.Emoji;
import net.dv8tion.jda.api.events.GenericEvent;
import net.dv8tion.jda.api.events.session.ReadyEvent;
import net.dv8tion.jda.api.hooks.EventListener;
import net.dv8tion.jda.api.requests.restaction.MessageCreateAction;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.slf4j.event.Level;

/**
 * Posts a daily question as an ordinary round: prepares a DAILY round for the chosen question with
 * the schedule's window, sends the question embed (with the role ping, mentioning only that role),
 * records the message with {@code markPosted}, then adds the choice reactions in order. Every
 * request goes through the {@link RequestPacer}; a channel's reactions are kept {@link
 * #REACTION_GAP} apart, the per-channel reaction bucket Discord enforces.
 *
 * <p>Before a stale claim is posted again, {@link #findEarlierPost} reads the channel's messages
 * since a little before the earlier claim (page after page, at most {@link
 * EarlierMessage#MAX_PAGES}) and looks for the bot's own daily embed of that question. Found, the
 * earlier attempt's prepared round gets that message id, {@code afterAdoption} runs (the app passes
 * the round recovery, which loads the round and grades the reactions made meanwhile), and the
 * choice reactions the earlier attempt did not get to add are added, in order and paced like a
 * post's.
 */
public final class DailyRoundPoster implements EventListener, DailyPoster {
  private static final Logger log = LoggerFactory.getLogger(DailyRoundPoster.class);

  /** Discord allows about one reaction per 250 ms per channel; a little slack avoids 429s. */
  static final Duration REACTION_GAP = Duration.ofMillis(260);

  /**
   * How a daily question's footer starts in each language ("Daily question · ", "Tagesfrage · "):
   * {@code round.footer} is "{0} · …" with the round's kind as {0} in every bundle.
   */
  private static final List<String> DAILY_FOOTER_STARTS =
      Texts.SUPPORTED.stream().map(l -> Texts.of(l).get("round.kind.daily") + " · ").toList();

  private final RoundService rounds;
  private final AnswerHider hider;
  private final GuildBanks banks;
  private final RequestPacer pacer;
  private final Consumer<JDA> afterAdoption;
  private volatile JDA jda;

  /**
   * @param hider hides the reactions made before the post's message id was known
   * @param afterAdoption runs once an earlier attempt's round got its message id: it must load that
   *     round and grade its reactions (the app passes {@code RoundLifecycle::recoverThenClose})
   */
  public DailyRoundPoster(
      RoundService rounds,
      QuestionBank bank,
      RequestPacer pacer,
      AnswerHider hider,
      Consumer<JDA> afterAdoption) {
    this(rounds, GuildBanks.fixed(bank), pacer, hider, afterAdoption);
  }

  /** Daily posts of every server's bank: the shipped decks and the server's own. */
  public DailyRoundPoster(
      RoundService rounds,
      GuildBanks banks,
      RequestPacer pacer,
      AnswerHider hider,
      Consumer<JDA> afterAdoption) {
    this.rounds = rounds;
    this.banks = banks;
    this.pacer = pacer;
    this.hider = hider;
    this.afterAdoption = afterAdoption;
  }

  // A plain EventListener, as every listener here: see package-info.
  @Override
  public void onEvent(GenericEvent event) {
    if (event instanceof ReadyEvent ready) {
      onReady(ready);
    }
  }

  public void onReady(ReadyEvent event) {
    jda = event.getJDA();
  }

  @Override
  public CompletionStage<PostOutcome> post(
      DailySchedule schedule, LocalDate localDate, String questionId) {
    JDA current = jda;
    if (current == null) {
      return failed(PostFailure.of(PostFailure.Kind.NOT_CONNECTED));
    }
    GuildMessageChannel channel =
        current.getChannelById(GuildMessageChannel.class, schedule.channelId());
    if (channel == null) {
      return failed(PostFailure.of(PostFailure.Kind.CHANNEL_GONE, schedule.channelId()));
    }
    // What any round needs (restart recovery reads the reactions back); /daily set checks the same.
    List<Permission> missing = ChannelPermissions.missing(channel, ChannelPermissions.QUIZ);
    if (!missing.isEmpty()) {
      return failed(DailyFailureText.missing(channel.getName(), missing));
    }
    StartResult started =
        rounds.startDaily(schedule.guildId(), schedule.channelId(), questionId, schedule.window());
    if (started instanceof StartResult.Rejected rejected) {
      return failed(DailyFailureText.refused(rejected.refusal()));
    }
    PreparedRound round = (PreparedRound) started;
    String deckTitle =
        banks
            .holding(round.question().deckId())
            .deck(round.question().deckId())
            .map(d -> d.title())
            .orElse("");
    Optional<QuestionPictures.Attached> picture = QuestionPictures.of(round.question());
    var texts = Language.ofServer(channel.getGuild());
    MessageCreateAction send =
        channel.sendMessageEmbeds(
            RoundEmbeds.question(round, deckTitle, QuestionPictures.url(picture), texts));
    picture.ifPresent(p -> send.addFiles(p.upload()));
    // Nothing is mentioned unless listed: no @everyone, no users, only the schedule's role.
    send.setAllowedMentions(EnumSet.noneOf(Message.MentionType.class));
    if (schedule.roleId().isPresent()) {
      long role = schedule.roleId().getAsLong();
      if (channel.getGuild().getRoleById(role) != null) {
        send.setContent("<@&" + role + ">").mentionRoles(role);
      } else {
        // A deleted role would show as "@deleted-role" and notify nobody: post without it.
        log.warn(
            "daily question of server {}: the role to ping ({}) no longer exists; posting without"
                + " a ping (an admin can choose another with /daily set)",
            schedule.guildId(),
            role);
      }
    }
    return pacer
        .acquire(RequestPacer.Kind.DAILY)
        .thenCompose(ready -> send.submit())
        .handle(
            (message, error) -> {
              if (error != null) {
                rounds.abandon(round.roundId());
                return PostOutcome.failed(
                    stopping(error)
                        ? PostFailure.of(PostFailure.Kind.BOT_STOPPING)
                        : PostFailure.of(PostFailure.Kind.DISCORD_REFUSED, reason(error)));
              }
              // The message is out: whatever fails from here on, the outcome stays "posted", or
              // the daily service would retry and members would get the question twice.
              try {
                rounds
                    .markPosted(round.roundId(), message.getIdLong())
                    .heldAnswers()
                    .forEach(a -> hider.hide(message.getGuildChannel(), a, null));
              } catch (RuntimeException e) {
                log.error(
                    "daily message {} of server {} is posted but its round could not be recorded:"
                        + " {}",
                    message.getId(),
                    schedule.guildId(),
                    e.getMessage(),
                    e);
              }
              addReactions(message, round.choiceEmojis(), 0, Level.INFO);
              return PostOutcome.posted(message.getIdLong());
            });
  }

  /**
   * Reads the channel's messages from {@link EarlierMessage#SLACK} before {@code claimedAt} on,
   * oldest page first, and takes the oldest one the bot wrote whose first embed is the daily
   * question with this question's prompt. The earlier attempt posted right after its claim, so the
   * first page holds it unless a hundred others came first: further pages are read only while a
   * page is full and holds no match, up to {@link #MAX_HISTORY_PAGES}.
   */
  @Override
  public CompletionStage<OptionalLong> findEarlierPost(
      DailySchedule schedule, LocalDate localDate, String questionId, Instant claimedAt) {
    JDA current = jda;
    if (current == null) {
      return CompletableFuture.failedFuture(
          new IllegalStateException("the bot is not connected to Discord yet"));
    }
    GuildMessageChannel channel =
        current.getChannelById(GuildMessageChannel.class, schedule.channelId());
    if (channel == null) {
      return CompletableFuture.completedFuture(OptionalLong.empty());
    }
    Question question = banks.holding(questionId).question(questionId).orElse(null);
    if (question == null) {
      return CompletableFuture.failedFuture(
          new IllegalStateException("question " + questionId + " is no longer in the bank"));
    }
    return EarlierMessage.find(
            pacer,
            RequestPacer.Kind.DAILY,
            channel,
            claimedAt,
            m -> isDailyQuestion(m, question.prompt()))
        .thenApply(
            found -> {
              if (found.gaveUp()) {
                log.warn(
                    "daily question of server {}: the earlier attempt's message is not among the"
                        + " first {} messages of #{} since its claim; posting again (a duplicate"
                        + " if it did post)",
                    channel.getGuild().getId(),
                    EarlierMessage.MAX_PAGES * EarlierMessage.PAGE,
                    channel.getName());
              }
              if (found.message().isEmpty()) {
                return OptionalLong.empty();
              }
              adopt(current, schedule, question, found.message().get());
              return OptionalLong.of(found.message().get().getIdLong());
            });
  }

  /**
   * Gives the earlier attempt's round its message so that members' answers on it count, then adds
   * the choice reactions that attempt did not get to add before it died.
   */
  private void adopt(JDA current, DailySchedule schedule, Question question, Message message) {
    long messageId = message.getIdLong();
    try {
      if (!rounds.attachDailyMessage(
          schedule.guildId(), schedule.channelId(), question.id(), messageId)) {
        log.warn(
            "daily message {} of server {} was posted by an earlier attempt whose round is gone"
                + " (its deadline passed): the message is kept, but its answers cannot be graded",
            messageId,
            schedule.guildId());
        return;
      }
      afterAdoption.accept(current);
    } catch (RuntimeException e) {
      // The message exists: it is adopted for the claim all the same, or the date posts twice.
      log.error(
          "daily message {} of server {} was posted by an earlier attempt but its round could not"
              + " be recorded: {}",
          messageId,
          schedule.guildId(),
          e.getMessage(),
          e);
      return;
    }
    try {
      List<String> missing = missingChoiceReactions(message, question.choices().size());
      addReactions(message, missing, 0, Level.WARN);
    } catch (RuntimeException e) {
      // Members can still react with the letters themselves: the adoption stands.
      log.warn(
          "daily message {} of server {} is adopted but its missing choice reactions could not be"
              + " added: {}",
          messageId,
          schedule.guildId(),
          e.getMessage());
    }
  }

  /** The choice emojis, in order, that the bot has not itself reacted with on the message. */
  private static List<String> missingChoiceReactions(Message message, int choiceCount) {
    Set<String> added =
        message.getReactions().stream()
            .filter(MessageReaction::isSelf)
            .map(r -> r.getEmoji())
            .filter(e -> e.getType() == Emoji.Type.UNICODE)
            .map(e -> e.getName())
            .collect(Collectors.toSet());
    return ChoiceEmojis.first(choiceCount).stream().filter(e -> !added.contains(e)).toList();
  }

  /**
   * The daily question embed of {@code prompt}: its footer starts with the daily round's name in
   * any of the bot's languages (the server's language may have changed since the earlier attempt),
   * and its description with the prompt.
   */
  private static boolean isDailyQuestion(Message message, String prompt) {
    if (message.getEmbeds().isEmpty()) {
      return false;
    }
    MessageEmbed embed = message.getEmbeds().get(0);
    String description = embed.getDescription();
    String footer = embed.getFooter() == null ? null : embed.getFooter().getText();
    return footer != null
        && DAILY_FOOTER_STARTS.stream().anyMatch(footer::startsWith)
        && description != null
        && description.startsWith(prompt + "\n");
  }

  /**
   * Adds the reactions one after another, each through the pacer, a reaction gap apart; a failure
   * is logged at {@code failureLevel} and the next one is still tried.
   */
  private void addReactions(Message message, List<String> emojis, int index, Level failureLevel) {
    if (index >= emojis.size()) {
      return;
    }
    CompletableFuture<Void> gap =
        index == 0 ? CompletableFuture.completedFuture(null) : pacer.after(REACTION_GAP);
    gap.thenCompose(waited -> pacer.acquire(RequestPacer.Kind.DAILY))
        .thenCompose(ready -> message.addReaction(Emoji.fromUnicode(emojis.get(index))).submit())
        .whenComplete(
            (ok, error) -> {
              if (error != null && stopping(error)) {
                return; // the bot is stopping: members can still react with the emojis themselves
              }
              if (error != null) {
                log.atLevel(failureLevel)
                    .log(
                        "could not add {} to daily message {}: {}",
                        emojis.get(index),
                        message.getId(),
                        reason(error));
              }
              addReactions(message, emojis, index + 1, failureLevel);
            });
  }

  private static CompletionStage<PostOutcome> failed(PostFailure reason) {
    return CompletableFuture.completedFuture(PostOutcome.failed(reason));
  }

  /** The pacer refused the permit because the bot is stopping. */
  private static boolean stopping(Throwable error) {
    Throwable cause =
        error instanceof CompletionException && error.getCause() != null ? error.getCause() : error;
    return cause instanceof CancellationException;
  }

  private static String reason(Throwable error) {
    Throwable cause = error.getCause() != null ? error.getCause() : error;
    return cause.getMessage() == null ? cause.getClass().getSimpleName() : cause.getMessage();
  }
}
