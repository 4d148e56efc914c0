package dev.quizbot.discord;

import dev.quizbot.config.BotToken;
import dev.quizbot.config.DiscordSettings;
import dev.quizbot.shard.Shard;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import net.dv8tion.jda.api.JDA;
import net.dv8tion.jda.api.Permission;
import net.dv8tion.jda.api.exceptions.InvalidTokenException;
import net.dv8tion.jda.api.hooks.EventListener;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The Discord connection's life: the login (which runs while the app opens the database; JDA's
 * events wait at a {@link ListenerGate} until the listeners exist), the wait for ready, the slash
 * command registration, the invite URL, and JDA's part of a stop, in order or cut short. The app
 * calls these steps; it never handles JDA itself.
 */
public final class DiscordConnection {
  private static final Logger log = LoggerFactory.getLogger(DiscordConnection.class);

  /** What the bot needs in a server; the invite URL asks for exactly these. */
  public static final List<Permission> PERMISSIONS =
      List.of(
          Permission.VIEW_CHANNEL,
          Permission.MESSAGE_SEND,
          Permission.MESSAGE_EMBED_LINKS,
          Permission.MESSAGE_ATTACH_FILES,
          Permission.MESSAGE_ADD_REACTION,
          Permission.MESSAGE_HISTORY,
          Permission.MESSAGE_MANAGE);

  /** How long a failed start-up lets a half-done Discord login finish before stopping it. */
  private static final Duration CONNECT_WAIT = Duration.ofSeconds(5);

  /** How long the slash command registration may take at start-up. */
  private static final Duration REGISTRATION_WAIT = Duration.ofSeconds(30);

  private final JdaFactory factory;
  private final ListenerGate gate;
  private final JDA jda;
  private final Shard shard;
  private final Optional<Long> devGuild;
  private CommandRouter router;
  private CompletableFuture<?> registration;

  private DiscordConnection(
      JdaFactory factory, ListenerGate gate, JDA jda, Shard shard, Optional<Long> devGuild) {
    this.factory = factory;
    this.gate = gate;
    this.jda = jda;
    this.shard = shard;
    this.devGuild = devGuild;
  }

  /**
   * Starts logging in (it goes on in JDA's threads); events wait until {@link #open}. A login that
   * fails at once (a token Discord rejects, say) throws after JDA's connect attempt ended.
   */
  public static DiscordConnection login(DiscordSettings settings, BotToken token) {
    return login(settings, token, false);
  }

  /**
   * As {@link #login(DiscordSettings, BotToken)}; with {@code memberEvents} the bot also asks for
   * members' join and leave events (the privileged Server Members intent).
   */
  public static DiscordConnection login(
      DiscordSettings settings, BotToken token, boolean memberEvents) {
    DiscordEndpoints endpoints =
        DiscordEndpoints.of(
            settings.apiUrl().map(Object::toString).orElse(null),
            settings.gatewayUrl().map(Object::toString).orElse(null));
    ListenerGate gate = new ListenerGate();
    JdaFactory factory = new JdaFactory();
    Shard shard = settings.shard();
    try {
      JDA jda = factory.create(token.reveal(), endpoints, shard, memberEvents, List.of(gate));
      return new DiscordConnection(factory, gate, jda, shard, settings.devGuildId());
    } catch (RuntimeException loginFailed) {
      gate.discard();
      awaitConnectAttempt(factory);
      throw loginFailed;
    }
  }

  /** Whether this failure (or one of its causes) is Discord refusing the bot token. */
  public static boolean isTokenRejected(Throwable failure) {
    return failure instanceof InvalidTokenException;
  }

  /**
   * Hands JDA's events (those held since the login first) to the listeners, in this order. The
   * router's global commands are sent first, while the gateway handshake may still run; commands
   * for a dev guild wait for that guild ({@link #awaitReady}). One process registers them: shard 0
   * the global ones, the dev guild's own shard (the only one that sees it) its ones.
   */
  public void open(CommandRouter router, List<EventListener> listeners) {
    boolean registers = devGuild.map(shard::owns).orElse(shard.id() == 0);
    if (!registers) {
      registration = CompletableFuture.completedFuture(null);
    } else if (devGuild.isEmpty()) {
      registration = router.register(jda, Optional.empty());
    }
    this.router = router;
    gate.open(listeners);
  }

  /**
   * Waits until JDA is ready (servers loaded) and the commands are registered, then logs the ready
   * line with the invite URL.
   */
  public void awaitReady() throws InterruptedException, ExecutionException, TimeoutException {
    jda.awaitReady();
    if (registration == null) {
      registration = router.register(jda, devGuild);
    }
    registration.get(REGISTRATION_WAIT.toSeconds(), TimeUnit.SECONDS);
    if (shard.isPartial()) {
      log.info(
          "ready in {} server(s) as {}; invite: {}", jda.getGuilds().size(), shard, inviteUrl(jda));
    } else {
      log.info("ready in {} server(s); invite: {}", jda.getGuilds().size(), inviteUrl(jda));
    }
  }

  /** The invite link with scopes {@code bot} and {@code applications.commands}. */
  public static String inviteUrl(JDA jda) {
    return "https://discord.com/oauth2/authorize?client_id="
        + jda.getSelfUser().getApplicationId()
        + "&scope=bot+applications.commands&permissions="
        + Permission.getRaw(PERMISSIONS);
  }

  public JDA jda() {
    return jda;
  }

  /** For the health check: the gateway is connected. */
  public boolean isConnected() {
    return jda.getStatus() == JDA.Status.CONNECTED;
  }

  /** What a stop does once Discord's queue ran dry, within what is left of the deadline. */
  public interface AfterRequests {
    void run(Duration left) throws InterruptedException;
  }

  /**
   * JDA's part of the stop in order: JDA sends what is queued and shuts down by the deadline (a
   * {@link System#nanoTime()} value), the request it may still be sending finishes, and then {@code
   * afterRequests} runs (the answers to the last reveal edits record their reveals). An interrupt
   * stops JDA at once.
   */
  public void stop(long deadline, AfterRequests afterRequests) {
    jda.shutdown();
    try {
      if (!jda.awaitShutdown(untilDeadline(deadline), TimeUnit.NANOSECONDS)) {
        jda.shutdownNow();
      }
      // JDA reports SHUTDOWN while the request it is sending may still run: let it finish.
      factory.awaitRequestsFinished(Duration.ofNanos(untilDeadline(deadline)));
      afterRequests.run(Duration.ofNanos(untilDeadline(deadline)));
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      jda.shutdownNow();
    }
  }

  /**
   * The database failed while JDA was logging in: drops the events, lets the gateway handshake
   * finish (at most {@link #CONNECT_WAIT}) and then shuts down as {@link #stop} does. {@code
   * shutdownNow} in the middle of the handshake makes JDA's gateway thread log stack traces for the
   * HELLO and READY it is still handling.
   */
  public void stopOnceConnected() throws InterruptedException {
    gate.discard();
    long deadline = System.nanoTime() + CONNECT_WAIT.toNanos();
    while (jda.getStatus().ordinal() < JDA.Status.CONNECTED.ordinal()
        && System.nanoTime() < deadline) {
      Thread.sleep(10);
    }
    long stopBy = System.nanoTime() + CONNECT_WAIT.toNanos();
    jda.shutdown();
    if (!jda.awaitShutdown(untilDeadline(stopBy), TimeUnit.NANOSECONDS)) {
      jda.shutdownNow();
    }
    awaitConnectAttempt(factory);
    factory.awaitRequestsFinished(Duration.ofNanos(untilDeadline(stopBy)));
  }

  /** The start-up was interrupted while JDA was logging in: stops it at once. */
  public void stopNow() {
    gate.discard();
    jda.shutdownNow();
    awaitConnectAttempt(factory);
  }

  /** Start-up failed after the login: JDA's events are dropped from now on. */
  public void discardEvents() {
    gate.discard();
  }

  /**
   * Stops JDA after a start-up cut short (SIGTERM, or a failure after the login). A request in
   * flight then (the slash command registration, typically) is let finish, at most {@link
   * #CONNECT_WAIT}: {@code shutdownNow} would interrupt the thread reading its answer, and JDA
   * would log that as an ERROR with a stack trace after the bot said it stopped (seen in CI). The
   * connect attempt in progress is waited for for the same reason.
   */
  public void stopCutShort() {
    long stopBy = System.nanoTime() + CONNECT_WAIT.toNanos();
    WhileStopping.run(
        () -> {
          jda.shutdown();
          if (!jda.awaitShutdown(untilDeadline(stopBy), TimeUnit.NANOSECONDS)) {
            jda.shutdownNow();
          }
          factory.awaitRequestsFinished(Duration.ofNanos(untilDeadline(stopBy)));
        },
        jda::shutdownNow);
    awaitConnectAttempt(factory);
  }

  /**
   * After a start-up cut short (e.g. SIGTERM while waiting for the gateway): lets JDA's connect
   * attempt in progress end, so its outcome is not logged after the caller says the bot stopped.
   */
  private static void awaitConnectAttempt(JdaFactory factory) {
    WhileStopping.run(() -> factory.awaitNoConnectAttempt(Duration.ofSeconds(5)), () -> {});
  }

  /**
   * Nanoseconds left, at least 1 ms: JDA's awaitShutdown rounds down to milliseconds and reads 0 as
   * "wait forever".
   */
  private static long untilDeadline(long deadline) {
    return Math.max(TimeUnit.MILLISECONDS.toNanos(1), deadline - System.nanoTime());
  }
}
