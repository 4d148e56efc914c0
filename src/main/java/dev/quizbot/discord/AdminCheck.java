package dev.quizbot.discord;

import dev.quizbot.i18n.Texts;
import net.dv8tion.jda.api.Permission;
import net.dv8tion.jda.api.entities.Member;
import net.dv8tion.jda.api.interactions.callbacks.IReplyCallback;

/**
 * The server-side half of the Manage Server rule. {@code default_member_permissions} only hides a
 * command in the client; server admins can override it per role, so every admin command checks
 * again here before it changes anything.
 */
public final class AdminCheck {
  private AdminCheck() {}

  /** True when the caller may use admin commands; otherwise answers them ephemerally and false. */
  public static boolean requireManageServer(IReplyCallback event, Member member) {
    if (member != null && member.hasPermission(Permission.MANAGE_SERVER)) {
      return true;
    }
    Texts texts = Language.of(event);
    event
        .reply(
            texts.get(
                "admin.needManageServer", ChannelPermissions.name(Permission.MANAGE_SERVER, texts)))
        .setEphemeral(true)
        .queue();
    return false;
  }
}
