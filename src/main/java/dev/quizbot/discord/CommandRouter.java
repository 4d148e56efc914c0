package dev.quizbot.discord;

import java.time.Clock;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import net.dv8tion.jda.api.JDA;
import net.dv8tion.jda.api.entities.Guild;
import net.dv8tion.jda.api.events.GenericEvent;
import net.dv8tion.jda.api.events.interaction.command.CommandAutoCompleteInteractionEvent;
import net.dv8tion.jda.api.events.interaction.command.SlashCommandInteractionEvent;
import net.dv8tion.jda.api.hooks.EventListener;
import net.dv8tion.jda.api.interactions.commands.build.SlashCommandData;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Registers every feature's {@link SlashCommand} with Discord and dispatches interactions to them
 * by name. Knows nothing about the features themselves, so adding a command never touches this
 * class.
 *
 * <p>A {@link QueuedSlashCommand} runs on the {@link CommandExecutor}, never on JDA's event thread,
 * which also grades reactions: a slow board query must not delay anyone's answer. The event thread
 * only reserves a place (none left: an ephemeral "busy" at once) and, when the command will wait
 * behind others, defers first so the interaction is acknowledged within Discord's 3 s; a command
 * that starts at once but runs long is deferred by a timer instead.
 */
public final class CommandRouter implements EventListener {
  private static final Logger log = LoggerFactory.getLogger(CommandRouter.class);

  static final String BUSY = "router.busy";
  static final String RESTARTING = "router.restarting";

  /** The key of the polite answer to a bug (the stack trace goes to the log). */
  public static final String SORRY = "router.sorry";

  /**
   * How long a queued command that started at once may run before the interaction is deferred: well
   * inside Discord's 3 s, leaving room for the time the event took to get here.
   */
  static final Duration ACK_GUARD = Duration.ofMillis(1500);

  // Discord's 3 s, less room for the acknowledgement's own trip.
  private static final Duration ACK_LIMIT = Duration.ofMillis(2500);

  private final Map<String, SlashCommand> commands = new LinkedHashMap<>();
  private final CommandExecutor executor;
  private final Clock wallClock;
  private volatile boolean accepting = true;

  /**
   * @param executor runs the {@link QueuedSlashCommand}s; its owner stops it
   * @param wallClock the real time, to measure an interaction's age from the timestamp Discord gave
   *     it (Discord's 3 s run on real time, whatever clock the domain is given)
   */
  public CommandRouter(List<SlashCommand> commands, CommandExecutor executor, Clock wallClock) {
    this.executor = executor;
    this.wallClock = wallClock;
    for (SlashCommand command : commands) {
      String name = command.definition().getName();
      if (this.commands.putIfAbsent(name, command) != null) {
        throw new IllegalArgumentException("two commands are named /" + name);
      }
    }
  }

  /**
   * Registers the commands: to one guild (instant, for development) when {@code devGuildId} is
   * given, globally otherwise.
   */
  public CompletableFuture<?> register(JDA jda, Optional<Long> devGuildId) {
    CommandLocalizations localizations = new CommandLocalizations();
    List<SlashCommandData> definitions =
        commands.values().stream()
            .map(command -> command.definition().setLocalizationFunction(localizations))
            .toList();
    if (devGuildId.isPresent()) {
      Guild guild = jda.getGuildById(devGuildId.get());
      if (guild == null) {
        log.warn(
            "dev guild {} is not among the bot's servers: commands registered globally instead",
            devGuildId.get());
      } else {
        return guild
            .updateCommands()
            .addCommands(definitions)
            .submit()
            .thenAccept(
                ok -> log.info("registered {} commands in dev guild {}", ok.size(), guild.getId()));
      }
    }
    return jda.updateCommands()
        .addCommands(definitions)
        .submit()
        .thenAccept(ok -> log.info("registered {} global commands", ok.size()));
  }

  /** From now on every command is answered "shutting down" (used on SIGTERM). */
  public void stopAccepting() {
    accepting = false;
  }

  // A plain EventListener, as every listener here: see package-info.
  @Override
  public void onEvent(GenericEvent event) {
    if (event instanceof SlashCommandInteractionEvent slash) {
      onSlashCommandInteraction(slash);
    } else if (event instanceof CommandAutoCompleteInteractionEvent autocomplete) {
      onCommandAutoCompleteInteraction(autocomplete);
    }
  }

  public void onSlashCommandInteraction(SlashCommandInteractionEvent event) {
    SlashCommand command = commands.get(event.getName());
    if (command == null) {
      event.reply(Language.of(event).get("router.unsupported")).setEphemeral(true).queue();
      return;
    }
    if (!accepting) {
      event.reply(Language.of(event).get(RESTARTING)).setEphemeral(true).queue();
      return;
    }
    if (command instanceof QueuedSlashCommand queued) {
      hand(queued, event);
      return;
    }
    try {
      command.onSlash(event);
    } catch (RuntimeException e) {
      // A bug must not leave the member staring at "The application did not respond".
      log.error("/{} failed", event.getName(), e);
      if (event.isAcknowledged()) {
        event.getHook().sendMessage(Language.of(event).get(SORRY)).setEphemeral(true).queue();
      } else {
        event.reply(Language.of(event).get(SORRY)).setEphemeral(true).queue();
      }
    }
  }

  /** Hands a command to the executor; see the class comment. */
  private void hand(QueuedSlashCommand command, SlashCommandInteractionEvent event) {
    Optional<CommandExecutor.Place> reserved = executor.reserve();
    if (reserved.isEmpty()) {
      event.reply(Language.of(event).get(BUSY)).setEphemeral(true).queue(null, RestFailures::log);
      return;
    }
    CommandExecutor.Place place = reserved.get();
    SlashReply reply = new SlashReply(event);
    Runnable cancelGuard = () -> {};
    try {
      Duration guard = guardDelay(event);
      if (place.waits() || guard.isZero()) {
        reply.defer();
      } else {
        cancelGuard = executor.after(guard, reply::defer);
      }
    } catch (RuntimeException e) {
      // The place must go back whatever happens here, or the executor shrinks for good.
      place.giveBack();
      throw e;
    }
    Runnable cancel = cancelGuard;
    place.run(
        () -> {
          try {
            command.onQueuedSlash(event, reply);
          } catch (RuntimeException | LinkageError | AssertionError e) {
            if (executor.interruptedByStop(e)) {
              // Cut off by the stop (its query interrupted), not a bug: no ERROR, and the member
              // hears what the ones still waiting hear.
              log.info("/{} cut off by the stop: {}", event.getName(), e.toString());
              reply.stopped(reply.texts().get(RESTARTING));
              return;
            }
            // LinkageError: e.g. /stats' chart on a host without the fonts' native libraries; the
            // member still gets an answer. Other errors (out of memory) are the JVM's to handle.
            log.error("/{} failed", event.getName(), e);
            reply.explain(reply.texts().get(SORRY));
          } finally {
            cancel.run();
          }
        },
        () -> {
          cancel.run();
          reply.stopped(reply.texts().get(RESTARTING));
        });
  }

  /**
   * How long a command may run before the timer defers it: {@link #ACK_GUARD}, shortened by how
   * late the event reached us (a backlog on the event thread, or events held during start-up), so
   * the acknowledgement still reaches Discord within its 3 s; zero means defer now.
   */
  private Duration guardDelay(SlashCommandInteractionEvent event) {
    Duration age = Duration.between(event.getTimeCreated().toInstant(), wallClock.instant());
    Duration left = ACK_LIMIT.minus(age);
    if (left.compareTo(ACK_GUARD) >= 0) {
      return ACK_GUARD;
    }
    return left.isNegative() ? Duration.ZERO : left;
  }

  public void onCommandAutoCompleteInteraction(CommandAutoCompleteInteractionEvent event) {
    SlashCommand command = commands.get(event.getName());
    if (command == null) {
      event.replyChoices().queue();
      return;
    }
    try {
      command.onAutocomplete(event);
    } catch (RuntimeException e) {
      log.error("autocomplete of /{} failed", event.getName(), e);
      event.replyChoices().queue();
    }
  }
}
