package dev.quizbot.discord.lifecycle;

import dev.quizbot.discord.DaemonThreads;
import dev.quizbot.lifecycle.MemberDepartures;
import dev.quizbot.lifecycle.ServerLifecycle;
import dev.quizbot.shard.Shard;
import java.util.HashSet;
import java.util.Set;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.atomic.AtomicInteger;
import net.dv8tion.jda.api.JDA;
import net.dv8tion.jda.api.entities.Guild;
import net.dv8tion.jda.api.events.GenericEvent;
import net.dv8tion.jda.api.events.guild.GuildJoinEvent;
import net.dv8tion.jda.api.events.guild.GuildLeaveEvent;
import net.dv8tion.jda.api.events.guild.member.GuildMemberJoinEvent;
import net.dv8tion.jda.api.events.guild.member.GuildMemberRemoveEvent;
import net.dv8tion.jda.api.events.session.ReadyEvent;
import net.dv8tion.jda.api.events.session.SessionRecreateEvent;
import net.dv8tion.jda.api.hooks.EventListener;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The gateway's word on servers and members, handed to the lifecycle on a thread of its own (no
 * database work on JDA's event thread, which grades reactions). A removal is JDA's {@link
 * GuildLeaveEvent}: a GUILD_DELETE without {@code unavailable}; an outage's GUILD_DELETE is a
 * different event and changes nothing. Members' events come only with the Server Members intent
 * ({@code servers.memberEvents}).
 *
 * <p>At READY, and when a new session replaced a lost one (events may be lost), the servers Discord
 * lists for this process's shard, unavailable ones included, are compared with the database's
 * servers of the same shard: those missing removed the bot while it was away.
 */
final class ServerEvents implements EventListener, AutoCloseable {
  private static final Logger log = LoggerFactory.getLogger(ServerEvents.class);

  private final ServerLifecycle servers;
  private final MemberDepartures members;
  private final Shard shard;
  private final ExecutorService worker = DaemonThreads.single("server-events");
  private final AtomicInteger checks = new AtomicInteger();

  ServerEvents(ServerLifecycle servers, MemberDepartures members, Shard shard) {
    this.servers = servers;
    this.members = members;
    this.shard = shard;
  }

  @Override
  public void onEvent(GenericEvent event) {
    if (event instanceof GuildLeaveEvent leave) {
      long guildId = leave.getGuild().getIdLong();
      run(() -> servers.left(guildId));
    } else if (event instanceof GuildJoinEvent join) {
      long guildId = join.getGuild().getIdLong();
      run(() -> servers.present(guildId));
    } else if (event instanceof ReadyEvent || event instanceof SessionRecreateEvent) {
      reconcile(event.getJDA());
    } else if (event instanceof GuildMemberRemoveEvent removed) {
      long guildId = removed.getGuild().getIdLong();
      long userId = removed.getUser().getIdLong();
      run(() -> members.left(guildId, userId));
    } else if (event instanceof GuildMemberJoinEvent joined) {
      long guildId = joined.getGuild().getIdLong();
      long userId = joined.getUser().getIdLong();
      run(() -> members.returned(guildId, userId));
    }
  }

  private void reconcile(JDA jda) {
    Set<Long> listed = new HashSet<>();
    jda.getGuilds().stream().map(Guild::getIdLong).forEach(listed::add);
    // An outage: the server is still the bot's, its data must stay.
    jda.getUnavailableGuilds().stream().map(Long::parseLong).forEach(listed::add);
    run(
        () -> {
          int removed = servers.reconcile(listed, shard);
          if (removed > 0) {
            log.info("{} server(s) removed the bot while it was away", removed);
          }
          checks.incrementAndGet();
        });
  }

  private void run(Runnable work) {
    try {
      worker.execute(
          () -> {
            try {
              work.run();
            } catch (RuntimeException e) {
              log.error("server or member event failed", e);
            }
          });
    } catch (RejectedExecutionException e) {
      // Stopping: a departure missed now is found by the next start's check.
    }
  }

  /** How many comparisons with Discord's server list are done (tests). */
  int checksDone() {
    return checks.get();
  }

  /** Waits until the events handed over so far are stored (tests). */
  void awaitIdle() {
    try {
      worker.submit(() -> {}).get();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    } catch (java.util.concurrent.ExecutionException e) {
      throw new IllegalStateException(e.getCause());
    }
  }

  @Override
  public void close() {
    worker.shutdown();
  }
}
