package dev.quizbot.discord.daily;

import dev.quizbot.daily.DailyService;
import dev.quizbot.daily.DailySetRequest;
import dev.quizbot.daily.DailyStatus;
import dev.quizbot.daily.InvalidDailyInputException;
import dev.quizbot.daily.PostNowResult;
import dev.quizbot.discord.AdminCheck;
import dev.quizbot.discord.ChannelPermissions;
import dev.quizbot.discord.Language;
import dev.quizbot.discord.ReplyText;
import dev.quizbot.discord.SlashCommand;
import dev.quizbot.discord.ZoneChoices;
import dev.quizbot.discord.ZoneProblemText;
import dev.quizbot.i18n.Texts;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.function.LongPredicate;
import net.dv8tion.jda.api.Permission;
import net.dv8tion.jda.api.entities.Guild;
import net.dv8tion.jda.api.entities.Message;
import net.dv8tion.jda.api.entities.Role;
import net.dv8tion.jda.api.entities.channel.ChannelType;
import net.dv8tion.jda.api.entities.channel.middleman.GuildMessageChannel;
import net.dv8tion.jda.api.events.interaction.command.CommandAutoCompleteInteractionEvent;
import net.dv8tion.jda.api.events.interaction.command.SlashCommandInteractionEvent;
import net.dv8tion.jda.api.interactions.InteractionContextType;
import net.dv8tion.jda.api.interactions.commands.DefaultMemberPermissions;
import net.dv8tion.jda.api.interactions.commands.OptionMapping;
import net.dv8tion.jda.api.interactions.commands.OptionType;
import net.dv8tion.jda.api.interactions.commands.build.Commands;
import net.dv8tion.jda.api.interactions.commands.build.OptionData;
import net.dv8tion.jda.api.interactions.commands.build.SlashCommandData;
import net.dv8tion.jda.api.interactions.commands.build.SubcommandData;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * {@code /daily set|off|status|now}: the server's daily question. Manage Server only, hidden from
 * others by {@code default_member_permissions} and checked again here. Every reply is ephemeral;
 * invalid input (time, timezone, window, topic, a channel the bot cannot post in) is explained and
 * stores nothing.
 */
public final class DailyCommand implements SlashCommand {
  private static final Logger log = LoggerFactory.getLogger(DailyCommand.class);

  private final DailyService daily;

  public DailyCommand(DailyService daily) {
    this.daily = daily;
  }

  @Override
  public SlashCommandData definition() {
    SubcommandData set =
        new SubcommandData("set", "Schedule the daily question (replaces the current schedule)")
            .addOptions(
                new OptionData(OptionType.CHANNEL, "channel", "Where to post it", true)
                    .setChannelTypes(ChannelType.TEXT, ChannelType.NEWS),
                new OptionData(OptionType.STRING, "time", "Local time, 24-hour HH:MM, e.g. 08:30")
                    .setRequired(true),
                new OptionData(
                        OptionType.STRING,
                        "timezone",
                        "Time zone as Region/City, e.g. Europe/Berlin or America/New_York")
                    .setRequired(true)
                    .setAutoComplete(true),
                new OptionData(OptionType.STRING, "topic", "Only questions of this topic"),
                new OptionData(OptionType.ROLE, "role", "Role to ping with each question"),
                new OptionData(
                    OptionType.STRING, "window", "How long it stays open, e.g. 12h or 90m"));
    return Commands.slash("daily", "The server's daily question")
        .setContexts(InteractionContextType.GUILD)
        .setDefaultPermissions(DefaultMemberPermissions.enabledFor(Permission.MANAGE_SERVER))
        .addSubcommands(
            set,
            new SubcommandData("off", "Stop posting the daily question (keeps the settings)"),
            new SubcommandData("on", "Post the daily question again, as it was set before"),
            new SubcommandData("status", "Show the schedule, the next post and today's state"),
            new SubcommandData("now", "Post today's daily question now"));
  }

  @Override
  public void onSlash(SlashCommandInteractionEvent event) {
    Guild guild = event.getGuild();
    if (guild == null) {
      event.reply(Language.of(event).get("daily.serversOnly")).setEphemeral(true).queue();
      return;
    }
    if (!AdminCheck.requireManageServer(event, event.getMember())) {
      return;
    }
    Texts t = Language.of(event);
    String sub = event.getSubcommandName() == null ? "" : event.getSubcommandName();
    switch (sub) {
      case "set" -> set(event, guild, t);
      case "off" -> off(event, guild, t);
      case "on" -> on(event, guild, t);
      case "status" -> status(event, guild, t);
      case "now" -> now(event, guild, t);
      default -> reply(event, t.get("daily.unknownSubcommand"));
    }
  }

  private void set(SlashCommandInteractionEvent event, Guild guild, Texts t) {
    long channelId = event.getOption("channel", 0L, OptionMapping::getAsLong);
    GuildMessageChannel channel = guild.getChannelById(GuildMessageChannel.class, channelId);
    if (channel == null) {
      reply(event, t.get("daily.set.channelUnseen", "<#" + channelId + ">"));
      return;
    }
    List<Permission> missing = ChannelPermissions.missing(channel, ChannelPermissions.QUIZ);
    if (!missing.isEmpty()) {
      reply(
          event,
          t.plural(
              "daily.set.botMissing",
              missing.size(),
              "<#" + channelId + ">",
              ChannelPermissions.names(missing, t)));
      return;
    }
    // The bot must not post for an admin where she could not post herself (a read-only
    // announcements channel): Manage Server does not include Send Messages everywhere. Read from
    // JDA's cache: her roles and the channel's role, @everyone and member overwrites (JdaFactory
    // keeps member overwrites for this).
    if (event.getMember() == null
        || !event
            .getMember()
            .hasPermission(channel, Permission.VIEW_CHANNEL, Permission.MESSAGE_SEND)) {
      reply(event, t.get("daily.set.memberCannotPost", "<#" + channelId + ">"));
      return;
    }
    OptionalLong role = OptionalLong.empty();
    OptionMapping roleOption = event.getOption("role");
    if (roleOption != null) {
      if (roleOption.getAsLong() == guild.getIdLong()) {
        reply(event, t.get("daily.set.everyone"));
        return;
      }
      // Discord pings a role only if it is mentionable or the bot may mention all roles; without
      // either the post would show the role and notify nobody.
      Role chosen = roleOption.getAsRole();
      if (!chosen.isMentionable()
          && !guild.getSelfMember().hasPermission(channel, Permission.MESSAGE_MENTION_EVERYONE)) {
        reply(
            event,
            t.get(
                "daily.set.botCannotPing",
                "<@&" + chosen.getIdLong() + ">",
                "<#" + channelId + ">",
                t.get("permission.mentionEveryone")));
        return;
      }
      // The bot must not ping for an admin what she could not ping herself: Manage Server does
      // not include Mention All Roles, which the bot may hold for its daily ping.
      if (!chosen.isMentionable()
          && (event.getMember() == null
              || !event.getMember().hasPermission(channel, Permission.MESSAGE_MENTION_EVERYONE))) {
        reply(
            event,
            t.get(
                "daily.set.memberCannotPing",
                "<@&" + chosen.getIdLong() + ">",
                "<#" + channelId + ">",
                t.get("permission.mentionEveryone")));
        return;
      }
      role = OptionalLong.of(roleOption.getAsLong());
    }
    DailySetRequest request =
        new DailySetRequest(
            guild.getIdLong(),
            channelId,
            event.getOption("time", "", OptionMapping::getAsString),
            event.getOption("timezone", "", OptionMapping::getAsString),
            text(event, "topic"),
            role,
            text(event, "window"),
            event.getUser().getIdLong());
    try {
      daily.set(request);
    } catch (InvalidDailyInputException e) {
      reply(event, t.get("daily.set.nothingSaved", refusal(e, t)));
      return;
    }
    reply(
        event,
        t.get(
            "daily.set.saved",
            daily
                .status(guild.getIdLong())
                .map(status -> DailyStatusText.describe(status, roleIn(guild), channelIn(guild), t))
                .orElse("")));
  }

  private void off(SlashCommandInteractionEvent event, Guild guild, Texts t) {
    boolean had = daily.off(guild.getIdLong(), event.getUser().getIdLong());
    reply(event, t.get(had ? "daily.off" : "daily.none"));
  }

  /** The schedule as it was before /daily off, switched on again, with its status. */
  private void on(SlashCommandInteractionEvent event, Guild guild, Texts t) {
    if (!daily.on(guild.getIdLong(), event.getUser().getIdLong())) {
      reply(event, t.get("daily.none"));
      return;
    }
    reply(
        event,
        t.get(
            "daily.on",
            daily
                .status(guild.getIdLong())
                .map(status -> DailyStatusText.describe(status, roleIn(guild), channelIn(guild), t))
                .orElse("")));
  }

  /** A refused option in the admin's language; a refused zone as /quizconfig explains it. */
  private static String refusal(InvalidDailyInputException e, Texts t) {
    if (e.zone().isPresent()) {
      return t.get(
          e.key(),
          t.get("cmd.daily.set.options.timezone.name"),
          ZoneProblemText.of(e.zone().get(), t));
    }
    return t.get(e.key(), e.args().toArray());
  }

  /** The daily channel, where /daily now posts; empty when it cannot be read. */
  private OptionalLong postChannel(Guild guild) {
    try {
      return daily
          .status(guild.getIdLong())
          .map(s -> OptionalLong.of(s.schedule().channelId()))
          .orElse(OptionalLong.empty());
    } catch (RuntimeException e) {
      log.warn("/daily now: could not read the daily channel of server {}", guild.getId(), e);
      return OptionalLong.empty();
    }
  }

  private void status(SlashCommandInteractionEvent event, Guild guild, Texts t) {
    Optional<DailyStatus> status = daily.status(guild.getIdLong());
    reply(
        event,
        status
            .map(s -> DailyStatusText.describe(s, roleIn(guild), channelIn(guild), t))
            .orElse(t.get("daily.none")));
  }

  private void now(SlashCommandInteractionEvent event, Guild guild, Texts t) {
    // Posting may wait for Discord's rate limits: acknowledge within the 3 s first.
    event
        .deferReply(true)
        .queue(
            hook -> {
              CompletionStage<PostNowResult> posting;
              try {
                posting = daily.postNow(guild.getIdLong());
              } catch (RuntimeException e) {
                posting = CompletableFuture.failedFuture(e);
              }
              // A failure must still replace "thinking…", or the member waits 15 minutes.
              posting
                  .handle(
                      (PostNowResult result, Throwable error) -> {
                        if (error == null) {
                          return DailyStatusText.describe(
                              result, guild.getIdLong(), postChannel(guild), t);
                        }
                        log.error(
                            "/daily now failed in server {}: {}",
                            guild.getId(),
                            error.getMessage(),
                            error);
                        return t.get("daily.now.storageDown");
                      })
                  .thenAccept(
                      text ->
                          hook.editOriginal(text)
                              .setAllowedMentions(EnumSet.noneOf(Message.MentionType.class))
                              .queue());
            });
  }

  /** Whether the server still has the role; JDA caches every role even without a member cache. */
  private static LongPredicate roleIn(Guild guild) {
    return role -> guild.getRoleById(role) != null;
  }

  /** Whether the server still has the channel (JDA caches every channel of a server). */
  private static LongPredicate channelIn(Guild guild) {
    return channel -> guild.getGuildChannelById(channel) != null;
  }

  private static void reply(SlashCommandInteractionEvent event, String text) {
    event
        .reply(ReplyText.fit(text))
        .setEphemeral(true)
        .setAllowedMentions(EnumSet.noneOf(Message.MentionType.class))
        .queue();
  }

  private static Optional<String> text(SlashCommandInteractionEvent event, String name) {
    return Optional.ofNullable(event.getOption(name))
        .map(OptionMapping::getAsString)
        .map(String::strip)
        .filter(s -> !s.isEmpty());
  }

  /** The {@code timezone} option of {@code /daily set} offers Region/City names as typed. */
  @Override
  public void onAutocomplete(CommandAutoCompleteInteractionEvent event) {
    event.replyChoices(ZoneChoices.matching(event.getFocusedOption().getValue())).queue();
  }
}
