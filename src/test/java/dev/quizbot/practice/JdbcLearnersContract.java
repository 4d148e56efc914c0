package dev.quizbot.practice;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.quizbot.storage.Database;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The learners of {@code quizbot practice} on a real database (SQLite, PostgreSQL). */
abstract class JdbcLearnersContract {
  private static final Clock CLOCK =
      Clock.fixed(Instant.parse("2026-03-01T10:00:00Z"), ZoneOffset.UTC);

  /** A new, empty, migrated database. */
  abstract Database openDatabase();

  @Test
  @DisplayName("A name gets a negative id once and keeps it; another name gets the next one down")
  void negativeStableIds() {
    try (Database db = openDatabase()) {
      JdbcLearners learners = new JdbcLearners(db, CLOCK);

      long ada = learners.idOf("ada");
      long bob = learners.idOf("bob");

      assertThat(ada).isEqualTo(-1);
      assertThat(bob).isEqualTo(-2);
      assertThat(learners.idOf("  ada ")).isEqualTo(ada);
      assertThat(new JdbcLearners(db, CLOCK).idOf("bob")).isEqualTo(bob);
      assertThat(learners.idOf("Ada")).isEqualTo(-3); // names are exact
    }
  }

  @Test
  @DisplayName("The table refuses a positive (Discord) id whatever writes it")
  void positiveIdRefused() throws SQLException {
    try (Database db = openDatabase();
        Connection c = db.connection();
        Statement st = c.createStatement()) {
      assertThatThrownBy(
              () ->
                  st.executeUpdate(
                      "INSERT INTO practice_learners (name, user_id, created_at)"
                          + " VALUES ('mallory', 123456789012345678, 0)"))
          .isInstanceOf(SQLException.class)
          .satisfies(e -> assertThat(e.getMessage().toLowerCase()).contains("check"));
    }
  }

  @Test
  @DisplayName("Names: trimmed, 1 to 64 characters, no control characters")
  void names() {
    assertThat(Learners.normalise(" ada ")).isEqualTo("ada");
    assertThat(Learners.normalise("")).isNull();
    assertThat(Learners.normalise("   ")).isNull();
    assertThat(Learners.normalise("a\tb")).isNull();
    assertThat(Learners.normalise("x".repeat(64))).hasSize(64);
    assertThat(Learners.normalise("x".repeat(65))).isNull();
    assertThat(Learners.normalise(null)).isNull();
  }
}
