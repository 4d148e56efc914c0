package dev.quizbot.discord;

import net.dv8tion.jda.api.utils.ConcurrentSessionController;

/**
 * A session controller that connects to a fixed gateway URL. JDA has no builder setter for the
 * gateway; without this override it always dials {@code wss://gateway.discord.gg/}.
 */
final class FixedGatewaySessionController extends ConcurrentSessionController {

  private final String gatewayUrl;

  FixedGatewaySessionController(String gatewayUrl) {
    this.gatewayUrl = gatewayUrl;
  }

  @Override
  public String getGateway() {
    return gatewayUrl;
  }
}
