package dev.quizbot.fakediscord;

import com.fasterxml.jackson.databind.node.ArrayNode;
import java.util.Comparator;
import java.util.List;

/** Reaction routes: add/remove own, remove a user's, list reacting users with paging. */
final class ReactionRoutes implements RouteGroup {

  private final FakeState state;
  private final Guard guard;
  private final ReactionBook reactions;

  ReactionRoutes(FakeState state, Guard guard, ReactionBook reactions) {
    this.state = state;
    this.guard = guard;
    this.reactions = reactions;
  }

  @Override
  public RestResponse handle(RestRequest r) {
    if (r.matches("PUT", "channels", "*", "messages", "*", "reactions", "*", "@me")) {
      FakeChannel channel = guard.channel(r.segment(1));
      FakeMessage message = guard.message(r.segment(1), r.segment(3));
      String emoji = r.segment(5);
      long needed = Permissions.VIEW_CHANNEL | Permissions.READ_MESSAGE_HISTORY;
      if (!message.hasEmoji(emoji)) {
        // Joining an existing reaction needs no ADD_REACTIONS; starting a new one does.
        needed |= Permissions.ADD_REACTIONS;
      }
      guard.requireBot(channel, needed);
      reactions.add(channel, message, state.botUser(), emoji);
      return RestResponse.noContent();
    }
    if (r.matches("DELETE", "channels", "*", "messages", "*", "reactions", "*", "@me")) {
      FakeChannel channel = guard.channel(r.segment(1));
      FakeMessage message = guard.message(r.segment(1), r.segment(3));
      reactions.remove(channel, message, state.botUser(), r.segment(5));
      return RestResponse.noContent();
    }
    if (r.matches("DELETE", "channels", "*", "messages", "*", "reactions", "*", "*")) {
      FakeChannel channel = guard.channel(r.segment(1));
      FakeMessage message = guard.message(r.segment(1), r.segment(3));
      guard.requireBot(channel, Permissions.MANAGE_MESSAGES);
      FakeUser user =
          state
              .user(r.segment(6))
              .orElseThrow(() -> new DiscordError(404, 10013, "Unknown User", null));
      reactions.remove(channel, message, user, r.segment(5));
      return RestResponse.noContent();
    }
    if (r.matches("DELETE", "channels", "*", "messages", "*", "reactions", "*")
        || r.matches("DELETE", "channels", "*", "messages", "*", "reactions")) {
      FakeChannel channel = guard.channel(r.segment(1));
      FakeMessage message = guard.message(r.segment(1), r.segment(3));
      guard.requireBot(channel, Permissions.MANAGE_MESSAGES);
      List<String> emojis =
          r.segments().size() == 7 ? List.of(r.segment(5)) : message.reactionEmojis();
      for (String emoji : emojis) {
        for (String userId : message.reactors(emoji)) {
          reactions.remove(channel, message, state.user(userId).orElseThrow(), emoji);
        }
      }
      return RestResponse.noContent();
    }
    if (r.matches("GET", "channels", "*", "messages", "*", "reactions", "*")) {
      FakeChannel channel = guard.channel(r.segment(1));
      guard.requireBot(channel, Permissions.VIEW_CHANNEL | Permissions.READ_MESSAGE_HISTORY);
      FakeMessage message = guard.message(r.segment(1), r.segment(3));
      int limit =
          Math.max(1, Math.min(100, Integer.parseInt(r.query().getOrDefault("limit", "25"))));
      long after = Long.parseLong(r.query().getOrDefault("after", "0"));
      ArrayNode users = Json.array();
      message.reactors(r.segment(5)).stream()
          .map(Long::parseLong)
          .filter(id -> id > after)
          .sorted(Comparator.naturalOrder())
          .limit(limit)
          .forEach(id -> users.add(state.user(Long.toString(id)).orElseThrow().toJson()));
      return RestResponse.ok(users);
    }
    return null;
  }
}
