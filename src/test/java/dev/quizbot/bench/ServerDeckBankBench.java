package dev.quizbot.bench;

import dev.quizbot.bank.BankLoader;
import dev.quizbot.bank.Deck;
import dev.quizbot.bank.Question;
import dev.quizbot.bank.QuestionBank;
import dev.quizbot.serverdeck.JdbcDeckStore;
import dev.quizbot.storage.Database;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

/**
 * What a server's bank costs per command: the decks' stamp query that tells whether the built bank
 * is current (run at most once a second per server), and a build after an upload, on a SQLite file.
 * Run: {@code ./mvnw -q -Pbench test-compile exec:java -Dbench=ServerDeckBankBench}.
 */
public final class ServerDeckBankBench {
  private ServerDeckBankBench() {}

  public static void main(String[] args) throws Exception {
    Path dir = Files.createTempDirectory("quizbot-bench-decks");
    QuestionBank shipped = new BankLoader().load(List.of(Path.of("questions"))).bank();
    try (Database db = Database.openSqlite(dir.resolve("quizbot.db"))) {
      JdbcDeckStore store = new JdbcDeckStore(db);
      List<Question> questions = new ArrayList<>();
      for (int i = 0; i < 2_000; i++) {
        questions.add(
            new Question(
                "club-q" + i,
                "club",
                "general",
                "Question " + i + "?",
                List.of("yes", "no"),
                0,
                "Because.",
                null,
                null,
                null));
      }
      store.save(1L, new Deck("club", "Club", "", null, questions), 7L, Instant.EPOCH);
      int runs = 20_000;
      for (long guild : new long[] {2L, 1L}) {
        for (int warm = 0; warm < runs; warm++) {
          store.stamp(guild);
        }
        long start = System.nanoTime();
        for (int i = 0; i < runs; i++) {
          store.stamp(guild);
        }
        System.out.printf(
            "stamp query, server with %s: %.1f µs%n",
            guild == 1L ? "a 2,000-question deck" : "no decks",
            (System.nanoTime() - start) / 1e3 / runs);
      }
      for (int i = 0; i < 5; i++) {
        long start = System.nanoTime();
        var banks = new dev.quizbot.serverdeck.ServerDeckBanks(() -> shipped, store);
        int size = banks.of(1L).size();
        System.out.printf(
            "bank built after an upload (%d questions): %.1f ms%n",
            size, (System.nanoTime() - start) / 1e6);
      }
    }
  }
}
