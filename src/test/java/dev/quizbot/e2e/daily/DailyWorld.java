package dev.quizbot.e2e.daily;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.quizbot.e2e.AppBot;
import dev.quizbot.fakediscord.DiscordScenario;
import dev.quizbot.fakediscord.FakeChannel;
import dev.quizbot.fakediscord.FakeMessage;
import dev.quizbot.fakediscord.FakeRole;
import dev.quizbot.fakediscord.FakeUser;
import dev.quizbot.fakediscord.InteractionReply;
import dev.quizbot.fakediscord.Permissions;
import dev.quizbot.fakediscord.RecordedRequest;
import dev.quizbot.i18n.Texts;
import java.io.UncheckedIOException;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The daily tests' world, built before the bot logs in (so JDA sees the roles and overwrites):
 * alice is an admin (a role with Manage Server and Mention All Roles, so she may have the role
 * below pinged), bob is a plain member, a "Daily Learners" role to ping, and a channel "no-send"
 * where the bot is denied Send Messages. The role is not mentionable (Discord's default), so the
 * bot's role gets Mention All Roles, as Discord needs to ping it.
 *
 * <p>The bot starts at Monday 2026-03-02 12:00Z; the schedule used is 14:30 Europe/Berlin (CET,
 * UTC+1), so the post is due at 13:30Z.
 */
final class DailyWorld {
  static final long MANAGE_GUILD = 1L << 5;
  static final long SEND_MESSAGES = 1L << 11;
  static final long MENTION_EVERYONE = 1L << 17;
  static final Instant POST_AT = Instant.parse("2026-03-02T13:30:00Z");

  private static final ObjectMapper JSON = new ObjectMapper();

  final DiscordScenario discord;
  final AppBot bot;
  final FakeUser admin;
  final FakeUser member;
  final FakeRole pingRole;
  final FakeChannel noSend;

  DailyWorld(DiscordScenario discord, AppBot bot, boolean botMayMentionAllRoles) {
    this.discord = discord;
    this.bot = bot;
    FakeRole admins =
        discord.fake().createRole(discord.guild(), "Admins", MANAGE_GUILD | MENTION_EVERYONE);
    this.admin = discord.alice();
    discord.fake().assignRole(discord.guild(), admin, admins);
    this.member = discord.bob();
    this.pingRole = discord.fake().createRole(discord.guild(), "Daily Learners", 0);
    this.noSend = discord.fake().createTextChannel(discord.guild(), "no-send");
    discord.fake().setChannelOverwrite(noSend, discord.botUser().id(), true, 0, SEND_MESSAGES);
    if (botMayMentionAllRoles) {
      discord
          .fake()
          .setBotRolePermissions(discord.guild(), Permissions.BOT_DEFAULT | MENTION_EVERYONE);
    }
  }

  /** Builds the world and logs the bot in. */
  static DailyWorld start(DiscordScenario discord) {
    DailyWorld world = new DailyWorld(discord, AppBot.fresh(), true);
    discord.startBot(world.bot);
    return world;
  }

  /**
   * As {@link #start}, in a server whose preferred language is {@code guildLocale} (set before the
   * login: JDA reads it from GUILD_CREATE).
   */
  static DailyWorld start(DiscordScenario discord, String guildLocale) {
    DailyWorld world = new DailyWorld(discord, AppBot.fresh(), true);
    discord.fake().setGuildLocale(discord.guild(), guildLocale);
    discord.startBot(world.bot);
    return world;
  }

  /** As {@link #start}, but the bot lacks Mention All Roles, so it cannot ping the role. */
  static DailyWorld startWithoutMentionAllRoles(DiscordScenario discord) {
    DailyWorld world = new DailyWorld(discord, AppBot.fresh(), false);
    discord.startBot(world.bot);
    return world;
  }

  /** {@code /daily set} in the quiz channel at 14:30 Europe/Berlin pinging the role. */
  InteractionReply setStandard() {
    return set(admin, discord.channel(), "14:30", "Europe/Berlin", true);
  }

  InteractionReply set(FakeUser who, FakeChannel where, String time, String zone, boolean ping) {
    Map<String, Object> options = new LinkedHashMap<>();
    options.put("channel", where.id());
    options.put("time", time);
    options.put("timezone", zone);
    if (ping) {
      options.put("role", pingRole.id());
    }
    return discord.slash(who, "daily", Map.of("set", options));
  }

  InteractionReply sub(FakeUser who, String subcommand) {
    return discord.slash(who, "daily", Map.of(subcommand, Map.of()));
  }

  int storedSchedules() {
    return bot.countRows("SELECT count(*) FROM daily_schedules");
  }

  /** Daily question messages in the quiz channel (identified by the embed's footer). */
  List<FakeMessage> dailyPosts() {
    return discord.messages(discord.channel()).stream().filter(DailyWorld::isDaily).toList();
  }

  /** Waits for a daily post with all four choice reactions. */
  FakeMessage awaitDailyPost() {
    return discord.awaitMessage(m -> isDaily(m) && m.reactionEmojis().size() == 4);
  }

  /** The JSON body of the request that created the message. */
  JsonNode createBody(FakeMessage message) {
    String channelPath = "channels/" + message.channelId() + "/messages";
    for (RecordedRequest request : discord.restLog()) {
      if (request.is("POST", channelPath) && request.status() == 200) {
        try {
          JsonNode body = JSON.readTree(request.body());
          if (body.path("embeds").size() == 1) {
            return body;
          }
        } catch (java.io.IOException e) {
          throw new UncheckedIOException(e);
        }
      }
    }
    throw new AssertionError("no message create request in #" + message.channelId());
  }

  /** The embed's footer names the daily question, in any of the bot's languages. */
  static boolean isDaily(FakeMessage message) {
    if (message.embeds().isEmpty()) {
      return false;
    }
    String footer = message.embeds().get(0).path("footer").path("text").asText();
    return Texts.SUPPORTED.stream()
        .anyMatch(l -> footer.startsWith(Texts.of(l).get("round.kind.daily") + " · "));
  }
}
