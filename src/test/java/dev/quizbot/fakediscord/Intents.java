package dev.quizbot.fakediscord;

/** Gateway intent bits the fake filters events by. */
final class Intents {

  static final int NONE = 0;
  static final int GUILDS = 1;

  /** Privileged: GUILD_MEMBER_ADD, GUILD_MEMBER_REMOVE (and UPDATE). */
  static final int GUILD_MEMBERS = 1 << 1;

  static final int GUILD_PRESENCES = 1 << 8;
  static final int GUILD_MESSAGES = 1 << 9;
  static final int GUILD_MESSAGE_REACTIONS = 1 << 10;
  static final int DIRECT_MESSAGES = 1 << 12;
  static final int DIRECT_MESSAGE_REACTIONS = 1 << 13;

  private Intents() {}

  static int reactions(boolean dm) {
    return dm ? DIRECT_MESSAGE_REACTIONS : GUILD_MESSAGE_REACTIONS;
  }

  static int messages(boolean dm) {
    return dm ? DIRECT_MESSAGES : GUILD_MESSAGES;
  }
}
