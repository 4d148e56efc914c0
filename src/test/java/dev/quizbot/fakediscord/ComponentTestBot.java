package dev.quizbot.fakediscord;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import net.dv8tion.jda.api.components.actionrow.ActionRow;
import net.dv8tion.jda.api.components.buttons.Button;
import net.dv8tion.jda.api.components.label.Label;
import net.dv8tion.jda.api.components.selections.StringSelectMenu;
import net.dv8tion.jda.api.components.textinput.TextInput;
import net.dv8tion.jda.api.components.textinput.TextInputStyle;
import net.dv8tion.jda.api.entities.User;
import net.dv8tion.jda.api.events.interaction.ModalInteractionEvent;
import net.dv8tion.jda.api.events.interaction.command.SlashCommandInteractionEvent;
import net.dv8tion.jda.api.events.interaction.component.ButtonInteractionEvent;
import net.dv8tion.jda.api.events.interaction.component.StringSelectInteractionEvent;
import net.dv8tion.jda.api.events.session.ReadyEvent;
import net.dv8tion.jda.api.hooks.ListenerAdapter;
import net.dv8tion.jda.api.interactions.IntegrationType;
import net.dv8tion.jda.api.interactions.Interaction;
import net.dv8tion.jda.api.interactions.InteractionContextType;
import net.dv8tion.jda.api.interactions.commands.build.Commands;
import net.dv8tion.jda.api.modals.Modal;
import net.dv8tion.jda.api.requests.RestAction;

/**
 * A raw-JDA bot for the fake's component, modal and DM self-tests (no Quizbot feature code).
 * Buttons by custom_id: {@code right} edits its message (UPDATE_MESSAGE), {@code slow} defers the
 * update then edits {@code @original}, {@code secret} replies ephemerally, {@code think} defers an
 * ephemeral reply, {@code report} opens the report modal; the select {@code pick} edits its message
 * to the picked values. Commands: {@code /whereami} (guild and DM, guild and user install), {@code
 * /guildonly}, {@code /feedback} (opens the modal). Each interaction is noted as JDA parsed it.
 */
final class ComponentTestBot extends ListenerAdapter {

  /** What JDA made of one interaction. */
  record Seen(
      String kind,
      String id,
      boolean fromGuild,
      boolean hasMember,
      String userId,
      String context,
      String channelType,
      String userLocale,
      String guildLocale,
      String messageId,
      String componentLabel,
      List<String> values,
      String ownerUserId,
      String ownerGuildId) {}

  final List<Seen> seen = new CopyOnWriteArrayList<>();

  /** Sends the study-style question with three buttons to the user's DM. */
  static RestAction<net.dv8tion.jda.api.entities.Message> sendQuestion(User user) {
    return user.openPrivateChannel()
        .flatMap(
            dm ->
                dm.sendMessage("Q1: Which port does HTTPS use?")
                    .setComponents(questionRow(), ActionRow.of(Button.secondary("report", "🚩"))));
  }

  static ActionRow questionRow() {
    return ActionRow.of(
        Button.primary("right", "443"),
        Button.primary("slow", "80"),
        Button.secondary("secret", "Don't know"),
        Button.secondary("think", "Hint"),
        Button.link("https://example.invalid/help", "Help"));
  }

  static ActionRow pickRow() {
    return ActionRow.of(
        StringSelectMenu.create("pick")
            .addOption("Alpha", "a")
            .addOption("Beta", "b")
            .addOption("Gamma", "c")
            .setRequiredRange(1, 3)
            .build());
  }

  static Modal reportModal() {
    return Modal.create("report-modal", "Report a problem")
        .addComponents(
            Label.of(
                "Reason",
                TextInput.create("reason", TextInputStyle.SHORT).setRequiredRange(3, 40).build()),
            Label.of(
                "Note",
                "Anything else?",
                TextInput.create("note", TextInputStyle.PARAGRAPH).setRequired(false).build()),
            Label.of(
                "Severity",
                StringSelectMenu.create("severity")
                    .addOption("Low", "low")
                    .addOption("High", "high")
                    .setRequired(false)
                    .build()))
        .build();
  }

  @Override
  public void onReady(ReadyEvent event) {
    event
        .getJDA()
        .updateCommands()
        .addCommands(
            Commands.slash("whereami", "Says where it was run")
                .setContexts(InteractionContextType.GUILD, InteractionContextType.BOT_DM)
                .setIntegrationTypes(IntegrationType.GUILD_INSTALL, IntegrationType.USER_INSTALL),
            Commands.slash("guildonly", "Only in servers")
                .setContexts(InteractionContextType.GUILD),
            Commands.slash("feedback", "Opens a form"))
        .queue();
  }

  @Override
  public void onSlashCommandInteraction(SlashCommandInteractionEvent event) {
    note("slash:" + event.getName(), event, null, null, List.of());
    switch (event.getName()) {
      case "feedback" -> event.replyModal(reportModal()).queue();
      default ->
          event
              .reply(
                  "guild="
                      + event.isFromGuild()
                      + " context="
                      + event.getContext()
                      + " channel="
                      + event.getChannelType()
                      + " locale="
                      + event.getUserLocale().getLocale())
              .queue();
    }
  }

  @Override
  public void onButtonInteraction(ButtonInteractionEvent event) {
    String label = event.getButton() == null ? null : event.getButton().getLabel();
    note("button:" + event.getComponentId(), event, event.getMessageId(), label, List.of());
    switch (event.getComponentId()) {
      case "right" ->
          event
              .editMessage("Right! 443. Again in 4 days.")
              .setComponents(ActionRow.of(Button.success("right", "443").asDisabled()))
              .queue();
      case "slow" ->
          event
              .deferEdit()
              .flatMap(hook -> hook.editOriginal("Wrong: it is 443.").setComponents())
              .queue();
      case "secret" -> event.reply("Only you see this: it is 443.").setEphemeral(true).queue();
      case "think" ->
          event
              .deferReply(true)
              .flatMap(hook -> hook.editOriginal("Hint: TLS on the web."))
              .queue();
      case "report" -> event.replyModal(reportModal()).queue();
      default -> event.reply("unknown button").setEphemeral(true).queue();
    }
  }

  @Override
  public void onStringSelectInteraction(StringSelectInteractionEvent event) {
    note("select:" + event.getComponentId(), event, event.getMessageId(), null, event.getValues());
    event.editMessage("Picked " + String.join(",", event.getValues())).setComponents().queue();
  }

  @Override
  public void onModalInteraction(ModalInteractionEvent event) {
    String reason = event.getValue("reason").getAsString();
    var note = event.getValue("note");
    String noteText = note == null ? "" : note.getAsString();
    var severity = event.getValue("severity");
    String picked = severity == null ? "" : String.join(",", severity.getAsStringList());
    String messageId = event.getMessage() == null ? null : event.getMessage().getId();
    note("modal:" + event.getModalId(), event, messageId, null, List.of(reason, noteText, picked));
    event.reply("Noted: " + reason + " / " + noteText).setEphemeral(true).queue();
  }

  private void note(
      String kind,
      Interaction event,
      String messageId,
      String componentLabel,
      List<String> values) {
    var owners = event.getIntegrationOwners();
    seen.add(
        new Seen(
            kind,
            event.getId(),
            event.isFromGuild(),
            event.getMember() != null,
            event.getUser().getId(),
            String.valueOf(event.getContext()),
            String.valueOf(event.getChannelType()),
            event.getUserLocale().getLocale(),
            event.isFromGuild() ? event.getGuildLocale().getLocale() : null,
            messageId,
            componentLabel,
            List.copyOf(values),
            owners.isUserIntegration() ? owners.getAuthorizingUserId() : null,
            owners.isGuildIntegration() ? owners.getAuthorizingGuildId() : null));
  }

  /** The last interaction JDA delivered of this kind (e.g. "button:right"). */
  Seen last(String kind) {
    for (int i = seen.size() - 1; i >= 0; i--) {
      if (seen.get(i).kind().equals(kind)) {
        return seen.get(i);
      }
    }
    throw new AssertionError("the bot saw no " + kind + "; it saw " + seen);
  }
}
