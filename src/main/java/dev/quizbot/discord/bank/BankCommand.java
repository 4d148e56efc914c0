package dev.quizbot.discord.bank;

import dev.quizbot.bank.GuildBanks;
import dev.quizbot.bank.ServerIds;
import dev.quizbot.bank.formats.UploadReader;
import dev.quizbot.discord.AttachmentDownload;
import dev.quizbot.discord.ChannelPermissions;
import dev.quizbot.discord.DeckChoices;
import dev.quizbot.discord.QueuedSlashCommand;
import dev.quizbot.discord.RestFailures;
import dev.quizbot.discord.SlashReply;
import dev.quizbot.i18n.Texts;
import dev.quizbot.serverdeck.DeckUpload;
import dev.quizbot.serverdeck.DeckUploads;
import dev.quizbot.serverdeck.StoredDeck;
import java.nio.charset.StandardCharsets;
import java.time.ZoneOffset;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import net.dv8tion.jda.api.Permission;
import net.dv8tion.jda.api.components.actionrow.ActionRow;
import net.dv8tion.jda.api.components.buttons.Button;
import net.dv8tion.jda.api.entities.Member;
import net.dv8tion.jda.api.entities.Message;
import net.dv8tion.jda.api.events.interaction.command.CommandAutoCompleteInteractionEvent;
import net.dv8tion.jda.api.events.interaction.command.SlashCommandInteractionEvent;
import net.dv8tion.jda.api.interactions.InteractionContextType;
import net.dv8tion.jda.api.interactions.commands.Command;
import net.dv8tion.jda.api.interactions.commands.DefaultMemberPermissions;
import net.dv8tion.jda.api.interactions.commands.OptionMapping;
import net.dv8tion.jda.api.interactions.commands.OptionType;
import net.dv8tion.jda.api.interactions.commands.build.Commands;
import net.dv8tion.jda.api.interactions.commands.build.SlashCommandData;
import net.dv8tion.jda.api.interactions.commands.build.SubcommandData;
import net.dv8tion.jda.api.utils.FileUpload;
import net.dv8tion.jda.api.utils.messages.MessageCreateBuilder;

/**
 * {@code /bank upload|list|download|remove}: a server's own decks, for admins (Manage Server,
 * checked here again: the default permission only hides the command). An upload is downloaded from
 * Discord's CDN, checked and summed up; it is stored only on the admin's Confirm.
 */
final class BankCommand implements QueuedSlashCommand {
  private final DeckUploads uploads;
  private final GuildBanks banks;
  private final AttachmentDownload download;
  private final PendingUploads pending;

  BankCommand(
      DeckUploads uploads, GuildBanks banks, AttachmentDownload download, PendingUploads pending) {
    this.uploads = uploads;
    this.banks = banks;
    this.download = download;
    this.pending = pending;
  }

  @Override
  public SlashCommandData definition() {
    return Commands.slash("bank", "This server's own question decks (admins)")
        .setContexts(InteractionContextType.GUILD)
        .setDefaultPermissions(DefaultMemberPermissions.enabledFor(Permission.MANAGE_SERVER))
        .addSubcommands(
            new SubcommandData(
                    "upload",
                    "Add or replace a deck from a file: GIFT, Aiken, Moodle XML, CSV, YAML")
                .addOption(OptionType.ATTACHMENT, "file", "The question file", true)
                .addOption(OptionType.STRING, "deck", "The deck's id (default: the file's name)"),
            new SubcommandData("list", "This server's own decks"),
            new SubcommandData("download", "A deck as a YAML file to edit and upload again")
                .addOption(OptionType.STRING, "deck", "The deck", true, true),
            new SubcommandData("remove", "Stop drawing a deck's questions (history stays)")
                .addOption(OptionType.STRING, "deck", "The deck", true, true));
  }

  @Override
  public void onQueuedSlash(SlashCommandInteractionEvent event, SlashReply reply) {
    Texts t = reply.texts();
    if (event.getGuild() == null) {
      reply.explain(t.get("bank.usage"));
      return;
    }
    if (!isAdmin(event.getMember())) {
      reply.explain(needManageServer(t));
      return;
    }
    long guild = event.getGuild().getIdLong();
    String sub = String.valueOf(event.getSubcommandName());
    switch (sub) {
      case "upload" -> upload(event, reply, guild);
      case "list" -> list(reply, guild);
      case "download" -> download(event, reply, guild);
      case "remove" -> remove(event, reply, guild);
      default -> reply.explain(t.get("bank.usage"));
    }
  }

  static boolean isAdmin(Member member) {
    return member != null && member.hasPermission(Permission.MANAGE_SERVER);
  }

  static String needManageServer(Texts t) {
    return t.get("admin.needManageServer", ChannelPermissions.name(Permission.MANAGE_SERVER, t));
  }

  private void upload(SlashCommandInteractionEvent event, SlashReply reply, long guild) {
    Texts t = reply.texts();
    OptionMapping file = event.getOption("file");
    if (file == null || file.getType() != OptionType.ATTACHMENT) {
      reply.explain(t.get("bank.usage"));
      return;
    }
    reply.defer(); // the download and the checks may take seconds
    Message.Attachment attachment = file.getAsAttachment();
    AttachmentDownload.Result fetched = download.fetch(attachment, UploadReader.MAX_BYTES);
    if (!fetched.ok()) {
      reply.explain(t.get(fetched.refusal(), mib(fetched.size()), mib(UploadReader.MAX_BYTES)));
      return;
    }
    Optional<String> deck = text(event, "deck").map(d -> d.toLowerCase(Locale.ROOT));
    DeckUpload checked = uploads.check(guild, attachment.getFileName(), fetched.bytes(), deck);
    if (!checked.storable()) {
      reply.send(UploadSummary.refused(t, attachment.getFileName(), checked), true);
      return;
    }
    long admin = event.getUser().getIdLong();
    Optional<Long> token = pending.put(checked, admin);
    if (token.isEmpty()) {
      reply.explain(t.get("bank.busy"));
      return;
    }
    reply.send(UploadSummary.ask(t, checked, token.get(), admin), true);
  }

  private void list(SlashReply reply, long guild) {
    Texts t = reply.texts();
    List<StoredDeck> decks = uploads.list(guild);
    if (decks.isEmpty()) {
      reply.explain(t.get("bank.list.none"));
      return;
    }
    StringBuilder text =
        new StringBuilder(t.get("bank.list.header", decks.size(), DeckUploads.MAX_DECKS));
    for (StoredDeck d : decks) {
      text.append("\n")
          .append(
              t.get(
                  "bank.list.row",
                  d.deckId(),
                  d.title(),
                  t.plural("bank.questions", d.questionCount()),
                  d.uploadedAt().atOffset(ZoneOffset.UTC).toLocalDate().toString()));
    }
    reply.explain(text.length() <= 1_900 ? text.toString() : text.substring(0, 1_899) + "…");
  }

  private void download(SlashCommandInteractionEvent event, SlashReply reply, long guild) {
    Texts t = reply.texts();
    String id = text(event, "deck").orElse("");
    Optional<StoredDeck> deck = uploads.find(guild, id);
    if (deck.isEmpty()) {
      reply.explain(t.get("bank.noDeck", id));
      return;
    }
    reply.send(
        new MessageCreateBuilder()
            .setContent(t.get("bank.download.done", id))
            .setFiles(
                FileUpload.fromData(
                    deck.get().yaml().getBytes(StandardCharsets.UTF_8), id + ".yaml"))
            .setAllowedMentions(EnumSet.noneOf(Message.MentionType.class))
            .build(),
        true);
  }

  private void remove(SlashCommandInteractionEvent event, SlashReply reply, long guild) {
    Texts t = reply.texts();
    String id = text(event, "deck").orElse("");
    Optional<StoredDeck> deck = uploads.find(guild, id);
    if (deck.isEmpty()) {
      reply.explain(t.get("bank.noDeck", id));
      return;
    }
    long admin = event.getUser().getIdLong();
    reply.send(
        new MessageCreateBuilder()
            .setContent(
                t.get(
                    "bank.remove.ask",
                    deck.get().title(),
                    id,
                    t.plural("bank.questions", deck.get().questionCount())))
            .setComponents(
                ActionRow.of(
                    Button.danger(
                        BankButtons.id(BankButtons.Action.REMOVE, id, admin),
                        t.get("bank.remove.confirm")),
                    Button.secondary(
                        BankButtons.id(BankButtons.Action.CANCEL, "-", admin),
                        t.get("bank.cancel"))))
            .setAllowedMentions(EnumSet.noneOf(Message.MentionType.class))
            .build(),
        true);
  }

  /** The deck option's suggestions: the server's own decks in use, by id or title. */
  @Override
  public void onAutocomplete(CommandAutoCompleteInteractionEvent event) {
    if (event.getGuild() == null) {
      event.replyChoices().queue(null, RestFailures::log);
      return;
    }
    long guild = event.getGuild().getIdLong();
    String typed = event.getFocusedOption().getValue().toLowerCase(Locale.ROOT);
    String prefix = ServerIds.deck(guild, "");
    List<Command.Choice> choices =
        banks.of(guild).decks().stream()
            .filter(d -> d.id().startsWith(prefix))
            .filter(DeckChoices::inUse)
            .map(d -> new Command.Choice(shorten(d.title()), ServerIds.local(d.id())))
            .filter(
                c ->
                    c.getAsString().contains(typed)
                        || c.getName().toLowerCase(Locale.ROOT).contains(typed))
            .limit(25)
            .toList();
    event.replyChoices(choices).queue(null, RestFailures::log);
  }

  private static String shorten(String title) {
    return title.length() <= 100 ? title : title.substring(0, 99) + "…";
  }

  private static Optional<String> text(SlashCommandInteractionEvent event, String option) {
    return Optional.ofNullable(event.getOption(option))
        .map(OptionMapping::getAsString)
        .map(String::strip)
        .filter(s -> !s.isEmpty());
  }

  /** Bytes as MiB with one decimal, as the refusals show sizes. */
  static String mib(long bytes) {
    return String.format(Locale.ROOT, "%.1f MiB", bytes / (1024.0 * 1024.0));
  }
}
