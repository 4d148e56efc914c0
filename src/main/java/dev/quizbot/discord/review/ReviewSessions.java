package dev.quizbot.discord.review;

import dev.quizbot.bank.GuildBanks;
import dev.quizbot.bank.QuestionBank;
import dev.quizbot.discord.ComponentReply;
import dev.quizbot.discord.Language;
import dev.quizbot.discord.ServerOf;
import dev.quizbot.i18n.Texts;
import dev.quizbot.study.AnswerResult;
import dev.quizbot.study.ReviewFilter;
import dev.quizbot.study.ReviewService;
import dev.quizbot.study.ReviewStart;
import dev.quizbot.study.SessionQuestion;
import java.time.Duration;
import java.time.Instant;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import net.dv8tion.jda.api.components.buttons.Button;
import net.dv8tion.jda.api.entities.User;
import net.dv8tion.jda.api.events.interaction.component.ButtonInteractionEvent;
import net.dv8tion.jda.api.exceptions.ErrorResponseException;
import net.dv8tion.jda.api.requests.ErrorResponse;
import net.dv8tion.jda.api.utils.messages.MessageCreateData;

/**
 * A member's review session on Discord: started or resumed in their DMs (or right where they are),
 * each answer graded and its message edited, the next question or the summary posted.
 *
 * <p>Public entries for other features (the reminder DMs' "Start review" button):
 *
 * <ul>
 *   <li>{@link #startHere(ButtonInteractionEvent, ComponentReply)}: from any button handler that
 *       runs on a command worker; it runs the member's session right in the button's channel (in a
 *       DM: ordinary messages; in a server: ephemeral ones).
 *   <li>{@link #startFor(User, ReviewFilter)}: starts or resumes the session and posts its question
 *       in the user's DMs, without any interaction to answer; reads the database, so call it off
 *       the event thread. Its future says where it went (or that the DMs are closed).
 * </ul>
 */
public final class ReviewSessions {

  /** Where {@link #startFor} led. */
  public record DmStart(Kind kind, long dmChannelId, boolean resumed, String explanation) {
    public enum Kind {
      /** The question is in the user's DMs, channel {@code dmChannelId}. */
      POSTED,
      /** Discord refused the DM (50007): the session is stored and waits for them. */
      DMS_CLOSED,
      /** Nothing started: {@code explanation} says why (nothing due, unknown deck or topic). */
      REFUSED
    }
  }

  private final ReviewService service;
  private final GuildBanks banks;

  ReviewSessions(ReviewService service, GuildBanks banks) {
    this.service = service;
    this.banks = banks;
  }

  /**
   * Starts (or resumes: a member has one open session) the user's review and posts its question in
   * their DMs. Blocking database work: call it off JDA's event thread.
   */
  public CompletableFuture<DmStart> startFor(User user, ReviewFilter filter) {
    return startFor(user, filter, Texts.english());
  }

  /** As {@link #startFor(User, ReviewFilter)}, in the language of {@code texts}. */
  public CompletableFuture<DmStart> startFor(User user, ReviewFilter filter, Texts texts) {
    return startFor(user, GuildBanks.NO_GUILD, filter, texts);
  }

  /** As {@link #startFor(User, ReviewFilter, Texts)}, from server {@code guildId}'s bank. */
  public CompletableFuture<DmStart> startFor(
      User user, long guildId, ReviewFilter filter, Texts texts) {
    ReviewStart result = service.start(user.getIdLong(), guildId, filter);
    if (result.question().isEmpty()) {
      return CompletableFuture.completedFuture(
          new DmStart(
              DmStart.Kind.REFUSED,
              0,
              false,
              ReviewTexts.refusal(texts, result, banks.of(guildId), filter)));
    }
    boolean resumed = result.kind() == ReviewStart.Kind.RESUMED;
    MessageCreateData question =
        ReviewMessages.question(result.question().get(), bankOf(result.question().get()), texts);
    return user.openPrivateChannel()
        .flatMap(channel -> channel.sendMessage(question))
        .submit()
        .handle(
            (sent, failure) -> {
              if (failure == null) {
                return new DmStart(DmStart.Kind.POSTED, sent.getChannel().getIdLong(), resumed, "");
              }
              Throwable cause =
                  failure instanceof CompletionException ? failure.getCause() : failure;
              if (cause instanceof ErrorResponseException e
                  && e.getErrorResponse() == ErrorResponse.CANNOT_SEND_TO_USER) {
                return new DmStart(
                    DmStart.Kind.DMS_CLOSED, 0, resumed, texts.get(ReviewTexts.DMS_CLOSED));
              }
              throw new CompletionException(cause);
            });
  }

  /**
   * Runs the presser's session right in the button's channel, the question as a reply to the press
   * ("Study here", the reminder's "Start review"): resumes their open session, else starts one
   * without filters. Reads the database: call it from a worker's handler.
   */
  public void startHere(ButtonInteractionEvent event, ComponentReply reply) {
    Texts texts = Language.of(event);
    long guild = ServerOf.id(event);
    ReviewStart result = service.start(event.getUser().getIdLong(), guild, ReviewFilter.none());
    if (result.question().isEmpty()) {
      reply.explain(ReviewTexts.refusal(texts, result, banks.of(guild), ReviewFilter.none()));
      return;
    }
    reply.send(
        ReviewMessages.question(result.question().get(), bankOf(result.question().get()), texts),
        event.isFromGuild());
  }

  /**
   * A button that runs the member's review right where it is pressed, as {@link #startHere} does
   * ("Review now" under an exam report, "Review more" under a review summary); only {@code
   * memberId} may press it.
   */
  public static Button startHereButton(long memberId, String label) {
    return Button.primary(ButtonIds.studyHere(memberId), label);
  }

  /** An answer button: graded, its message edited, then the next question or the summary. */
  void answer(ButtonInteractionEvent event, ComponentReply reply, ButtonIds.Answer pressed) {
    Instant shown = event.getMessage().getTimeCreated().toInstant();
    Instant pressedAt = event.getTimeCreated().toInstant();
    Duration responseTime = Duration.between(shown, pressedAt);
    if (responseTime.isNegative()) {
      responseTime = Duration.ZERO;
    }
    AnswerResult result =
        service.answer(
            event.getUser().getIdLong(),
            pressed.sessionId(),
            pressed.position(),
            pressed.choice(),
            responseTime);
    Texts texts = Language.of(event);
    switch (result.status()) {
      case NO_SESSION -> reply.explain(texts.get(ReviewTexts.NOT_YOURS));
      case STALE -> reply.explain(ReviewTexts.stale(texts, result.next()));
      case ANSWERED -> {
        reply.update(
            ReviewMessages.answered(
                pressed.sessionId(),
                pressed.position(),
                pressed.choice(),
                result,
                result
                    .nextDue()
                    .map(d -> d.minus(result.interval().orElse(Duration.ZERO)))
                    .orElse(pressedAt),
                texts));
        boolean ephemeral = event.getMessage().isEphemeral();
        Optional<SessionQuestion> next = result.next();
        if (next.isPresent()) {
          reply.send(ReviewMessages.question(next.get(), bankOf(next.get()), texts), ephemeral);
        } else {
          result
              .summary()
              .ifPresent(
                  s ->
                      reply.send(
                          ReviewMessages.summary(s, event.getUser().getIdLong(), texts),
                          ephemeral));
        }
      }
    }
  }

  /** The bank that holds the question: its deck's title. */
  QuestionBank bankOf(SessionQuestion asked) {
    return banks.holding(asked.question().deckId());
  }
}
