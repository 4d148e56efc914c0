package dev.quizbot.e2e;

import dev.quizbot.fakediscord.FakeChannel;
import dev.quizbot.fakediscord.FakeDiscord;
import dev.quizbot.fakediscord.FakeGuild;
import dev.quizbot.fakediscord.FakeMessage;
import dev.quizbot.fakediscord.FakeUser;
import dev.quizbot.fakediscord.InteractionReply;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.HashMap;
import java.util.Map;

/**
 * What the packaged-jar tests ({@code *IT}) start the bot against: a fake Discord that knows one
 * token and has one guild ("Quiz Guild"), and the SQLite file the bot is told to use. The tests
 * look at that file from outside, as an operator would, while the bot runs.
 */
final class JarWorld implements AutoCloseable {
  /** How long the bot gets for each step it is awaited through (start, reply, reaction). */
  static final Duration TIMEOUT = Duration.ofSeconds(30);

  private final String token;
  private final Path database;
  private final FakeDiscord discord;
  private final FakeGuild guild;

  private JarWorld(String token, Path database, FakeDiscord discord) {
    this.token = token;
    this.database = database;
    this.discord = discord;
    this.guild = discord.createGuild("Quiz Guild");
  }

  /** Starts the fake Discord for a bot logging in with {@code token} and storing in {@code db}. */
  static JarWorld start(String token, Path database) {
    return new JarWorld(token, database, FakeDiscord.start(token, "Quizbot"));
  }

  FakeDiscord discord() {
    return discord;
  }

  /** A text channel named "quiz" in the guild. */
  FakeChannel createQuizChannel() {
    return discord.createTextChannel(guild, "quiz");
  }

  FakeUser createMember(String username) {
    return discord.createMember(guild, username);
  }

  /** The bot's whole environment for a working start here; a test may change or add entries. */
  Map<String, String> environment() {
    return environment(token, discord.apiUrl(), discord.gatewayUrl(), database);
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
    try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + database);
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

  @Override
  public void close() {
    discord.close();
  }
}
