package dev.quizbot.discord;

import dev.quizbot.limit.MemberRateLimit;
import java.time.Clock;
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
 * that starts at once but runs long is deferred by a timer instead. Autocompletes run on the {@link
 * AutocompleteRunner}'s thread, for the same reason.
 */
public final class CommandRouter implements EventListener {
  private static final Logger log = LoggerFactory.getLogger(CommandRouter.class);

  static final String BUSY = "router.busy";
  static final String RESTARTING = "router.restarting";

  /** The key of the polite answer to a bug (the stack trace goes to the log). */
  public static final String SORRY = "router.sorry";

  private final Map<String, SlashCommand> commands = new LinkedHashMap<>();
  private final WorkHandOff handOff;
  private final MemberLimitGate limit;
  private final AutocompleteRunner autocompletes;
  private volatile boolean accepting = true;

  /**
   * @param executor runs the {@link QueuedSlashCommand}s; its owner stops it
   * @param wallClock the real time, to measure an interaction's age from the timestamp Discord gave
   *     it (Discord's 3 s run on real time, whatever clock the domain is given)
   * @param limit each member's rate of commands, shared with the {@link ComponentRouter}
   */
  public CommandRouter(
      List<SlashCommand> commands,
      CommandExecutor executor,
      Clock wallClock,
      MemberRateLimit limit) {
    this.handOff = new WorkHandOff(executor, wallClock);
    this.limit = new MemberLimitGate(limit);
    this.autocompletes =
        new AutocompleteRunner(
            AutocompleteRunner.DEFAULT_WAITING, AutocompleteRunner.DEFAULT_MAX_WAIT);
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

  /**
   * From now on every command is answered "shutting down" and every autocomplete with no choices
   * (used on SIGTERM).
   */
  public void stopAccepting() {
    accepting = false;
    autocompletes.close();
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
    // Before any work: a member past their limit costs one ephemeral line (autocomplete is free).
    if (!limit.admit(event)) {
      return;
    }
    if (command instanceof QueuedSlashCommand queued && !queued.opensModal(event)) {
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

  /** Hands a command to the executor ({@link WorkHandOff}); see the class comment. */
  private void hand(QueuedSlashCommand command, SlashCommandInteractionEvent event) {
    SlashReply reply = new SlashReply(event);
    WorkHandOff.Reply handOffReply =
        new WorkHandOff.Reply() {
          @Override
          public void defer() {
            reply.defer();
          }

          @Override
          public void explain(String text) {
            reply.explain(reply.texts().get(text));
          }

          @Override
          public void stopped(String text) {
            reply.stopped(reply.texts().get(text));
          }
        };
    boolean handed =
        handOff.hand(
            "/" + event.getName(),
            event.getTimeCreated(),
            handOffReply,
            TEXTS,
            () -> command.onQueuedSlash(event, reply));
    if (!handed) {
      event.reply(Language.of(event).get(BUSY)).setEphemeral(true).queue(null, RestFailures::log);
    }
  }

  private static final WorkHandOff.Texts TEXTS = new WorkHandOff.Texts(RESTARTING, SORRY);

  /** Hands the autocomplete to its own thread: some read a server's decks from the database. */
  public void onCommandAutoCompleteInteraction(CommandAutoCompleteInteractionEvent event) {
    SlashCommand command = commands.get(event.getName());
    if (command == null) {
      noChoices(event);
      return;
    }
    autocompletes.submit(() -> autocomplete(command, event), () -> noChoices(event));
  }

  private static void autocomplete(
      SlashCommand command, CommandAutoCompleteInteractionEvent event) {
    try {
      command.onAutocomplete(event);
    } catch (RuntimeException e) {
      log.error("autocomplete of /{} failed", event.getName(), e);
      noChoices(event);
    }
  }

  private static void noChoices(CommandAutoCompleteInteractionEvent event) {
    event.replyChoices().queue(null, RestFailures::log);
  }
}
