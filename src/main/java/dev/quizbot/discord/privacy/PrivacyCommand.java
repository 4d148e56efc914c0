package dev.quizbot.discord.privacy;

import dev.quizbot.discord.QueuedSlashCommand;
import dev.quizbot.discord.SlashReply;
import dev.quizbot.memberdata.MemberDataEraser;
import java.time.Clock;
import java.util.Optional;
import net.dv8tion.jda.api.components.actionrow.ActionRow;
import net.dv8tion.jda.api.components.buttons.Button;
import net.dv8tion.jda.api.events.interaction.command.SlashCommandInteractionEvent;
import net.dv8tion.jda.api.interactions.IntegrationType;
import net.dv8tion.jda.api.interactions.InteractionContextType;
import net.dv8tion.jda.api.interactions.commands.build.Commands;
import net.dv8tion.jda.api.interactions.commands.build.SlashCommandData;
import net.dv8tion.jda.api.interactions.commands.build.SubcommandData;
import net.dv8tion.jda.api.utils.messages.MessageCreateBuilder;

/**
 * {@code /privacy export|delete}: everything the bot stores about the caller, in every server and
 * their DMs. Queued (it reads, and on confirmation erases, up to every row the member has). Every
 * answer is for the caller alone; the export itself goes to their DMs.
 */
final class PrivacyCommand implements QueuedSlashCommand {

  private final ExportReply export;
  private final MemberDataEraser eraser;
  private final Clock clock;

  PrivacyCommand(ExportReply export, MemberDataEraser eraser, Clock clock) {
    this.export = export;
    this.eraser = eraser;
    this.clock = clock;
  }

  @Override
  public SlashCommandData definition() {
    return Commands.slash("privacy", "Your data: get a copy of it, or erase it")
        .addSubcommands(
            new SubcommandData("export", "Get everything the bot stores about you, as a file"),
            new SubcommandData("delete", "Erase everything the bot stores about you (asks first)"))
        .setIntegrationTypes(IntegrationType.GUILD_INSTALL, IntegrationType.USER_INSTALL)
        .setContexts(
            InteractionContextType.GUILD,
            InteractionContextType.BOT_DM,
            InteractionContextType.PRIVATE_CHANNEL);
  }

  @Override
  public void onQueuedSlash(SlashCommandInteractionEvent event, SlashReply reply) {
    switch (Optional.ofNullable(event.getSubcommandName()).orElse("")) {
      case "export" -> export.send(event, reply);
      case "delete" -> askToDelete(event, reply);
      default -> reply.explain(reply.texts().get("privacy.unknownSubcommand"));
    }
  }

  /** The confirmation: how much there is, what stays, and the two buttons. */
  private void askToDelete(SlashCommandInteractionEvent event, SlashReply reply) {
    long member = event.getUser().getIdLong();
    long rows = eraser.count(member).values().stream().mapToLong(Long::longValue).sum();
    if (rows == 0) {
      reply.explain(reply.texts().get("privacy.delete.nothing"));
      return;
    }
    long asked = clock.instant().getEpochSecond();
    reply.send(
        new MessageCreateBuilder()
            .setContent(
                reply.texts().plural("privacy.delete.confirm", rows, PrivacyButtons.VALID_MINUTES))
            .setComponents(
                ActionRow.of(
                    Button.danger(
                        PrivacyButtons.id(true, member, asked),
                        reply.texts().get("privacy.delete.button")),
                    Button.secondary(
                        PrivacyButtons.id(false, member, asked),
                        reply.texts().get("privacy.delete.cancel"))))
            .build(),
        true);
  }
}
