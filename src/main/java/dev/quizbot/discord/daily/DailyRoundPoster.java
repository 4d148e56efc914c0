package dev.quizbot.discord.daily;

import dev.quizbot.bank.QuestionBank;
import dev.quizbot.daily.DailyPoster;
import dev.quizbot.daily.DailySchedule;
import dev.quizbot.daily.PostOutcome;
import dev.quizbot.discord.AnswerHider;
import dev.quizbot.discord.ChannelPermissions;
import dev.quizbot.discord.RequestPacer;
import dev.quizbot.discord.quiz.RoundEmbeds;
import dev.quizbot.round.PreparedRound;
import dev.quizbot.round.RoundService;
import dev.quizbot.round.StartResult;
import java.time.Duration;
import java.time.LocalDate;
import java.util.EnumSet;
import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.CompletionStage;
import net.dv8tion.jda.api.JDA;
import net.dv8tion.jda.api.Permission;
import net.dv8tion.jda.api.entities.Message;
import net.dv8tion.jda.api.entities.channel.middleman.GuildMessageChannel;
import net.dv8tion.jda.api.entities.emoji.Emoji;
import net.dv8tion.jda.api.events.GenericEvent;
import net.dv8tion.jda.api.events.session.ReadyEvent;
import net.dv8tion.jda.api.hooks.EventListener;
import net.dv8tion.jda.api.requests.restaction.MessageCreateAction;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Posts a daily question as an ordinary round: prepares a DAILY round for the chosen question with
 * the schedule's window, sends the question embed (with the role ping, mentioning only that role),
 * records the message with {@code markPosted}, then adds the choice reactions in order. Every
 * request goes through the {@link RequestPacer}; a channel's reactions are kept {@link
 * #REACTION_GAP} apart, the per-channel reaction bucket Discord enforces.
 */
public final class DailyRoundPoster implements EventListener, DailyPoster {
  private static final Logger log = LoggerFactory.getLogger(DailyRoundPoster.class);

  /** Discord allows about one reaction per 250 ms per channel; a little slack avoids 429s. */
  static final Duration REACTION_GAP = Duration.ofMillis(260);

  private final RoundService rounds;
  private final AnswerHider hider;
  private final QuestionBank bank;
  private final RequestPacer pacer;
  private volatile JDA jda;

  /**
   * @param hider hides the reactions made before the post's message id was known
   */
  public DailyRoundPoster(
      RoundService rounds, QuestionBank bank, RequestPacer pacer, AnswerHider hider) {
    this.rounds = rounds;
    this.bank = bank;
    this.pacer = pacer;
    this.hider = hider;
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
      return failed("the bot is not connected to Discord yet");
    }
    GuildMessageChannel channel =
        current.getChannelById(GuildMessageChannel.class, schedule.channelId());
    if (channel == null) {
      return failed(
          "channel "
              + schedule.channelId()
              + " no longer exists or the bot cannot see it: choose another with /daily set");
    }
    // What any round needs (restart recovery reads the reactions back); /daily set checks the same.
    List<Permission> missing = ChannelPermissions.missing(channel, ChannelPermissions.QUIZ);
    if (!missing.isEmpty()) {
      return failed(
          "the bot lacks "
              + ChannelPermissions.names(missing)
              + " in #"
              + channel.getName()
              + (missing.size() == 1 ? ": grant it" : ": grant them")
              + " to the bot's role there, or choose another channel with /daily set");
    }
    StartResult started =
        rounds.startDaily(schedule.guildId(), schedule.channelId(), questionId, schedule.window());
    if (started instanceof StartResult.Rejected rejected) {
      return failed(rejected.message());
    }
    PreparedRound round = (PreparedRound) started;
    String deckTitle = bank.deck(round.question().deckId()).map(d -> d.title()).orElse("");
    MessageCreateAction send = channel.sendMessageEmbeds(RoundEmbeds.question(round, deckTitle));
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
                        ? "not posted: the bot stopped before the post's turn came (it is retried"
                            + " at the next start)"
                        : "Discord refused the post: " + reason(error));
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
              addReactions(message, round.choiceEmojis(), 0);
              return PostOutcome.posted(message.getIdLong());
            });
  }

  /** Adds the reactions one after another, each through the pacer, a reaction gap apart. */
  private void addReactions(Message message, List<String> emojis, int index) {
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
                log.info(
                    "could not add {} to daily message {}: {}",
                    emojis.get(index),
                    message.getId(),
                    reason(error));
              }
              addReactions(message, emojis, index + 1);
            });
  }

  private static CompletionStage<PostOutcome> failed(String reason) {
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
