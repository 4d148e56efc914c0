package dev.quizbot.discord.remind;

import dev.quizbot.discord.DaemonThreads;
import dev.quizbot.discord.EarlierMessage;
import dev.quizbot.discord.RequestPacer;
import dev.quizbot.discord.RestFailures;
import dev.quizbot.i18n.Texts;
import dev.quizbot.study.DmChannelStore;
import dev.quizbot.study.DueReminder;
import dev.quizbot.study.ReminderService;
import java.time.Clock;
import java.time.Instant;
import java.util.List;
import java.util.Locale;
import java.util.OptionalLong;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.atomic.AtomicInteger;
import net.dv8tion.jda.api.JDA;
import net.dv8tion.jda.api.components.actionrow.ActionRow;
import net.dv8tion.jda.api.components.buttons.Button;
import net.dv8tion.jda.api.entities.Message;
import net.dv8tion.jda.api.entities.channel.concrete.PrivateChannel;
import net.dv8tion.jda.api.events.GenericEvent;
import net.dv8tion.jda.api.events.session.ReadyEvent;
import net.dv8tion.jda.api.exceptions.ErrorResponseException;
import net.dv8tion.jda.api.hooks.EventListener;
import net.dv8tion.jda.api.requests.ErrorResponse;
import net.dv8tion.jda.api.utils.messages.MessageCreateBuilder;
import net.dv8tion.jda.api.utils.messages.MessageCreateData;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Sends study reminders as DMs and answers their buttons. Per reminder: an ordinary {@link
 * RequestPacer} permit, then the claim ({@link ReminderService#claim}, written before anything is
 * sent), then the message straight to the member's stored DM channel ({@link DmChannelStore}: one
 * request a reminder); with none stored yet, the DM channel's open (its id then stored) and the
 * message, each behind a permit of its own (two requests, both under Discord's global limit).
 * Discord no longer knowing a stored channel (10003) makes the reminder open it again. A taken-over
 * stale claim first reads the DM's messages since a minute before the earlier claim for the bot's
 * reminder of that date; found, the date is recorded sent without a second DM. Discord refusing the
 * DM (50007) turns the member's reminders off.
 *
 * <p>Its buttons, {@code remind:start:DATE} and {@code remind:snooze:DATE}, are {@link
 * ReminderButtons}'.
 */
public final class ReminderDms implements EventListener {
  private static final Logger log = LoggerFactory.getLogger(ReminderDms.class);

  private final ReminderService reminders;
  private final DmChannelStore dmChannels;
  private final RequestPacer pacer;
  private final Clock clock;
  // Database work (claims) off the pacer's and JDA's threads, one at a time.
  private final ExecutorService worker = DaemonThreads.single("reminder-dms");
  private final AtomicInteger sent = new AtomicInteger();
  private volatile JDA jda;

  public ReminderDms(
      ReminderService reminders, DmChannelStore dmChannels, RequestPacer pacer, Clock clock) {
    this.reminders = reminders;
    this.dmChannels = dmChannels;
    this.pacer = pacer;
    this.clock = clock;
  }

  @Override
  public void onEvent(GenericEvent event) {
    if (event instanceof ReadyEvent ready) {
      jda = ready.getJDA();
    }
  }

  /** Reminder DMs sent by this process so far (tests, benchmarks). */
  public int sentCount() {
    return sent.get();
  }

  /**
   * One tick of the reminders' ticker: asks what is due on the injected clock's terms and starts
   * sending it; returns how many reminders it started.
   */
  int sendDue() {
    List<DueReminder> due = reminders.due();
    sendAll(due);
    return due.size();
  }

  /** Starts sending each reminder; returns at once (each one completes on its own). */
  public void sendAll(List<DueReminder> due) {
    for (DueReminder reminder : due) {
      send(reminder)
          .whenComplete(
              (ok, e) -> {
                reminders.finished(reminder);
                if (e != null && !(RestFailures.cause(e) instanceof CancellationException)) {
                  log.warn(
                      "study reminder of member {} for {} failed: {}",
                      reminder.memberId(),
                      reminder.localDate(),
                      RestFailures.cause(e).toString());
                }
              });
    }
  }

  private CompletableFuture<Void> send(DueReminder reminder) {
    JDA current = jda;
    if (current == null) {
      return CompletableFuture.failedFuture(
          new IllegalStateException("the bot is not connected to Discord yet"));
    }
    long member = reminder.memberId();
    return pacer
        .acquire(RequestPacer.Kind.REMINDER)
        .thenApplyAsync(ready -> claimed(reminder), worker)
        .thenCompose(
            claimed -> {
              ReminderService.Claim claim = claimed.claim();
              if (!claim.won()) {
                return CompletableFuture.completedFuture(null);
              }
              // The claim's permit covers one request: the message to the stored DM channel, or
              // (none stored yet) the DM channel's open; then the message takes its own.
              CompletableFuture<Void> delivered;
              if (claimed.storedDm().isPresent()) {
                long stored = claimed.storedDm().getAsLong();
                delivered =
                    deliver(
                            StoredDmChannel.of(current, stored, member),
                            reminder,
                            claim,
                            true,
                            claimed.texts())
                        .exceptionallyCompose(
                            e -> {
                              if (!isUnknownChannel(e)) {
                                return CompletableFuture.failedFuture(e);
                              }
                              log.info(
                                  "the stored DM channel of member {} is unknown to Discord: it is"
                                      + " opened again",
                                  member);
                              return CompletableFuture.runAsync(
                                      () -> dmChannels.forget(member, stored), worker)
                                  .thenCompose(
                                      v ->
                                          openAndDeliver(
                                              current, reminder, claim, false, claimed.texts()));
                            });
              } else {
                delivered = openAndDeliver(current, reminder, claim, true, claimed.texts());
              }
              return delivered.handleAsync(
                  (ok, e) -> {
                    finish(reminder, claim, e);
                    return null;
                  },
                  worker);
            });
  }

  /** A reminder's claim and the member's stored DM channel (on the worker). */
  private record Claimed(ReminderService.Claim claim, OptionalLong storedDm, Texts texts) {}

  private Claimed claimed(DueReminder reminder) {
    ReminderService.Claim claim = reminders.claim(reminder);
    if (!claim.won()) {
      return new Claimed(claim, OptionalLong.empty(), Texts.english());
    }
    // The language the member set reminders in (no interaction here to ask), else English.
    Texts texts =
        reminders
            .language(reminder.memberId())
            .map(tag -> Texts.of(Locale.forLanguageTag(tag)))
            .orElse(Texts.english());
    return new Claimed(claim, dmChannels.find(reminder.memberId()), texts);
  }

  /** Opens the member's DM channel, stores its id, then delivers the reminder there. */
  private CompletableFuture<Void> openAndDeliver(
      JDA current,
      DueReminder reminder,
      ReminderService.Claim claim,
      boolean permitInHand,
      Texts texts) {
    CompletableFuture<Void> permit =
        permitInHand
            ? CompletableFuture.completedFuture(null)
            : pacer.acquire(RequestPacer.Kind.REMINDER_SEND);
    return permit
        .thenCompose(ready -> current.openPrivateChannelById(reminder.memberId()).submit())
        .thenApplyAsync(
            dm -> {
              dmChannels.remember(reminder.memberId(), dm.getIdLong(), clock.instant());
              return dm;
            },
            worker)
        .thenCompose(dm -> deliver(dm, reminder, claim, false, texts));
  }

  /**
   * Sends the reminder into {@code dm}, unless a taken-over claim's earlier attempt already did;
   * {@code permitInHand}: the caller's permit is still unused and covers the message.
   */
  private CompletableFuture<Void> deliver(
      PrivateChannel dm,
      DueReminder reminder,
      ReminderService.Claim claim,
      boolean permitInHand,
      Texts texts) {
    if (claim.earlierClaimAt().isEmpty()) {
      return post(dm, reminder, permitInHand, texts);
    }
    return earlierDm(dm, reminder, claim.earlierClaimAt().get())
        .thenCompose(
            found ->
                found ? CompletableFuture.completedFuture(null) : post(dm, reminder, false, texts));
  }

  private CompletableFuture<Void> post(
      PrivateChannel dm, DueReminder reminder, boolean permitInHand, Texts texts) {
    CompletableFuture<Void> permit =
        permitInHand
            ? CompletableFuture.completedFuture(null)
            : pacer.acquire(RequestPacer.Kind.REMINDER_SEND);
    return permit
        .thenCompose(ready -> dm.sendMessage(message(reminder, texts)).submit())
        .thenAccept(message -> sent.incrementAndGet());
  }

  private static boolean isUnknownChannel(Throwable e) {
    return RestFailures.cause(e) instanceof ErrorResponseException error
        && error.getErrorResponse() == ErrorResponse.UNKNOWN_CHANNEL;
  }

  /** Records the outcome of a claimed reminder (on the worker). */
  private void finish(DueReminder reminder, ReminderService.Claim claim, Throwable failure) {
    if (failure == null) {
      reminders.sent(reminder, claim);
      return;
    }
    Throwable cause = RestFailures.cause(failure);
    if (cause instanceof ErrorResponseException error
        && error.getErrorResponse() == ErrorResponse.CANNOT_SEND_TO_USER) {
      reminders.dmsClosed(reminder, claim);
      return;
    }
    reminders.failed(reminder, claim, cause.toString());
    throw new CompletionException(cause);
  }

  /** Whether the DM holds the bot's reminder of that date since a minute before {@code since}. */
  private CompletableFuture<Boolean> earlierDm(
      PrivateChannel dm, DueReminder reminder, Instant since) {
    String startId = ReminderButtons.start(reminder.localDate());
    return EarlierMessage.find(
            pacer, RequestPacer.Kind.REMINDER_SEND, dm, since, m -> hasButton(m, startId))
        .thenApply(
            found -> {
              if (found.message().isPresent()) {
                log.info(
                    "study reminder of member {} for {} was sent by the earlier attempt: not sent"
                        + " again",
                    reminder.memberId(),
                    reminder.localDate());
              }
              return found.message().isPresent();
            });
  }

  private static boolean hasButton(Message message, String customId) {
    return message.getComponentTree().findAll(Button.class).stream()
        .anyMatch(b -> customId.equals(b.getCustomId()));
  }

  static MessageCreateData message(DueReminder reminder, Texts texts) {
    return new MessageCreateBuilder()
        .setContent(texts.plural("reminder.dm", reminder.dueCount()))
        .setComponents(
            ActionRow.of(
                Button.primary(
                    ReminderButtons.start(reminder.localDate()), texts.get("reminder.start")),
                Button.secondary(
                    ReminderButtons.snooze(reminder.localDate()), texts.get("reminder.snooze"))))
        .build();
  }

  /** Stops the worker (the pacer's waiting permits are dropped at stop). */
  public void close() {
    worker.shutdownNow();
  }
}
