package dev.quizbot.discord;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

final class DiscordEndpointsTest {

  @Test
  @DisplayName("Blank or missing URLs mean the real Discord")
  void blankMeansRealDiscord() {
    // GIVEN unset and blank settings
    // WHEN endpoints are built from them
    DiscordEndpoints endpoints = DiscordEndpoints.of(" ", null);

    // THEN both fall back to Discord
    assertThat(endpoints).isEqualTo(DiscordEndpoints.realDiscord());
  }

  @Test
  @DisplayName("A REST base URL without a trailing slash gets one, since JDA appends routes")
  void restBaseGetsTrailingSlash() {
    // GIVEN a base URL without the slash
    // WHEN endpoints are built
    DiscordEndpoints endpoints =
        DiscordEndpoints.of("http://127.0.0.1:8080/api/v10", "ws://127.0.0.1:8081/");

    // THEN the slash is added and the gateway kept as given
    assertThat(endpoints.apiBaseUrl()).contains("http://127.0.0.1:8080/api/v10/");
    assertThat(endpoints.gatewayUrl()).contains("ws://127.0.0.1:8081/");
  }
}
