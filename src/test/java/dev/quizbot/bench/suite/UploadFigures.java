package dev.quizbot.bench.suite;

import com.fasterxml.jackson.databind.JsonNode;
import dev.quizbot.bank.formats.ExportFormat;
import dev.quizbot.bench.ImportBench;
import dev.quizbot.fakediscord.FakeAttachment;
import dev.quizbot.fakediscord.FakeMessage;
import dev.quizbot.fakediscord.FakeUser;
import dev.quizbot.fakediscord.InteractionReply;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.BooleanSupplier;

/**
 * P17: {@code /bank upload} of a generated 2,000-question GIFT file, the bot a separate process
 * (the jar) against the fake Discord: the command acknowledged (Discord's 3 s), the summary shown
 * (downloaded from the fake CDN, read, checked), and the deck stored after the Confirm press.
 */
final class UploadFigures implements SuiteBenchmark {
  private static final int QUESTIONS = 2_000;
  private static final Duration WAIT = Duration.ofSeconds(30);

  @Override
  public String id() {
    return "P17";
  }

  @Override
  public List<Figure> run(Mode mode) throws Exception {
    Path dir = Files.createTempDirectory("quizbot-bench-upload");
    byte[] gift = Files.readAllBytes(ImportBench.generate(dir, ExportFormat.GIFT, QUESTIONS));
    int warmUp = 1;
    int measured = mode.pick(3, 5); // with the warm-up within the 10 decks a server may have
    List<Double> acked = new ArrayList<>();
    List<Double> summed = new ArrayList<>();
    List<Double> stored = new ArrayList<>();
    List<Double> total = new ArrayList<>();
    try (BotWorld world = new BotWorld(1, 1);
        BotProcess bot = BotProcess.start(world, JvmOptions.forBotWithArchive())) {
      FakeUser admin = world.fake.guildOwner(world.guild);
      for (int i = 0; i < warmUp + measured; i++) {
        // Each run its own deck and question ids: one id is one question in a server.
        byte[] deck =
            new String(gift, StandardCharsets.UTF_8)
                .replace("bench-import", "bench" + i)
                .getBytes(StandardCharsets.UTF_8);
        FakeAttachment file =
            world.fake.attach(world.channels.get(0), "bench-" + i + ".gift", deck, "text/plain");
        long start = System.nanoTime();
        InteractionReply reply =
            world.fake.invokeSlash(
                admin, world.channels.get(0), "bank", Map.of("upload", Map.of("file", file)), WAIT);
        reply.awaitAcknowledged(WAIT);
        long ack = System.nanoTime();
        FakeMessage summary = summary(reply);
        long shown = System.nanoTime();
        InteractionReply press =
            world.fake.pressButton(admin, summary, customId(summary, "Store deck"));
        press.awaitAcknowledged(WAIT);
        int decks = i + 1;
        try (Connection db =
            new org.sqlite.JDBC()
                .connect("jdbc:sqlite:" + bot.databaseFile(), new java.util.Properties())) {
          await(() -> count(db) >= decks, "deck " + decks + " stored");
        }
        long done = System.nanoTime();
        if (i >= warmUp) {
          acked.add((ack - start) / 1e6);
          summed.add((shown - start) / 1e6);
          stored.add((done - shown) / 1e6);
          total.add(((shown - start) + (done - shown)) / 1e6);
        }
      }
    }
    String note =
        gift.length / 1024
            + " KiB GIFT, "
            + QUESTIONS
            + " questions; bot JVM: "
            + JvmOptions.describe();
    return List.of(
        new Figure(
            "P17 ack",
            "/bank upload of a 2,000-question GIFT file: acknowledged (deferred)",
            "ms",
            acked,
            Target.atMost(3000),
            "Discord's 3 s",
            note),
        new Figure(
            "P17 summary",
            "same: downloaded from the CDN, read, checked, summary shown",
            "ms",
            summed,
            Target.none(),
            "",
            note),
        new Figure(
            "P17",
            "same: upload to summary plus Confirm to stored (the admin's reading time left out)",
            "ms",
            total,
            Target.atMost(5000),
            "",
            note + "; Confirm to stored alone: median " + Figure.format(median(stored)) + " ms"));
  }

  /** The summary: the reply, or the follow-up that replaces a deferral's "thinking…". */
  private static FakeMessage summary(InteractionReply reply) throws InterruptedException {
    FakeMessage[] found = new FakeMessage[1];
    await(
        () -> {
          List<FakeMessage> followUps = reply.followUps();
          if (!followUps.isEmpty()) {
            found[0] = followUps.get(followUps.size() - 1);
          } else if (!reply.deferred()) {
            try {
              found[0] = reply.message();
            } catch (AssertionError notYet) {
              return false;
            }
          }
          if (found[0] != null && found[0].buttonLabels().isEmpty()) {
            throw new IllegalStateException("the upload was refused: " + found[0].content());
          }
          return found[0] != null;
        },
        "the upload's summary");
    return found[0];
  }

  private static String customId(FakeMessage message, String label) {
    for (JsonNode row : message.components()) {
      for (JsonNode button : row.path("components")) {
        if (label.equals(button.path("label").asText())) {
          return button.path("custom_id").asText();
        }
      }
    }
    throw new IllegalStateException("no button " + label + " on " + message.content());
  }

  private static int count(Connection db) {
    try (Statement st = db.createStatement();
        ResultSet rs = st.executeQuery("SELECT count(*) FROM server_decks")) {
      rs.next();
      return rs.getInt(1);
    } catch (SQLException e) {
      return -1; // the bot may hold the write lock a moment
    }
  }

  private static double median(List<Double> values) {
    List<Double> sorted = values.stream().sorted().toList();
    return sorted.isEmpty() ? Double.NaN : sorted.get(sorted.size() / 2);
  }

  private static void await(BooleanSupplier condition, String what) throws InterruptedException {
    long deadline = System.nanoTime() + WAIT.toNanos();
    while (!condition.getAsBoolean()) {
      if (System.nanoTime() > deadline) {
        throw new IllegalStateException(what + ": not within " + WAIT);
      }
      Thread.sleep(5);
    }
  }
}
