package dev.quizbot.discord.quiz;

import dev.quizbot.bank.GuildBanks;
import dev.quizbot.discord.Language;
import dev.quizbot.discord.QuestionPictures;
import dev.quizbot.discord.RequestPacer;
import dev.quizbot.discord.report.ReportIds;
import dev.quizbot.i18n.Texts;
import dev.quizbot.round.Reveal;
import dev.quizbot.round.RoundService;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.TimeUnit;
import net.dv8tion.jda.api.JDA;
import net.dv8tion.jda.api.entities.MessageEmbed;
import net.dv8tion.jda.api.entities.channel.middleman.GuildMessageChannel;
import net.dv8tion.jda.api.exceptions.ErrorResponseException;
import net.dv8tion.jda.api.exceptions.PermissionException;
import net.dv8tion.jda.api.requests.ErrorResponse;
import net.dv8tion.jda.api.utils.messages.MessageEditBuilder;
import net.dv8tion.jda.api.utils.messages.MessageEditData;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Edits closed rounds' messages into their reveals, each through an urgent permit of the {@link
 * RequestPacer}, and records a reveal done once Discord took the edit or when it never can; a
 * transient failure is tried again later ({@link RevealRetries}), and what is still undone at a
 * stop is left to the next start. Keeps the reveals on their way, so none is sent twice and the
 * stop can wait for Discord's answers.
 */
final class RevealSender {
  private static final Logger log = LoggerFactory.getLogger(RevealSender.class);

  private final RoundService rounds;
  private final GuildBanks banks;
  private final RequestPacer pacer;
  private final RevealRetries retries;
  // Rounds whose reveal edit is on its way (waiting for a permit or for Discord's answer): a new
  // session's pass over the unrevealed rounds must not send them a second time.
  private final Set<Long> revealing = ConcurrentHashMap.newKeySet();
  private volatile JDA jda;

  RevealSender(RoundService rounds, GuildBanks banks, RequestPacer pacer, Clock clock) {
    this.rounds = rounds;
    this.banks = banks;
    this.pacer = pacer;
    this.retries = new RevealRetries(clock);
  }

  /** The connection reveals are sent through from now on. */
  void connectedTo(JDA jda) {
    this.jda = jda;
  }

  /** See {@link RoundLifecycle#sendUnrevealed}; runs on the closer's thread. */
  void sendUnrevealed(JDA jda) {
    // Taken before the read: a reveal on its way whose answer is recorded while the rounds are
    // read leaves the set but was read as unrevealed; it must not be sent again. (Nothing joins the
    // set meanwhile: every publish runs on this thread.)
    Set<Long> onTheirWay = Set.copyOf(revealing);
    List<Reveal> reveals;
    try {
      reveals = rounds.unrevealed(guildId -> jda.getGuildById(guildId) != null);
    } catch (RuntimeException e) {
      log.error("reading the rounds closed but not revealed failed", e);
      return;
    }
    List<Reveal> notOnTheirWay =
        reveals.stream().filter(r -> !onTheirWay.contains(r.roundId())).toList();
    if (!notOnTheirWay.isEmpty()) {
      log.info(
          "sending {} reveal(s) of rounds closed before but not revealed", notOnTheirWay.size());
    }
    notOnTheirWay.forEach(
        reveal -> {
          retries.take(reveal.roundId()); // sent now, not again at its retry time
          publishSafely(reveal);
        });
  }

  /** Sends again the reveals whose retry time came. */
  void retryDue() {
    try {
      retries.takeDue().forEach(this::publishSafely);
    } catch (RuntimeException e) {
      log.error("retrying failed reveals failed", e);
    }
  }

  void publishSafely(Reveal reveal) {
    try {
      publish(reveal);
    } catch (RuntimeException e) {
      settled(reveal);
      log.error(
          "round {} closed but its reveal in channel {} could not be sent",
          reveal.roundId(),
          reveal.channelId(),
          e);
    }
  }

  /**
   * Edits the round's message into its reveal, paced. The reveal is marked done once Discord took
   * the edit, or when it never can (see {@link RevealRefusal}); otherwise it is left for the next
   * start ({@link RoundLifecycle#sendUnrevealed}).
   */
  private void publish(Reveal reveal) {
    JDA current = jda;
    if (current == null || current.getGuildById(reveal.guildId()) == null) {
      // The server is unavailable (a Discord outage) or the bot left it: not given up.
      log.info(
          "round {} closed; its server is not available now (a Discord outage, or the bot left"
              + " it): the reveal is sent at a later start if the server is back",
          reveal.roundId());
      return;
    }
    GuildMessageChannel channel =
        current.getChannelById(GuildMessageChannel.class, reveal.channelId());
    if (channel == null) {
      giveUp(reveal, "the channel was deleted");
      return;
    }
    String deckTitle =
        banks
            .holding(reveal.deckId())
            .deck(reveal.deckId())
            .map(d -> d.title())
            .orElse(reveal.deckId());
    revealing.add(reveal.roundId());
    try {
      // Built now, so JDA's local permission check refuses here rather than on the pacer thread.
      Optional<QuestionPictures.Attached> picture =
          QuestionPictures.of(
              banks.holding(reveal.questionId()).question(reveal.questionId()).orElse(null));
      Texts serverTexts = Language.ofServer(current.getGuildById(reveal.guildId()));
      MessageEmbed embed =
          RoundEmbeds.reveal(
              reveal,
              deckTitle,
              picture.map(QuestionPictures.Attached::embedUrl).orElse(null),
              serverTexts);
      var edit =
          channel.editMessageById(
              reveal.messageId(), withReportButton(reveal, embed, picture, serverTexts));
      pacer
          .acquire(RequestPacer.Kind.REVEAL)
          .thenRun(
              () ->
                  edit.queue(
                      done -> revealed(reveal),
                      err -> {
                        if (refusedForTheButton(err)) {
                          // Discord refused the edit's content: the reveal goes out without the
                          // 🚩 button rather than not at all.
                          log.info(
                              "round {}'s reveal with the Report button was refused ({}); sent"
                                  + " without it",
                              reveal.roundId(),
                              err.getMessage());
                          var plain =
                              channel
                                  .editMessageEmbedsById(reveal.messageId(), embed)
                                  .setComponents();
                          picture.ifPresent(p -> plain.setFiles(p.upload()));
                          plain.queue(d -> revealed(reveal), e -> failed(reveal, e));
                        } else {
                          failed(reveal, err);
                        }
                      }))
          .exceptionally(
              err -> {
                // JDA already stopped (only if the shutdown grace ran out before this reveal).
                settled(reveal);
                log.warn(
                    "round {} closed but its reveal was not sent ({}); the next start sends it",
                    reveal.roundId(),
                    err.getMessage());
                return null;
              });
    } catch (PermissionException e) {
      // JDA's local check, from the cached roles: an expected refusal, not a bug (no stack trace).
      giveUp(
          reveal,
          "the bot lacks "
              + (e.getPermission() == null ? "a permission" : e.getPermission().getName())
              + " in #"
              + channel.getName()
              + " ("
              + channel.getId()
              + "); grant it to the bot's role in that channel for the next rounds");
      settled(reveal);
    } catch (RejectedExecutionException e) {
      // JDA is already stopping (only if close() had to give up waiting for this tick).
      settled(reveal);
      log.warn(
          "round {} closed but its reveal was not sent: the bot is stopping; the next start sends"
              + " it",
          reveal.roundId());
    }
  }

  /**
   * The reveal's embed with the 🚩 Report button ({@code discord/report}); without it when the
   * question left the bank (nothing to report on).
   */
  private MessageEditData withReportButton(
      Reveal reveal, MessageEmbed embed, Optional<QuestionPictures.Attached> picture, Texts texts) {
    // The picture is uploaded again: the edit then names exactly the files its embed shows.
    MessageEditBuilder edit = new MessageEditBuilder().setEmbeds(embed);
    picture.ifPresent(p -> edit.setFiles(p.upload()));
    banks
        .holding(reveal.questionId())
        .question(reveal.questionId())
        .ifPresent(q -> edit.setComponents(ReportIds.forRound(reveal.roundId(), q, texts)));
    return edit.build();
  }

  /** A 400 on the edit's body: retried once without the button. */
  private static boolean refusedForTheButton(Throwable err) {
    return err instanceof ErrorResponseException e
        && e.getErrorResponse() == ErrorResponse.INVALID_FORM_BODY;
  }

  /** Discord took the edit: the message shows the reveal. */
  private void revealed(Reveal reveal) {
    // Recorded before it stops counting as on its way, so a concurrent pass over the unrevealed
    // rounds never finds it in neither state.
    markRevealed(reveal);
    settled(reveal);
  }

  private void failed(Reveal reveal, Throwable err) {
    Optional<String> permanent = RevealRefusal.permanent(err);
    if (permanent.isPresent()) {
      giveUp(reveal, permanent.get());
    } else if (err instanceof CancellationException
        || err.getCause() instanceof CancellationException) {
      log.info(
          "round {}'s reveal was cut short by the stop; the next start sends it", reveal.roundId());
    } else {
      Instant again = retries.failed(reveal);
      log.warn(
          "round {} closed but its reveal failed ({}); {}",
          reveal.roundId(),
          err.getMessage(),
          again == null
              ? "tried often enough for now: the next start sends it again"
              : "tried again at " + again);
    }
    settled(reveal);
  }

  /** The reveal is no longer on its way: answered, refused, or never sent. */
  private void settled(Reveal reveal) {
    revealing.remove(reveal.roundId());
    synchronized (revealing) {
      revealing.notifyAll();
    }
  }

  /**
   * At stop, once JDA sent its last requests: waits until Discord's answers to the reveal edits are
   * handled, so their reveals are recorded before the database closes (JDA hands an answer to its
   * callback threads, which may run after the request finished).
   *
   * @return false when {@code timeout} passed first (those reveals are sent again at the next
   *     start)
   */
  boolean awaitRevealsAnswered(Duration timeout) throws InterruptedException {
    long deadline = System.nanoTime() + timeout.toNanos();
    synchronized (revealing) {
      while (!revealing.isEmpty()) {
        long left = deadline - System.nanoTime();
        if (left <= 0) {
          return false;
        }
        TimeUnit.NANOSECONDS.timedWait(revealing, left);
      }
    }
    return true;
  }

  /** A reveal that can never be sent: said once, and marked done so no start retries it. */
  private void giveUp(Reveal reveal, String why) {
    log.warn(
        "round {} closed; its reveal in channel {} is given up: {}",
        reveal.roundId(),
        reveal.channelId(),
        why);
    markRevealed(reveal);
  }

  private void markRevealed(Reveal reveal) {
    retries.done(reveal.roundId());
    try {
      rounds.markRevealed(reveal.roundId());
    } catch (RuntimeException e) {
      // At stop, Discord may answer the last edits after the database closed.
      log.warn(
          "round {} was revealed but that could not be recorded ({}); the next start edits its"
              + " message again, with the same content",
          reveal.roundId(),
          e.getCause() == null ? e.getMessage() : e.getCause().getMessage());
    }
  }
}
