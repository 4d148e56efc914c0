package dev.quizbot.discord.bank;

import dev.quizbot.discord.ComponentId;
import java.util.Optional;

/**
 * The custom_ids of {@code /bank}'s buttons, each naming the admin who may press it: {@code
 * bk:up:<token>:<admin>} stores a waiting upload, {@code bk:rm:<deck>:<admin>} removes a deck,
 * {@code bk:no:<token or ->:<admin>} cancels.
 */
final class BankButtons {
  static final String FAMILY = "bk";

  private BankButtons() {}

  enum Action {
    STORE("up"),
    REMOVE("rm"),
    CANCEL("no");

    final String code;

    Action(String code) {
      this.code = code;
    }
  }

  record Pressed(Action action, String arg, long adminId) {}

  static String id(Action action, String arg, long adminId) {
    return ComponentId.of(FAMILY, action.code, arg, adminId).encode();
  }

  static Optional<Pressed> parse(ComponentId id) {
    if (!id.family().equals(FAMILY) || id.arity() != 3) {
      return Optional.empty();
    }
    for (Action action : Action.values()) {
      if (action.code.equals(id.arg(0))) {
        try {
          return Optional.of(new Pressed(action, id.arg(1), Long.parseLong(id.arg(2))));
        } catch (NumberFormatException e) {
          return Optional.empty();
        }
      }
    }
    return Optional.empty();
  }
}
