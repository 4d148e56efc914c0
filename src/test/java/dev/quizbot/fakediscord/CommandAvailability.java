package dev.quizbot.fakediscord;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;

/** Where Discord offers a registered command to a user. */
final class CommandAvailability {

  private CommandAvailability() {}

  /**
   * Discord offers a command only where its {@code contexts} (0 guild, 1 the bot's DM) and its
   * {@code integration_types} (0 guild install, 1 user install) allow: elsewhere the user cannot
   * run it, so a test that tries is wrong.
   */
  static void require(FakeState state, JsonNode definition, FakeChannel channel, FakeUser user) {
    int context =
        channel.isDm() ? InteractionFactory.CONTEXT_BOT_DM : InteractionFactory.CONTEXT_GUILD;
    JsonNode contexts = definition.path("contexts");
    boolean contextOk = !contexts.isArray() || contexts.isEmpty();
    for (JsonNode c : contexts) {
      contextOk |= c.asInt() == context;
    }
    if (!contextOk && !definition.has("guild_id")) {
      throw new AssertionError(
          "/"
              + definition.path("name").asText()
              + " is not offered in context "
              + context
              + " (its contexts are "
              + contexts
              + ")");
    }
    List<Integer> types = InteractionFactory.integrationTypes(definition);
    boolean installed =
        types.contains(InteractionFactory.GUILD_INSTALL)
            || (types.contains(InteractionFactory.USER_INSTALL) && state.userInstalled(user.id()));
    if (!installed) {
      throw new AssertionError(
          "/"
              + definition.path("name").asText()
              + " is user-install only and "
              + user.username()
              + " has not installed the app");
    }
  }
}
