package dev.quizbot.config;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Characters that can never be part of a Discord token but that common tools put around one: a
 * token that keeps them is sent to Discord, answered 401, and reported as "Discord rejected the bot
 * token, copy a fresh one" (exit 5), which sends the admin to reset a token that was fine.
 */
final class TokenCharactersTest {
  private static final String TOKEN = "MTAwMDAwMDAwMDAwMDAwMDAx.fake.made-up-token";

  @TempDir Path dir;

  @Test
  @DisplayName("a token in quotes (docker run --env-file keeps them) is refused naming the quotes")
  void quotedTokenIsRefused() {
    // GIVEN DISCORD_TOKEN="..." in an env file, which docker --env-file passes on quotes included
    Map<String, String> env = Map.of("DISCORD_TOKEN", "\"" + TOKEN + "\"");

    // WHEN the token is resolved
    ConfigException e =
        catchThrowableOfType(
            ConfigException.class, () -> new TokenSource(env).resolve(DiscordSettings.defaults()));

    // THEN it is refused at once (exit 2, not a 401 from Discord), naming the quotes
    assertThat(e).as("a quoted token must not be sent to Discord").isNotNull();
    assertThat(String.join(" ", e.problems()) + " " + e.remedy())
        .containsIgnoringCase("quote")
        .doesNotContain(TOKEN);
  }

  @Test
  @DisplayName("a token file saved with a UTF-8 byte order mark gives the token without the mark")
  void byteOrderMarkIsNotPartOfTheToken() throws IOException {
    // GIVEN a token file written by a Windows editor that starts UTF-8 files with a BOM
    Path file = dir.resolve("bot.token");
    Files.writeString(file, "\uFEFF" + TOKEN + "\r\n", StandardCharsets.UTF_8);

    // WHEN the token is resolved from DISCORD_TOKEN_FILE
    BotToken token =
        new TokenSource(Map.of("DISCORD_TOKEN_FILE", file.toString()))
            .resolve(DiscordSettings.defaults());

    // THEN the token is exactly what the portal gave, without the invisible mark
    assertThat(token.reveal()).isEqualTo(TOKEN);
  }

  @Test
  @DisplayName("a token holding an invisible non-space character is refused before login")
  void invisibleCharacterIsRefused() {
    // GIVEN a token pasted from a web page or chat with a zero-width space inside it
    Map<String, String> env = Map.of("DISCORD_TOKEN", "MTAwMDAwMDAwMDAw\u200BMDAwMDAx.fake.token");

    // WHEN the token is resolved
    ConfigException e =
        catchThrowableOfType(
            ConfigException.class, () -> new TokenSource(env).resolve(DiscordSettings.defaults()));

    // THEN it is refused with exit-2 message naming where it came from; never handed to JDA,
    // whose HTTP client throws on the header, logs a stack trace and never finishes the login
    assertThat(e).as("a token with a character no Discord token has must be refused").isNotNull();
    assertThat(e.problems()).singleElement().asString().contains("environment DISCORD_TOKEN");
  }
}
