package dev.quizbot.fakediscord;

/**
 * The bot an end-to-end test runs against the fake. The lead plugs the real application in here;
 * the fake's own self-tests use {@link JdaTestBot}.
 */
public interface BotUnderTest {

  /**
   * Starts the bot against the given endpoints; may return before the bot is ready (the harness
   * waits for the gateway session).
   */
  void start(String apiUrl, String gatewayUrl, String token);

  /** Stops the bot; must return only once it has disconnected. */
  void stop();
}
