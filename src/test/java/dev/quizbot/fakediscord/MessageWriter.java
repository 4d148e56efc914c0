package dev.quizbot.fakediscord;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import java.util.ArrayList;
import java.util.List;

/**
 * Creates and edits messages for every route that writes one (channel messages, interaction
 * replies, webhook follow-ups): validates Discord's limits, stores uploads, emits gateway events.
 */
final class MessageWriter {

  private final FakeState state;
  private final EventSink events;

  MessageWriter(FakeState state, EventSink events) {
    this.state = state;
    this.events = events;
  }

  /**
   * Creates a message by the bot.
   *
   * @param applicationId set for interaction/webhook messages, else {@code null}
   * @param listed false for ephemeral messages, which only the invoking user sees
   */
  FakeMessage create(
      FakeChannel channel,
      String applicationId,
      JsonNode body,
      List<Multipart.Part> files,
      boolean listed,
      boolean allowEmpty) {
    PayloadLimits.checkMessage(body);
    ArrayNode components = components(body, 0);
    boolean empty =
        body.path("content").asText("").isEmpty()
            && body.path("embeds").size() == 0
            && files.isEmpty()
            && body.path("components").size() == 0;
    if (empty && !allowEmpty) {
      throw new DiscordError(400, 50006, "Cannot send an empty message", null);
    }
    FakeUser bot = state.botUser();
    FakeMessage message =
        listed
            ? state.createMessage(channel, bot, applicationId)
            : state.createHiddenMessage(channel, bot, applicationId);
    message.apply(body, attachments(files), false, components);
    if (!listed) {
      message.setFlags(message.flags() | FakeMessage.FLAG_EPHEMERAL);
    }
    if (listed) {
      FakeGuild guild = state.guild(channel.guildId()).orElse(null);
      events.dispatch(
          "MESSAGE_CREATE",
          GatewayEvents.messageCreate(guild, message, bot.id()),
          Intents.messages(channel.isDm()));
    }
    return message;
  }

  void edit(FakeMessage message, JsonNode body, List<Multipart.Part> files, boolean listed) {
    PayloadLimits.checkMessage(body);
    message.apply(body, attachments(files), true, components(body, message.flags()));
    if (listed) {
      FakeChannel channel = state.channel(message.channelId()).orElseThrow();
      FakeGuild guild = state.guild(channel.guildId()).orElse(null);
      events.dispatch(
          "MESSAGE_UPDATE",
          GatewayEvents.messageCreate(guild, message, state.botUser().id()),
          Intents.messages(channel.isDm()));
    }
  }

  /** The validated components of a create/edit body, or null if it does not set them. */
  private static ArrayNode components(JsonNode body, int currentFlags) {
    if (!body.has("components")) {
      return null;
    }
    int flags = body.has("flags") ? body.get("flags").asInt() : currentFlags;
    return MessageComponents.normalize(body.get("components"), flags);
  }

  private List<StoredAttachment> attachments(List<Multipart.Part> files) {
    List<StoredAttachment> stored = new ArrayList<>();
    for (Multipart.Part part : files) {
      stored.add(
          new StoredAttachment(
              state.ids().next(), part.filename(), part.contentType(), part.data()));
    }
    return stored;
  }
}
