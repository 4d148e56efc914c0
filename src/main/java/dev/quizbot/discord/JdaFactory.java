package dev.quizbot.discord;

import dev.quizbot.shard.Shard;
import java.time.Duration;
import java.util.EnumSet;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import net.dv8tion.jda.api.JDA;
import net.dv8tion.jda.api.JDABuilder;
import net.dv8tion.jda.api.entities.Message;
import net.dv8tion.jda.api.requests.GatewayIntent;
import net.dv8tion.jda.api.requests.RestAction;
import net.dv8tion.jda.api.requests.RestConfig;
import net.dv8tion.jda.api.utils.ChunkingFilter;
import net.dv8tion.jda.api.utils.Compression;
import net.dv8tion.jda.api.utils.MemberCachePolicy;
import net.dv8tion.jda.api.utils.cache.CacheFlag;
import net.dv8tion.jda.api.utils.messages.MessageRequest;
import okhttp3.ConnectionPool;
import okhttp3.Dispatcher;
import okhttp3.OkHttpClient;

/**
 * Builds the bot's JDA instance: reaction intent only, no member cache, and JDA's own JVM shutdown
 * hook off because the application shuts JDA down itself (letting queued requests finish).
 *
 * <p>One factory builds one JDA: it owns the pool JDA runs its REST requests on, so that {@link
 * #awaitRequestsFinished} can wait for the last request after JDA reports {@code SHUTDOWN}.
 */
public final class JdaFactory {

  /**
   * JDA's "elastic" rate-limit pool: each REST request runs (blocking HTTP) on one of its threads.
   * A cached daemon pool, like JDA's default; JDA shuts it down itself once its queue is empty.
   */
  private final ExecutorService restWorkers =
      Executors.newCachedThreadPool(DaemonThreads.named("jda-rest", true));

  /**
   * Where JDA runs success and failure consumers. JDA's default is the JVM's common pool, which a
   * stop cannot wait for: a /quiz posted in the second the bot stopped then recorded its round
   * after the database had closed (seen in CI). At most as many threads as cores, and at least two,
   * like the common pool plus one; idle ones end, so a stopped bot leaves none behind.
   */
  private final ThreadPoolExecutor callbacks = callbackPool();

  private boolean used;
  private FixedGatewaySessionController sessionController;

  /**
   * Starts logging in and returns at once; call {@link JDA#awaitReady()} to wait for the guilds.
   *
   * @param token the bot token
   * @param endpoints where Discord is; {@link DiscordEndpoints#realDiscord()} for production
   * @param listeners JDA event listeners (objects implementing {@code EventListener})
   * @throws IllegalStateException if this factory already built a JDA
   */
  public JDA create(String token, DiscordEndpoints endpoints, List<?> listeners) {
    return create(token, endpoints, Shard.ALL, false, listeners);
  }

  /** As {@link #create(String, DiscordEndpoints, Shard, boolean, List)} without member events. */
  public JDA create(String token, DiscordEndpoints endpoints, Shard shard, List<?> listeners) {
    return create(token, endpoints, shard, false, listeners);
  }

  /**
   * As {@link #create(String, DiscordEndpoints, List)}, logging in as one shard of several: Discord
   * then sends this JDA the events of that shard's servers only (and DMs to shard 0).
   *
   * @param shard this process's shard; {@link Shard#ALL} logs in as the only one
   * @param memberEvents also ask for members' join and leave events (GUILD_MEMBERS, privileged:
   *     Discord refuses the login unless it is switched on for the bot)
   */
  public synchronized JDA create(
      String token,
      DiscordEndpoints endpoints,
      Shard shard,
      boolean memberEvents,
      List<?> listeners) {
    if (used) {
      throw new IllegalStateException("a JdaFactory builds one JDA; make a new factory");
    }
    used = true;
    JDABuilder builder =
        JDABuilder.createLight(token, intents(memberEvents))
            .setMemberCachePolicy(MemberCachePolicy.NONE)
            .setChunkingFilter(ChunkingFilter.NONE)
            // Channel overwrites for single members (createLight drops them): /daily set checks
            // that the admin could post and ping there herself, and an admin is often allowed in
            // a read-only channel by an overwrite of her own. They come with GUILD_CREATE (no
            // intent needed) and are few.
            .enableCache(CacheFlag.MEMBER_OVERRIDES)
            .setEnableShutdownHook(false)
            .setRateLimitElastic(restWorkers, true)
            .setCallbackPool(callbacks, false)
            .setHttpClientBuilder(httpClient())
            .addEventListeners(listeners.toArray());
    if (shard.isPartial()) {
      builder.useSharding(shard.id(), shard.total());
    }
    endpoints
        .apiBaseUrl()
        .ifPresent(url -> builder.setRestConfig(new RestConfig().setBaseUrl(url)));
    endpoints
        .gatewayUrl()
        .ifPresent(
            url -> {
              sessionController = new FixedGatewaySessionController(url);
              builder
                  .setSessionController(sessionController)
                  // A custom gateway is a test or staging server: keep frames plain text.
                  .setCompression(Compression.NONE);
            });
    // Process-wide in JDA: replies queued without a failure handler log one line (RestFailures).
    RestAction.setDefaultFailure(RestFailures::log);
    // Process-wide in JDA too: no message parses a mention it does not list. JDA's default parses
    // every user, role, @everyone and @here in a message's text, so a reply repeating what a member
    // typed or a deck file says could ping a whole server. The daily post lists its one role.
    MessageRequest.setDefaultMentions(EnumSet.noneOf(Message.MentionType.class));
    MessageRequest.setDefaultMentionRepliedUser(false);
    JdaTeardownNoise.install();
    try {
      return builder.build();
    } finally {
      if (sessionController != null) {
        sessionController.loginReturned();
      }
    }
  }

  private static EnumSet<GatewayIntent> intents(boolean memberEvents) {
    EnumSet<GatewayIntent> intents = EnumSet.of(GatewayIntent.GUILD_MESSAGE_REACTIONS);
    if (memberEvents) {
      intents.add(GatewayIntent.GUILD_MEMBERS);
    }
    return intents;
  }

  /**
   * JDA's own client settings (25 parallel requests to Discord's host, 5 idle connections kept 10
   * s) plus Discord's global limit kept at send time ({@link GlobalRequestLimit}).
   */
  private static OkHttpClient.Builder httpClient() {
    Dispatcher dispatcher = new Dispatcher();
    dispatcher.setMaxRequestsPerHost(25);
    return new OkHttpClient.Builder()
        .dispatcher(dispatcher)
        .connectionPool(new ConnectionPool(5, 10, TimeUnit.SECONDS))
        .addNetworkInterceptor(new GlobalRequestLimit(GlobalRequestLimit.DEFAULT_PER_SECOND));
  }

  /**
   * Call after {@link JDA#awaitShutdown} returned true: waits until the REST request JDA was
   * executing at that moment has finished, and then until the consumers of every answer have run.
   * JDA takes a request off its queue before sending it and only counts queued ones when it decides
   * it is shut down, so {@code awaitShutdown} can return while one request is still on its way (it
   * would then hit a closed server, or be cut off when the JVM exits); and it hands each answer to
   * a consumer that may still be writing to the database the stop is about to close.
   *
   * @return true if nothing of JDA's runs any more; false if the timeout passed first
   */
  public boolean awaitRequestsFinished(Duration timeout) throws InterruptedException {
    long deadline = System.nanoTime() + timeout.toNanos();
    // JDA shuts the pool down itself once its request queue is empty (also after shutdownNow).
    if (!restWorkers.awaitTermination(timeout.toNanos(), TimeUnit.NANOSECONDS)) {
      return false;
    }
    // No request runs any more, so no answer is handed over after this. A consumer that queues a
    // new request is refused by JDA's stopped requester: inside flatMap and the like it takes its
    // failure path; a bare queue() throws out of the consumer and JDA logs it.
    callbacks.shutdown();
    return callbacks.awaitTermination(deadline - System.nanoTime(), TimeUnit.NANOSECONDS);
  }

  private static ThreadPoolExecutor callbackPool() {
    int threads = Math.max(2, Runtime.getRuntime().availableProcessors());
    ThreadPoolExecutor pool =
        new ThreadPoolExecutor(
            threads,
            threads,
            10,
            TimeUnit.SECONDS,
            new LinkedBlockingQueue<>(),
            DaemonThreads.named("jda-callback", true));
    pool.allowCoreThreadTimeOut(true);
    return pool;
  }

  /**
   * Call after shutting JDA down: waits until a gateway connect attempt that was running then has
   * ended, so that nothing JDA does is logged after the caller reports the stop. Only a custom
   * gateway URL is tracked (with Discord's own gateway this returns at once).
   *
   * @return true if no connect attempt is running any more; false if the timeout passed first
   */
  public synchronized boolean awaitNoConnectAttempt(Duration timeout) throws InterruptedException {
    return sessionController == null || sessionController.awaitNoConnectAttempt(timeout);
  }
}
