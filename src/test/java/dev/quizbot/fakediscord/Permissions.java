package dev.quizbot.fakediscord;

import java.util.List;

/** Discord permission bits and the effective-permission computation Discord documents. */
public final class Permissions {

  public static final long ADD_REACTIONS = 1L << 6;
  public static final long ADMINISTRATOR = 1L << 3;
  public static final long MANAGE_GUILD = 1L << 5;
  public static final long VIEW_CHANNEL = 1L << 10;
  public static final long SEND_MESSAGES = 1L << 11;
  public static final long MANAGE_MESSAGES = 1L << 13;
  public static final long EMBED_LINKS = 1L << 14;
  public static final long ATTACH_FILES = 1L << 15;
  public static final long READ_MESSAGE_HISTORY = 1L << 16;
  public static final long MENTION_EVERYONE = 1L << 17;
  public static final long USE_EXTERNAL_EMOJIS = 1L << 18;
  public static final long USE_APPLICATION_COMMANDS = 1L << 31;
  public static final long ALL = ~0L >>> 1;

  /** What members get by default in the fake's guilds. */
  public static final long MEMBER_DEFAULT =
      VIEW_CHANNEL
          | SEND_MESSAGES
          | READ_MESSAGE_HISTORY
          | ADD_REACTIONS
          | USE_APPLICATION_COMMANDS;

  /** What the bot's own role grants (what a server admin gives the bot when inviting it). */
  public static final long BOT_DEFAULT =
      VIEW_CHANNEL
          | SEND_MESSAGES
          | ADD_REACTIONS
          | READ_MESSAGE_HISTORY
          | EMBED_LINKS
          | ATTACH_FILES
          | MANAGE_MESSAGES;

  /**
   * The bot's {@code app_permissions} in its DM with a user: what a DM allows anyone, plus what
   * Discord documents for the app's own DM (attach, embed, mention everyone, external emojis).
   */
  public static final long BOT_DM =
      VIEW_CHANNEL
          | SEND_MESSAGES
          | READ_MESSAGE_HISTORY
          | ADD_REACTIONS
          | EMBED_LINKS
          | ATTACH_FILES
          | MENTION_EVERYONE
          | USE_EXTERNAL_EMOJIS
          | USE_APPLICATION_COMMANDS;

  private Permissions() {}

  /** Effective permissions of a member in a guild channel (base, then overwrites). */
  static long effective(FakeGuild guild, FakeChannel channel, String userId) {
    if (guild.ownerId().equals(userId)) {
      return ALL;
    }
    List<String> roleIds = guild.memberRoles(userId);
    long base = guild.everyoneRole().permissions();
    for (String roleId : roleIds) {
      FakeRole role = guild.role(roleId);
      if (role != null) {
        base |= role.permissions();
      }
    }
    if ((base & ADMINISTRATOR) != 0) {
      return ALL;
    }
    long result = base;
    PermissionOverwrite everyone = channel.overwrite(guild.id(), false);
    if (everyone != null) {
      result = (result & ~everyone.deny()) | everyone.allow();
    }
    long roleAllow = 0;
    long roleDeny = 0;
    for (String roleId : roleIds) {
      PermissionOverwrite roleOverwrite = channel.overwrite(roleId, false);
      if (roleOverwrite != null) {
        roleAllow |= roleOverwrite.allow();
        roleDeny |= roleOverwrite.deny();
      }
    }
    result = (result & ~roleDeny) | roleAllow;
    PermissionOverwrite memberOverwrite = channel.overwrite(userId, true);
    if (memberOverwrite != null) {
      result = (result & ~memberOverwrite.deny()) | memberOverwrite.allow();
    }
    return result;
  }
}
