package dev.quizbot.discord;

import java.util.Collection;
import java.util.List;
import java.util.stream.Collectors;
import net.dv8tion.jda.api.Permission;
import net.dv8tion.jda.api.entities.channel.middleman.GuildChannel;

/**
 * What the bot may do in a channel, read from JDA's cache (roles and overwrites from the gateway),
 * so a command can refuse with a clear reply before Discord, or JDA's own local check, refuses the
 * requests it would send there.
 */
public final class BotPermissions {
  private BotPermissions() {}

  /** The permissions of {@code needed} the bot lacks in {@code channel}, in the order given. */
  public static List<Permission> missing(GuildChannel channel, Collection<Permission> needed) {
    return needed.stream()
        .filter(p -> !channel.getGuild().getSelfMember().hasPermission(channel, p))
        .toList();
  }

  /** Permission names as Discord's client shows them, e.g. "Send Messages, Embed Links". */
  public static String names(Collection<Permission> permissions) {
    return permissions.stream().map(Permission::getName).collect(Collectors.joining(", "));
  }
}
