package dev.quizbot.fakediscord;

import com.fasterxml.jackson.databind.node.ArrayNode;
import java.util.List;

/** Channel message routes: create, edit, get, delete, history. */
final class MessageRoutes implements RouteGroup {

  private final FakeState state;
  private final Guard guard;
  private final MessageWriter writer;
  private final EventSink events;

  MessageRoutes(FakeState state, Guard guard, MessageWriter writer, EventSink events) {
    this.state = state;
    this.guard = guard;
    this.writer = writer;
    this.events = events;
  }

  @Override
  public RestResponse handle(RestRequest r) {
    if (r.matches("POST", "channels", "*", "messages")) {
      FakeChannel channel = guard.channel(r.segment(1));
      long needed = Permissions.VIEW_CHANNEL | Permissions.SEND_MESSAGES;
      if (!r.files().isEmpty()) {
        needed |= Permissions.ATTACH_FILES;
      }
      guard.requireBot(channel, needed);
      if (channel.isDm() && state.dmsClosed(channel.recipient().id())) {
        // Opening the DM works; only the send is refused (DMs off for this server, or blocked).
        throw DiscordError.cannotSendToUser();
      }
      FakeMessage message = writer.create(channel, null, r.body(), r.files(), true, false);
      return RestResponse.ok(message.toJson(state.botUser().id()));
    }
    if (r.matches("PATCH", "channels", "*", "messages", "*")) {
      FakeMessage message = guard.message(r.segment(1), r.segment(3));
      if (!message.author().id().equals(state.botUser().id())) {
        throw new DiscordError(403, 50005, "Cannot edit a message authored by another user", null);
      }
      writer.edit(message, r.body(), r.files(), true);
      return RestResponse.ok(message.toJson(state.botUser().id()));
    }
    if (r.matches("GET", "channels", "*", "messages", "*")) {
      FakeChannel channel = guard.channel(r.segment(1));
      guard.requireBot(channel, Permissions.VIEW_CHANNEL | Permissions.READ_MESSAGE_HISTORY);
      FakeMessage message = guard.message(r.segment(1), r.segment(3));
      return RestResponse.ok(message.toJson(state.botUser().id()));
    }
    if (r.matches("DELETE", "channels", "*", "messages", "*")) {
      FakeChannel channel = guard.channel(r.segment(1));
      FakeMessage message = guard.message(r.segment(1), r.segment(3));
      if (!message.author().id().equals(state.botUser().id())) {
        guard.requireBot(channel, Permissions.MANAGE_MESSAGES);
      }
      state.deleteMessage(message);
      events.dispatch(
          "MESSAGE_DELETE",
          Json.object()
              .put("id", message.id())
              .put("channel_id", channel.id())
              .put("guild_id", channel.guildId()),
          Intents.messages(channel.isDm()));
      return RestResponse.noContent();
    }
    if (r.matches("GET", "channels", "*", "messages")) {
      FakeChannel channel = guard.channel(r.segment(1));
      guard.requireBot(channel, Permissions.VIEW_CHANNEL | Permissions.READ_MESSAGE_HISTORY);
      int limit = Math.min(100, Integer.parseInt(r.query().getOrDefault("limit", "50")));
      List<FakeMessage> all = state.messagesIn(channel.id());
      String after = r.query().get("after");
      if (after != null) {
        // Discord: the `limit` messages closest after the id (the oldest ones), newest first.
        long afterId = Long.parseUnsignedLong(after);
        all = all.stream().filter(m -> Long.parseLong(m.id()) > afterId).limit(limit).toList();
      }
      ArrayNode newestFirst = Json.array();
      for (int i = all.size() - 1; i >= 0 && newestFirst.size() < limit; i--) {
        newestFirst.add(all.get(i).toJson(state.botUser().id()));
      }
      return RestResponse.ok(newestFirst);
    }
    return null;
  }
}
