package dev.quizbot.config;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

final class TokenSourceTest {
  private static final String TOKEN = "MTAwMDAwMDAwMDAwMDAwMDAx.fake.made-up-token";

  @TempDir Path dir;

  private static DiscordSettings withTokenFile(Path file) {
    return new DiscordSettings(
        Optional.empty(), Optional.empty(), Optional.empty(), Optional.of(file), 0, 1);
  }

  private Path tokenFile(String content) throws IOException {
    Path file = dir.resolve("bot.token");
    Files.writeString(file, content);
    return file;
  }

  @Test
  @DisplayName("DISCORD_TOKEN gives the token")
  void fromEnv() {
    BotToken token =
        new TokenSource(Map.of("DISCORD_TOKEN", " " + TOKEN + "\n"))
            .resolve(DiscordSettings.defaults());

    assertThat(token.reveal()).isEqualTo(TOKEN);
  }

  @Test
  @DisplayName("DISCORD_TOKEN wins over a token file")
  void envWinsOverFile() throws IOException {
    Path file = tokenFile("other-token");

    BotToken token =
        new TokenSource(Map.of("DISCORD_TOKEN", TOKEN, "DISCORD_TOKEN_FILE", file.toString()))
            .resolve(withTokenFile(file));

    assertThat(token.reveal()).isEqualTo(TOKEN);
  }

  @Test
  @DisplayName("DISCORD_TOKEN_FILE names a file whose trimmed content is the token")
  void fromEnvFile() throws IOException {
    Path file = tokenFile(TOKEN + "\n");

    BotToken token =
        new TokenSource(Map.of("DISCORD_TOKEN_FILE", file.toString()))
            .resolve(DiscordSettings.defaults());

    assertThat(token.reveal()).isEqualTo(TOKEN);
  }

  @Test
  @DisplayName("discord.tokenFile is used when neither environment variable is set")
  void fromConfiguredFile() throws IOException {
    Path file = tokenFile(TOKEN);

    assertThat(new TokenSource(Map.of()).resolve(withTokenFile(file)).reveal()).isEqualTo(TOKEN);
  }

  @Test
  @DisplayName("no token anywhere is refused with the variables to set")
  void noToken() {
    ConfigException e =
        catchThrowableOfType(
            ConfigException.class,
            () ->
                new TokenSource(Map.of("DISCORD_TOKEN", " ")).resolve(DiscordSettings.defaults()));

    assertThat(e.getMessage())
        .startsWith("no Discord bot token. Set DISCORD_TOKEN or DISCORD_TOKEN_FILE");
  }

  @Test
  @DisplayName("a missing token file is named with the setting that pointed at it")
  void missingFile() {
    Path absent = dir.resolve("absent.token");

    ConfigException e =
        catchThrowableOfType(
            ConfigException.class,
            () ->
                new TokenSource(Map.of("DISCORD_TOKEN_FILE", absent.toString()))
                    .resolve(DiscordSettings.defaults()));

    assertThat(e.problems())
        .containsExactly(
            "the Discord token file " + absent + " (from DISCORD_TOKEN_FILE) does not exist");
  }

  @Test
  @DisplayName("an unreadable token file is named in the message")
  void unreadableFile() {
    // A folder cannot be read as a file, even by root.
    ConfigException e =
        catchThrowableOfType(
            ConfigException.class, () -> new TokenSource(Map.of()).resolve(withTokenFile(dir)));

    assertThat(e.getMessage())
        .contains("cannot read the Discord token file " + dir + " (from discord.tokenFile)");
  }

  @Test
  @DisplayName("an empty token file is refused")
  void emptyFile() throws IOException {
    Path file = tokenFile("\n\n");

    ConfigException e =
        catchThrowableOfType(
            ConfigException.class, () -> new TokenSource(Map.of()).resolve(withTokenFile(file)));

    assertThat(e.getMessage()).contains("is empty");
  }

  @Test
  @DisplayName("a token with spaces is refused without echoing it")
  void tokenWithSpaces() {
    ConfigException e =
        catchThrowableOfType(
            ConfigException.class,
            () ->
                new TokenSource(Map.of("DISCORD_TOKEN", "Bot " + TOKEN))
                    .resolve(DiscordSettings.defaults()));

    assertThat(e.getMessage()).contains("contains spaces").doesNotContain(TOKEN);
  }

  @Test
  @DisplayName("a token prints as redacted")
  void tokenToStringIsRedacted() {
    BotToken token = BotToken.of(TOKEN);

    assertThat(token.toString()).isEqualTo("BotToken[redacted]").doesNotContain(TOKEN);
    assertThat(String.valueOf(java.util.List.of(token))).doesNotContain(TOKEN);
  }
}
