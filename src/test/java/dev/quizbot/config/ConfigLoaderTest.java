package dev.quizbot.config;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import dev.quizbot.shard.Shard;
import java.io.IOException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

final class ConfigLoaderTest {

  @TempDir Path dir;

  private Path yaml(String text) throws IOException {
    Path file = dir.resolve("quizbot.yaml");
    Files.writeString(file, text);
    return file;
  }

  private static ConfigException problemsOf(Runnable load) {
    return catchThrowableOfType(ConfigException.class, load::run);
  }

  @Test
  @DisplayName("a missing default config file means every setting has its default")
  void missingDefaultFileGivesDefaults() {
    QuizbotConfig config = new ConfigLoader(Map.of()).loadDefaultFile(dir.resolve("absent.yaml"));

    assertThat(config).isEqualTo(QuizbotConfig.defaults());
    assertThat(config.database().url()).isEqualTo("jdbc:sqlite:data/quizbot.db");
    assertThat(config.bank().paths()).containsExactly(Path.of("questions"));
  }

  @Test
  @DisplayName("a config file named explicitly must exist, and the message names it")
  void explicitMissingFileIsAnError() {
    Path absent = dir.resolve("nope.yaml");

    assertThatThrownBy(() -> new ConfigLoader(Map.of()).load(absent))
        .isInstanceOf(ConfigException.class)
        .hasMessageContaining(absent.toString())
        .hasMessageContaining("--config");
  }

  @Test
  @DisplayName("QUIZBOT_CONFIG selects the config file")
  void configEnvSelectsFile() throws IOException {
    Path file = yaml("quiz:\n  answerWindow: 2m\n");

    QuizbotConfig config = new ConfigLoader(Map.of("QUIZBOT_CONFIG", file.toString())).load();

    assertThat(config.quiz().answerWindow()).isEqualTo(Duration.ofMinutes(2));
  }

  @Test
  @DisplayName("the committed example config/quizbot.yaml loads to exactly the defaults")
  void committedExampleIsTheDefaults() {
    QuizbotConfig config = new ConfigLoader(Map.of()).load(Path.of("config/quizbot.yaml"));

    assertThat(config).isEqualTo(QuizbotConfig.defaults());
  }

  @Test
  @DisplayName("without QUIZBOT_CONFIG the file config/quizbot.yaml is read")
  void defaultLocation() {
    QuizbotConfig config = new ConfigLoader(Map.of("QUIZBOT_QUIZ_COOLDOWN", "PT30S")).load();

    assertThat(config.quiz().cooldown()).isEqualTo(Duration.ofSeconds(30));
    assertThat(config.database()).isEqualTo(DatabaseSettings.defaults());
  }

  @Test
  @DisplayName("an empty file means every setting has its default")
  void emptyFileGivesDefaults() throws IOException {
    Path file = yaml("# only a comment\n");

    assertThat(new ConfigLoader(Map.of()).load(file)).isEqualTo(QuizbotConfig.defaults());
  }

  @Test
  @DisplayName("values in the file are read into the typed records")
  void readsValuesFromFile() throws IOException {
    Path file =
        yaml(
            """
            discord:
              apiUrl: http://127.0.0.1:9000/api/v10/
              gatewayUrl: ws://127.0.0.1:9001
              devGuildId: 1000000000000001
              tokenFile: secrets/bot.token
            database:
              url: jdbc:postgresql://db.example/quizbot
              user: quiz
              password: pw
            bank:
              paths: [questions, extra/deck.yaml]
            quiz:
              answerWindow: 90s
              cooldown: 0s
            daily:
              defaultWindow: 6h
            log:
              format: JSON
              level: debug
            health:
              port: 8080
            shutdown:
              grace: 500ms
            """);

    QuizbotConfig c = new ConfigLoader(Map.of()).load(file);

    assertThat(c.discord().apiUrl()).contains(URI.create("http://127.0.0.1:9000/api/v10/"));
    assertThat(c.discord().gatewayUrl()).contains(URI.create("ws://127.0.0.1:9001"));
    assertThat(c.discord().devGuildId()).contains(1000000000000001L);
    assertThat(c.discord().tokenFile()).contains(Path.of("secrets/bot.token"));
    assertThat(c.database())
        .isEqualTo(
            new DatabaseSettings(
                "jdbc:postgresql://db.example/quizbot", Optional.of("quiz"), Optional.of("pw")));
    assertThat(c.bank().paths()).containsExactly(Path.of("questions"), Path.of("extra/deck.yaml"));
    assertThat(c.quiz()).isEqualTo(new QuizSettings(Duration.ofSeconds(90), Duration.ZERO));
    assertThat(c.daily().defaultWindow()).isEqualTo(Duration.ofHours(6));
    assertThat(c.log()).isEqualTo(new LogSettings(LogSettings.Format.JSON, "DEBUG"));
    assertThat(c.log().debug()).isTrue();
    assertThat(c.health().port()).isEqualTo(8080);
    assertThat(c.health().enabled()).isTrue();
    assertThat(c.shutdown().grace()).isEqualTo(Duration.ofMillis(500));
  }

  @Test
  @DisplayName("an environment variable overrides the value in the file")
  void envOverridesFile() throws IOException {
    Path file = yaml("database:\n  url: jdbc:sqlite:file.db\n");

    QuizbotConfig config =
        new ConfigLoader(Map.of("QUIZBOT_DATABASE_URL", "jdbc:sqlite:/data/quizbot.db")).load(file);

    assertThat(config.database().url()).isEqualTo("jdbc:sqlite:/data/quizbot.db");
  }

  @Test
  @DisplayName("the Discord URLs can be set from the environment alone")
  void discordUrlsFromEnv() {
    QuizbotConfig config =
        new ConfigLoader(
                Map.of(
                    "QUIZBOT_DISCORD_API_URL", "http://localhost:7000/api/",
                    "QUIZBOT_DISCORD_GATEWAY_URL", "wss://localhost:7001/"))
            .loadDefaultFile(dir.resolve("absent.yaml"));

    assertThat(config.discord().apiUrl()).contains(URI.create("http://localhost:7000/api/"));
    assertThat(config.discord().gatewayUrl()).contains(URI.create("wss://localhost:7001/"));
  }

  @Test
  @DisplayName("a blank environment variable counts as unset")
  void blankEnvIsUnset() throws IOException {
    Path file = yaml("quiz:\n  answerWindow: 30s\n");

    QuizbotConfig config = new ConfigLoader(Map.of("QUIZBOT_QUIZ_ANSWER_WINDOW", "  ")).load(file);

    assertThat(config.quiz().answerWindow()).isEqualTo(Duration.ofSeconds(30));
  }

  @Test
  @DisplayName("a list setting is comma-separated in the environment")
  void listFromEnv() {
    QuizbotConfig config =
        new ConfigLoader(Map.of("QUIZBOT_BANK_PATHS", "questions, /extra/decks ,"))
            .loadDefaultFile(dir.resolve("absent.yaml"));

    assertThat(config.bank().paths())
        .containsExactly(Path.of("questions"), Path.of("/extra/decks"));
  }

  @Test
  @DisplayName("a single value where a list is expected is a list of one")
  void singleValueIsListOfOne() throws IOException {
    Path file = yaml("bank:\n  paths: decks\n");

    assertThat(new ConfigLoader(Map.of()).load(file).bank().paths())
        .containsExactly(Path.of("decks"));
  }

  @Test
  @DisplayName("a daily default window of 24h is refused: /daily set allows at most 23h")
  void dailyWindowAsDailySetAllows() throws IOException {
    Path file = yaml("daily:\n  defaultWindow: 24h\n");

    ConfigException e = problemsOf(() -> new ConfigLoader(Map.of()).load(file));

    assertThat(e.problems())
        .singleElement(org.assertj.core.api.InstanceOfAssertFactories.STRING)
        .startsWith(file + ":2: daily.defaultWindow: must be between 1m and 23h");
  }

  @Test
  @DisplayName("a duration out of range names the file, line, key, accepted range and value")
  void durationOutOfRange() throws IOException {
    Path file = yaml("# comment\nquiz:\n  cooldown: 5s\n  answerWindow: 5s\n");

    ConfigException e = problemsOf(() -> new ConfigLoader(Map.of()).load(file));

    assertThat(e.problems())
        .containsExactly(file + ":4: quiz.answerWindow: must be between 10s and 1h, got 5s");
  }

  @Test
  @DisplayName("a duration without a unit is refused with the accepted forms")
  void badDuration() throws IOException {
    Path file = yaml("shutdown:\n  grace: 10\n");

    ConfigException e = problemsOf(() -> new ConfigLoader(Map.of()).load(file));

    assertThat(e.problems())
        .containsExactly(
            file
                + ":2: shutdown.grace: must be a duration such as 30s, 10m or 12h"
                + " (units ms, s, m, h, d), got 10");
  }

  @Test
  @DisplayName("a bad value from the environment names the variable and the key")
  void badEnvValueNamesVariable() {
    ConfigException e =
        problemsOf(
            () ->
                new ConfigLoader(Map.of("QUIZBOT_HEALTH_PORT", "eighty"))
                    .loadDefaultFile(dir.resolve("absent.yaml")));

    assertThat(e.problems())
        .containsExactly(
            "environment QUIZBOT_HEALTH_PORT: health.port: must be a whole number between 0 and"
                + " 65535, got eighty");
    assertThat(e.remedy()).contains("QUIZBOT_");
  }

  @Test
  @DisplayName("a number out of range is refused with the range")
  void numberOutOfRange() throws IOException {
    Path file = yaml("health:\n  port: 70000\n");

    assertThatThrownBy(() -> new ConfigLoader(Map.of()).load(file))
        .hasMessageContaining(":2: health.port: must be between 0 and 65535, got 70000");
  }

  @Test
  @DisplayName("a URL with the wrong scheme is refused with an example of a good one")
  void badUrl() throws IOException {
    Path file = yaml("discord:\n  gatewayUrl: http://localhost:9001\n");

    assertThatThrownBy(() -> new ConfigLoader(Map.of()).load(file))
        .hasMessageContaining(
            ":2: discord.gatewayUrl: must be an absolute ws or wss URL such as"
                + " ws://localhost:8080/, got http://localhost:9001");
  }

  @Test
  @DisplayName("a text that is no URL at all is refused")
  void notAUrl() throws IOException {
    Path file = yaml("discord:\n  apiUrl: not a url\n");

    assertThatThrownBy(() -> new ConfigLoader(Map.of()).load(file))
        .hasMessageContaining("discord.apiUrl: must be an absolute http or https URL");
  }

  @Test
  @DisplayName("a guild id that is not a positive number is refused")
  void badGuildId() throws IOException {
    Path file = yaml("discord:\n  devGuildId: my-server\n");

    assertThatThrownBy(() -> new ConfigLoader(Map.of()).load(file))
        .hasMessageContaining("discord.devGuildId: must be a Discord id");
  }

  @Test
  @DisplayName("without shard settings the process is the only shard and serves every server")
  void shardDefaultsToOneProcess() {
    QuizbotConfig config = new ConfigLoader(Map.of()).loadDefaultFile(dir.resolve("absent.yaml"));

    assertThat(config.discord().shard()).isEqualTo(Shard.ALL);
    assertThat(config.discord().shard().owns(1000000000000001L)).isTrue();
  }

  @Test
  @DisplayName("shard id and total from the environment make the process one shard of several")
  void shardFromEnvironment() {
    QuizbotConfig config =
        new ConfigLoader(
                Map.of("QUIZBOT_DISCORD_SHARD_ID", "1", "QUIZBOT_DISCORD_SHARD_TOTAL", "3"))
            .loadDefaultFile(dir.resolve("absent.yaml"));

    assertThat(config.discord().shard()).isEqualTo(new Shard(1, 3));
  }

  @Test
  @DisplayName("a shard total below 1 is refused with its range")
  void shardTotalBelowOne() throws IOException {
    Path file = yaml("discord:\n  shardId: 0\n  shardTotal: 0\n");

    ConfigException e = problemsOf(() -> new ConfigLoader(Map.of()).load(file));

    assertThat(e.problems())
        .containsExactly(file + ":3: discord.shardTotal: must be between 1 and 10000, got 0");
  }

  @Test
  @DisplayName("a shard id equal to the total is refused, naming the ids that fit")
  void shardIdOutsideTotal() {
    ConfigException e =
        problemsOf(
            () ->
                new ConfigLoader(
                        Map.of("QUIZBOT_DISCORD_SHARD_ID", "2", "QUIZBOT_DISCORD_SHARD_TOTAL", "2"))
                    .loadDefaultFile(dir.resolve("absent.yaml")));

    assertThat(e.problems())
        .containsExactly(
            "environment QUIZBOT_DISCORD_SHARD_ID: discord.shardId: must be between 0 and 1"
                + " (discord.shardTotal is 2), got 2");
    assertThat(e.remedy()).isEqualTo(ConfigException.FIX_SETTINGS);
  }

  @Test
  @DisplayName("a negative shard id is refused with its range")
  void negativeShardId() throws IOException {
    Path file = yaml("discord:\n  shardId: -1\n  shardTotal: 2\n");

    ConfigException e = problemsOf(() -> new ConfigLoader(Map.of()).load(file));

    assertThat(e.problems())
        .containsExactly(file + ":2: discord.shardId: must be between 0 and 9999, got -1");
  }

  @Test
  @DisplayName("a shard total without a shard id is refused: the process would not know its part")
  void shardTotalWithoutId() {
    ConfigException e =
        problemsOf(
            () ->
                new ConfigLoader(Map.of("QUIZBOT_DISCORD_SHARD_TOTAL", "2"))
                    .loadDefaultFile(dir.resolve("absent.yaml")));

    assertThat(e.problems())
        .containsExactly(
            "environment QUIZBOT_DISCORD_SHARD_TOTAL: discord.shardTotal: is set but"
                + " discord.shardId is not: set both (discord.shardTotal the same in every"
                + " process, discord.shardId 0, 1, ... in each one) or neither");
  }

  @Test
  @DisplayName("a shard id without a shard total is refused, naming the missing key")
  void shardIdWithoutTotal() throws IOException {
    Path file = yaml("discord:\n  shardId: 1\n");

    ConfigException e = problemsOf(() -> new ConfigLoader(Map.of()).load(file));

    assertThat(e.problems())
        .singleElement(org.assertj.core.api.InstanceOfAssertFactories.STRING)
        .startsWith(file + ":2: discord.shardId: is set but discord.shardTotal is not");
  }

  @Test
  @DisplayName("a database URL of an unsupported kind is refused without echoing a password")
  void badDatabaseUrl() {
    ConfigException e =
        problemsOf(
            () ->
                new ConfigLoader(
                        Map.of("QUIZBOT_DATABASE_URL", "jdbc:mysql://h/db?password=s3cret"))
                    .loadDefaultFile(dir.resolve("absent.yaml")));

    assertThat(e.getMessage())
        .contains("environment QUIZBOT_DATABASE_URL: database.url: must be jdbc:sqlite:PATH")
        .doesNotContain("s3cret");
  }

  @Test
  @DisplayName("a log format outside the choices is refused with the choices")
  void badChoice() throws IOException {
    Path file = yaml("log:\n  format: xml\n");

    assertThatThrownBy(() -> new ConfigLoader(Map.of()).load(file))
        .hasMessageContaining(":2: log.format: must be one of text, json, got xml");
  }

  @Test
  @DisplayName("an unknown key names the key, its line and the known keys of its section")
  void unknownKey() throws IOException {
    Path file = yaml("quiz:\n  answerWindow: 60s\n  answerWindw: 30s\n");

    ConfigException e = problemsOf(() -> new ConfigLoader(Map.of()).load(file));

    assertThat(e.problems())
        .containsExactly(
            file + ":3: quiz.answerWindw: unknown setting; known in quiz: answerWindow, cooldown");
  }

  @Test
  @DisplayName("an unknown section names the section, its line and the known sections")
  void unknownSection() throws IOException {
    Path file = yaml("quizz:\n  answerWindow: 60s\n");

    ConfigException e = problemsOf(() -> new ConfigLoader(Map.of()).load(file));

    assertThat(e.problems())
        .containsExactly(
            file
                + ":1: quizz: unknown section; known sections: bank, daily, database, discord,"
                + " health, limits, log, quiz, servers, shutdown");
  }

  @Test
  @DisplayName("an unknown QUIZBOT_ environment variable is refused so a typo is not ignored")
  void unknownEnvVariable() {
    ConfigException e =
        problemsOf(
            () ->
                new ConfigLoader(Map.of("QUIZBOT_DATABSE_URL", "jdbc:sqlite:x.db"))
                    .loadDefaultFile(dir.resolve("absent.yaml")));

    assertThat(e.problems())
        .singleElement()
        .asString()
        .startsWith("environment QUIZBOT_DATABSE_URL: unknown setting");
  }

  @Test
  @DisplayName("every problem is reported at once, not only the first")
  void collectsAllProblems() throws IOException {
    Path file = yaml("quiz:\n  answerWindow: 1s\nhealth:\n  port: x\nlog:\n  colour: red\n");

    ConfigException e =
        problemsOf(() -> new ConfigLoader(Map.of("QUIZBOT_SHUTDOWN_GRACE", "forever")).load(file));

    assertThat(e.problems()).hasSize(4);
    assertThat(e.getMessage())
        .contains("quiz.answerWindow")
        .contains("health.port")
        .contains("log.colour")
        .contains("QUIZBOT_SHUTDOWN_GRACE");
  }

  @Test
  @DisplayName("invalid YAML is reported with its line")
  void yamlSyntaxError() throws IOException {
    Path file = yaml("quiz:\n  answerWindow: 60s\n   cooldown: [oops\n");

    ConfigException e = problemsOf(() -> new ConfigLoader(Map.of()).load(file));

    assertThat(e.problems())
        .singleElement()
        .asString()
        .startsWith(file + ":")
        .contains("not valid YAML");
  }

  @Test
  @DisplayName("a section written as a single value is refused")
  void sectionMustBeMapping() throws IOException {
    Path file = yaml("quiz: 60s\n");

    assertThatThrownBy(() -> new ConfigLoader(Map.of()).load(file))
        .hasMessageContaining(":1: quiz: must be a section of settings");
  }

  @Test
  @DisplayName("a key given twice is refused")
  void duplicateKey() throws IOException {
    Path file = yaml("quiz:\n  cooldown: 5s\n  cooldown: 6s\n");

    assertThatThrownBy(() -> new ConfigLoader(Map.of()).load(file))
        .hasMessageContaining(":3: quiz.cooldown: set twice");
  }

  @Test
  @DisplayName("a list where one value is expected is refused")
  void listWhereScalarExpected() throws IOException {
    Path file = yaml("health:\n  port: [1, 2]\n");

    assertThatThrownBy(() -> new ConfigLoader(Map.of()).load(file))
        .hasMessageContaining(":2: health.port: must be a single value, got a list");
  }

  @Test
  @DisplayName("printing the database settings never shows the password")
  void databaseToStringRedactsPassword() {
    DatabaseSettings db =
        new DatabaseSettings(
            "jdbc:postgresql://h/db?password=inurl", Optional.of("u"), Optional.of("hunter2"));

    assertThat(db.toString()).doesNotContain("hunter2").doesNotContain("inurl");
  }

  @Test
  @DisplayName("keys map to QUIZBOT_ variables in SNAKE_CASE")
  void envNames() {
    assertThat(
            List.of("discord.apiUrl", "discord.gatewayUrl", "database.url", "discord.devGuildId")
                .stream()
                .map(SettingNames::envVar))
        .containsExactly(
            "QUIZBOT_DISCORD_API_URL",
            "QUIZBOT_DISCORD_GATEWAY_URL",
            "QUIZBOT_DATABASE_URL",
            "QUIZBOT_DISCORD_DEV_GUILD_ID");
  }

  @Test
  @DisplayName("a second YAML document after a --- line is refused with its line, not ignored")
  void secondYamlDocumentIsAProblem() throws IOException {
    Path file = yaml("quiz:\n  answerWindow: 2m\n---\nquiz:\n  cooldown: 30s\n");

    ConfigException e = problemsOf(() -> new ConfigLoader(Map.of()).load(file));

    assertThat(e.getMessage())
        .contains(file + ":4")
        .contains("a second YAML document")
        .contains("merge the sections into the first document");
  }

  @Test
  @DisplayName("a leading --- and a trailing empty document are one document, read as usual")
  void documentMarkersAroundOneDocumentAreFine() throws IOException {
    Path file = yaml("---\nquiz:\n  answerWindow: 2m\n---\n");

    QuizbotConfig config = new ConfigLoader(Map.of()).load(file);

    assertThat(config.quiz().answerWindow()).isEqualTo(Duration.ofMinutes(2));
  }

  @Test
  @DisplayName("QUIZBOT_CONFIG naming a folder says so in one clear line")
  void configEnvNamingAFolder() {
    ConfigException e =
        problemsOf(() -> new ConfigLoader(Map.of("QUIZBOT_CONFIG", dir.toString())).load());

    assertThat(e.getMessage())
        .contains(dir + " (from QUIZBOT_CONFIG) is a folder, not a file")
        .doesNotContain("IOException")
        .doesNotContain("not valid YAML");
  }
}
