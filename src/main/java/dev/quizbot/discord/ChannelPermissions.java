package dev.quizbot.discord;

import dev.quizbot.i18n.Texts;
import java.util.Collection;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;
import net.dv8tion.jda.api.Permission;
import net.dv8tion.jda.api.entities.channel.middleman.GuildChannel;

/**
 * What the bot may do in a channel, read from JDA's cache (the roles and overwrites of
 * GUILD_CREATE), so a command can refuse a channel before storing it instead of failing later when
 * it posts there. No REST call is made.
 */
public final class ChannelPermissions {

  /**
   * What a quiz round needs: see the channel, post the question embed, add the choice reactions and
   * read them back after a restart (reading a message's reactions needs the message history).
   */
  public static final List<Permission> QUIZ =
      List.of(
          Permission.VIEW_CHANNEL,
          Permission.MESSAGE_SEND,
          Permission.MESSAGE_EMBED_LINKS,
          Permission.MESSAGE_ADD_REACTION,
          Permission.MESSAGE_HISTORY);

  private ChannelPermissions() {}

  /**
   * The human name (as Discord's permission screen spells it, e.g. "Send Messages") of the first
   * permission a quiz round needs that the bot lacks in {@code channel}; empty when it has them
   * all.
   */
  public static Optional<String> missingForQuiz(GuildChannel channel) {
    return missing(channel, QUIZ).stream().findFirst().map(ChannelPermissions::name);
  }

  /**
   * A permission as Discord's channel settings label it; JDA's own names differ for some (JDA says
   * "Read History" where the admin reads "Read Message History").
   */
  public static String name(Permission permission) {
    return permission == Permission.MESSAGE_HISTORY ? "Read Message History" : permission.getName();
  }

  /** Names as {@link #name} gives them, joined: "Send Messages, Embed Links". */
  public static String names(Collection<Permission> permissions) {
    return permissions.stream().map(ChannelPermissions::name).collect(Collectors.joining(", "));
  }

  /**
   * A permission as the member's Discord client labels it in {@code texts}' language (one key
   * each), so a German sentence names "Nachrichten senden", not "Send Messages".
   */
  public static String name(Permission permission, Texts texts) {
    String key =
        switch (permission) {
          case VIEW_CHANNEL -> "permission.viewChannel";
          case MESSAGE_SEND -> "permission.sendMessages";
          case MESSAGE_EMBED_LINKS -> "permission.embedLinks";
          case MESSAGE_ADD_REACTION -> "permission.addReactions";
          case MESSAGE_HISTORY -> "permission.readMessageHistory";
          case MESSAGE_MANAGE -> "permission.manageMessages";
          case MANAGE_SERVER -> "permission.manageServer";
          case MESSAGE_MENTION_EVERYONE -> "permission.mentionEveryone";
          default -> "";
        };
    // A permission the bot never names to members keeps Discord's English label.
    return key.isEmpty() ? name(permission) : texts.get(key);
  }

  /** Names as {@link #name(Permission, Texts)} gives them, joined with the language's comma. */
  public static String names(Collection<Permission> permissions, Texts texts) {
    return permissions.stream()
        .map(p -> name(p, texts))
        .collect(Collectors.joining(texts.get("list.separator")));
  }

  /** The first permission a quiz round needs that the bot lacks in {@code channel}, or empty. */
  public static Optional<Permission> firstMissingForQuiz(GuildChannel channel) {
    return missing(channel, QUIZ).stream().findFirst();
  }

  /** The permissions of {@code needed} the bot lacks in {@code channel}, in the given order. */
  public static List<Permission> missing(GuildChannel channel, Collection<Permission> needed) {
    var self = channel.getGuild().getSelfMember();
    return needed.stream().filter(p -> !self.hasPermission(channel, p)).toList();
  }
}
