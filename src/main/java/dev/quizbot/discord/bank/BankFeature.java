package dev.quizbot.discord.bank;

import dev.quizbot.bank.GuildBanks;
import dev.quizbot.discord.AttachmentDownload;
import dev.quizbot.discord.ComponentHandler;
import dev.quizbot.discord.ComponentReply;
import dev.quizbot.discord.Feature;
import dev.quizbot.discord.Language;
import dev.quizbot.discord.SlashCommand;
import dev.quizbot.i18n.Texts;
import dev.quizbot.serverdeck.DeckUploads;
import java.time.Clock;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import net.dv8tion.jda.api.events.interaction.component.ButtonInteractionEvent;
import net.dv8tion.jda.api.utils.messages.MessageEditBuilder;

/**
 * A server's own decks in Discord (issue 29): {@code /bank} and its Confirm, Remove and Cancel
 * buttons. A press is the admin's own (the id names them) and checks Manage Server again.
 */
public final class BankFeature implements Feature {
  private final DeckUploads uploads;
  private final PendingUploads pending;
  private final BankCommand command;

  public BankFeature(
      DeckUploads uploads, GuildBanks banks, AttachmentDownload download, Clock clock) {
    this.uploads = uploads;
    this.pending = new PendingUploads(clock);
    this.command = new BankCommand(uploads, banks, download, pending);
  }

  @Override
  public List<SlashCommand> commands() {
    return List.of(command);
  }

  @Override
  public List<ComponentHandler<?, ?>> components() {
    return List.of(
        ComponentHandler.button(
            BankButtons.FAMILY,
            BankButtons::parse,
            pressed -> OptionalLong.of(pressed.adminId()),
            this::pressed));
  }

  private void pressed(
      ButtonInteractionEvent event, BankButtons.Pressed pressed, ComponentReply reply) {
    Texts t = Language.of(event);
    if (event.getGuild() == null || !BankCommand.isAdmin(event.getMember())) {
      reply.explain(BankCommand.needManageServer(t));
      return;
    }
    long guild = event.getGuild().getIdLong();
    String text =
        switch (pressed.action()) {
          case CANCEL -> {
            token(pressed.arg()).ifPresent(pending::take);
            yield t.get("bank.cancelled");
          }
          case STORE -> store(t, guild, pressed);
          case REMOVE ->
              uploads.remove(guild, pressed.arg())
                  ? t.get("bank.removed", pressed.arg())
                  : t.get("bank.remove.gone", pressed.arg());
        };
    reply.update(new MessageEditBuilder().setContent(text).setComponents().setFiles().build());
  }

  private String store(Texts t, long guild, BankButtons.Pressed pressed) {
    Optional<PendingUploads.Pending> waiting = token(pressed.arg()).flatMap(pending::take);
    if (waiting.isEmpty() || waiting.get().upload().guildId() != guild) {
      return t.get("bank.expired");
    }
    var upload = waiting.get().upload();
    return switch (uploads.confirm(upload, pressed.adminId())) {
      case STORED ->
          t.get(
              "bank.stored",
              upload.deck().id(),
              t.plural("bank.questions", upload.deck().questions().size()));
      case CHANGED_MEANWHILE -> t.get("bank.changedMeanwhile", upload.deck().id());
      case TOO_MANY_DECKS -> t.get("bank.tooManyDecks", DeckUploads.MAX_DECKS);
    };
  }

  private static Optional<Long> token(String arg) {
    try {
      return Optional.of(Long.parseLong(arg));
    } catch (NumberFormatException e) {
      return Optional.empty();
    }
  }
}
