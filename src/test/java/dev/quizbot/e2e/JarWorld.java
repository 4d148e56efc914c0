package dev.quizbot.e2e;

import dev.quizbot.fakediscord.FakeChannel;
import dev.quizbot.fakediscord.FakeDiscord;
import dev.quizbot.fakediscord.FakeGuild;
import dev.quizbot.fakediscord.FakeMessage;
import dev.quizbot.fakediscord.FakeUser;
import dev.quizbot.fakediscord.InteractionReply;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.Comparator;
import java.util.HashMap;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.extension.AfterEachCallback;
import org.junit.jupiter.api.extension.BeforeEachCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * What the packaged-jar tests ({@code *IT}) start the bot against, fresh for each test: a fake
 * Discord that knows one token and has one guild ("Quiz Guild") with a text channel "quiz", and a
 * SQLite file in a temporary folder for the bot to use. The tests look at that file from outside,
 * as an operator would, while the bot runs. Register it with {@code @RegisterExtension}.
 */
final class JarWorld implements BeforeEachCallback, AfterEachCallback {
  /** How long the bot gets for each step it is awaited through (start, reply, reaction). */
  static final Duration TIMEOUT = Duration.ofSeconds(30);

  private final String token;
  private final String databaseName;
  private Path folder;
  private FakeDiscord discord;
  private FakeGuild guild;
  private FakeChannel quizChannel;

  /** A world whose bot logs in with {@code token} and stores in {@code quizbot.db}. */
  JarWorld(String token) {
    this(token, "quizbot.db");
  }

  /** Same, storing in {@code databaseName} (a path below the temporary folder). */
  JarWorld(String token, String databaseName) {
    this.token = token;
    this.databaseName = databaseName;
  }

  @Override
  public void beforeEach(ExtensionContext context) throws IOException {
    folder = Files.createTempDirectory("quizbot-jar-it");
    discord = FakeDiscord.start(token, "Quizbot");
    guild = discord.createGuild("Quiz Guild");
    quizChannel = discord.createTextChannel(guild, "quiz");
  }

  @Override
  public void afterEach(ExtensionContext context) throws IOException {
    try {
      if (discord != null) {
        discord.close();
      }
    } finally {
      deleteFolder();
    }
  }

  private void deleteFolder() throws IOException {
    try (Stream<Path> files = Files.walk(folder)) {
      for (Path file : files.sorted(Comparator.reverseOrder()).toList()) {
        Files.delete(file);
      }
    }
  }

  FakeDiscord discord() {
    return discord;
  }

  /** The guild's text channel "quiz". */
  FakeChannel quizChannel() {
    return quizChannel;
  }

  FakeUser createMember(String username) {
    return discord.createMember(guild, username);
  }

  /** The bot's whole environment for a working start here; a test may change or add entries. */
  Map<String, String> environment() {
    return environment(token, discord.apiUrl(), discord.gatewayUrl(), database());
  }

  /** The same for a Discord at other addresses (e.g. one nothing answers on). */
  static Map<String, String> environment(
      String token, String apiUrl, String gatewayUrl, Path database) {
    Map<String, String> env = new HashMap<>();
    env.put("DISCORD_TOKEN", token);
    env.put("QUIZBOT_DISCORD_API_URL", apiUrl);
    env.put("QUIZBOT_DISCORD_GATEWAY_URL", gatewayUrl);
    env.put("QUIZBOT_DATABASE_URL", "jdbc:sqlite:" + database);
    return env;
  }

  /**
   * {@code SELECT count(*) FROM <fromWhere>} on the bot's file; -1 while it cannot be read (no
   * tables before the first start, or busy): callers poll again.
   */
  int count(String fromWhere) {
    try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + database());
        Statement st = c.createStatement();
        ResultSet rs = st.executeQuery("SELECT count(*) FROM " + fromWhere)) {
      return rs.next() ? rs.getInt(1) : 0;
    } catch (SQLException e) {
      return -1;
    }
  }

  /**
   * {@code member} runs /quiz in {@code channel}; returns the question once it has its 4 reactions.
   */
  FakeMessage quiz(FakeUser member, FakeChannel channel) {
    InteractionReply reply = discord.invokeSlash(member, channel, "quiz", Map.of(), TIMEOUT);
    reply.awaitAcknowledged(TIMEOUT);
    if (reply.deferred()) {
      reply.awaitEdited(TIMEOUT);
    }
    FakeMessage question = reply.message();
    Poll.until(() -> question.reactionEmojis().size() == 4, TIMEOUT, "the bot's four reactions");
    return question;
  }

  Path database() {
    return folder.resolve(databaseName);
  }
}
