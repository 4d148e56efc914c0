package dev.quizbot.discord.privacy;

import dev.quizbot.discord.ComponentHandler;
import dev.quizbot.discord.Feature;
import dev.quizbot.discord.SlashCommand;
import dev.quizbot.memberdata.MemberDataEraser;
import dev.quizbot.memberdata.MemberDataExport;
import java.time.Clock;
import java.util.List;

/** The Discord side of a member's own data: the command and its confirmation buttons. */
public final class PrivacyFeature implements Feature {

  private final List<SlashCommand> commands;
  private final List<ComponentHandler<?, ?>> buttons;

  /**
   * @param clock the domain's clock: the confirmation's age is measured on it
   * @param attachmentLimit the largest file sent, in bytes ({@code ExportFiles.DISCORD_LIMIT})
   */
  public PrivacyFeature(
      MemberDataExport export, MemberDataEraser eraser, Clock clock, int attachmentLimit) {
    commands = List.of(new PrivacyCommand(new ExportReply(export, attachmentLimit), eraser, clock));
    buttons = List.of(PrivacyButtons.handler(eraser, clock));
  }

  @Override
  public List<SlashCommand> commands() {
    return commands;
  }

  @Override
  public List<ComponentHandler<?, ?>> components() {
    return buttons;
  }
}
