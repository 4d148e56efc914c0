package dev.quizbot.memberdata;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.quizbot.storage.Database;
import java.io.ByteArrayOutputStream;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.ResultSetMetaData;
import java.sql.SQLException;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Collectors;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Export then erasure on a real database, checked against the database's own catalogue ({@code
 * sqlite_master} and {@code pragma table_info} on SQLite, {@code information_schema} on
 * PostgreSQL): {@link MemberDataSqliteTest} and {@link MemberDataPostgresTest} run it.
 */
abstract class MemberDataContract {
  /** A terminal learner (negative id): the one member with a row in every table. */
  static final long LEARNER = -7_000_000_000_000_000_123L;

  static final long ALICE = 700_000_000_000_000_001L;
  static final long BOB = 700_000_000_000_000_002L;

  private static final ObjectMapper JSON = new ObjectMapper();

  Database db;
  final Clock clock = Clock.fixed(Instant.parse("2026-12-06T06:00:00Z"), ZoneOffset.UTC);

  abstract Database openDatabase();

  @BeforeEach
  void open() {
    db = openDatabase();
  }

  @AfterEach
  void close() {
    db.close();
  }

  @ParameterizedTest(name = "member {0}")
  @ValueSource(longs = {LEARNER, ALICE})
  @DisplayName(
      "export holds every row of the member; after erasure no column of any table holds the id,"
          + " and another member's rows are untouched")
  void exportThenErase(long member) throws Exception {
    // GIVEN the member and bob each with rows in every table that holds a member's id
    Map<String, Long> seeded;
    try (Connection c = db.connection()) {
      seeded = new MemberDataSeed(c).member(member, 1).rows();
      new MemberDataSeed(c).member(BOB, 2);
    }
    Set<String> expectedTables =
        MemberTables.MEMBER.stream()
            .map(MemberTable::name)
            .filter(t -> member < 0 || !t.equals("practice_learners"))
            .collect(Collectors.toSet());
    assertThat(seeded.keySet()).as("the seed covers every member table").isEqualTo(expectedTables);
    Map<String, List<Map<String, String>>> stored = memberRows(member);
    String bobBefore = exportText(BOB);

    // WHEN the member's data is exported
    JsonNode export = JSON.readTree(exportText(member));

    // THEN it holds every stored row of every table, value for value
    assertThat(export.path("format").asText()).isEqualTo(MemberDataExport.FORMAT);
    assertThat(export.path("member_id").asLong()).isEqualTo(member);
    for (MemberTable table : MemberTables.MEMBER) {
      List<Map<String, String>> exported = new ArrayList<>();
      export.path("tables").path(table.name()).forEach(row -> exported.add(normalised(row)));
      assertThat(exported)
          .as(table.name())
          .hasSize(seeded.getOrDefault(table.name(), 0L).intValue())
          .containsExactlyInAnyOrderElementsOf(stored.get(table.name()));
    }
    assertThat(export.path("rows").asLong())
        .isEqualTo(seeded.values().stream().mapToLong(Long::longValue).sum());

    // WHEN it is erased
    MemberDataEraser eraser = new MemberDataEraser(db);
    Map<String, Long> erased = eraser.erase(member);

    // THEN every seeded row was changed, and no column of any table holds the member's id
    assertThat(erased.values().stream().mapToLong(Long::longValue).sum())
        .isEqualTo(seeded.values().stream().mapToLong(Long::longValue).sum());
    assertThat(columnsHolding(member)).isEmpty();
    Map<String, Long> left = eraser.count(member);
    assertThat(left.keySet()).isEqualTo(erased.keySet());
    assertThat(left.values()).allMatch(n -> n == 0);
    // AND the server's rows the member changed stay, without them
    assertThat(count("SELECT COUNT(*) FROM daily_schedules WHERE updated_by = 0")).isEqualTo(1);
    assertThat(count("SELECT COUNT(*) FROM server_decks WHERE uploaded_by = 0")).isEqualTo(1);
    // AND the shared score bucket counts only bob now
    assertThat(count("SELECT members FROM leaderboard_score_counts")).isEqualTo(1);
    // AND bob's rows are exactly as before
    assertThat(exportText(BOB)).isEqualTo(bobBefore);
    assertThat(columnsHolding(BOB)).isNotEmpty();

    // WHEN the erasure runs again (a second press of the same button)
    // THEN it finds nothing
    Map<String, Long> again = eraser.erase(member);
    assertThat(again.keySet()).isEqualTo(erased.keySet()); // every table looked at, none empty
    assertThat(again.values()).allMatch(n -> n == 0);
  }

  @org.junit.jupiter.api.Test
  @DisplayName(
      "every table of the catalogue is named in MemberTables, and every member-looking column of"
          + " it is a member column or explained")
  void catalogueIsCovered() throws SQLException {
    Map<String, List<String>> catalogue = catalogue();
    Set<String> named = new HashSet<>(MemberTables.NO_MEMBER_DATA.keySet());
    MemberTables.MEMBER.forEach(t -> named.add(t.name()));
    List<String> unnamed = catalogue.keySet().stream().filter(t -> !named.contains(t)).toList();
    assertThat(unnamed)
        .as(
            "tables neither in MemberTables.MEMBER nor in NO_MEMBER_DATA: add each to one of"
                + " them (and to the privacy section of docs/members.md)")
        .isEmpty();
    List<String> unexplained = new ArrayList<>();
    for (Map.Entry<String, List<String>> table : catalogue.entrySet()) {
      List<String> memberColumns =
          MemberTables.MEMBER.stream()
              .filter(t -> t.name().equals(table.getKey()))
              .flatMap(t -> t.memberColumns().stream())
              .toList();
      for (String column : table.getValue()) {
        String qualified = table.getKey() + "." + column;
        if (MemberTables.looksLikeMember(column)
            && !memberColumns.contains(column)
            && !MemberTables.NOT_MEMBER_COLUMNS.containsKey(qualified)) {
          unexplained.add(qualified);
        }
      }
    }
    assertThat(unexplained)
        .as(
            "member-looking columns not in a MemberTable's memberColumns nor in"
                + " NOT_MEMBER_COLUMNS")
        .isEmpty();
    // and every table the list names as the member's exists (no stale names)
    assertThat(catalogue.keySet())
        .containsAll(MemberTables.MEMBER.stream().map(MemberTable::name).toList());
  }

  @org.junit.jupiter.api.Test
  @DisplayName(
      "a member's export holds her own part of rows she shares with another member: his id shows"
          + " as another member, his question's texts and his credit in her deck are left out")
  void exportLeavesOutAnotherMembersPart() throws Exception {
    // GIVEN bob's suggestion that alice reviewed, alice's that bob reviewed, and a deck alice
    // uploaded that credits both of them
    try (Connection c = db.connection()) {
      new MemberDataSeed(c).member(ALICE, 1);
      new MemberDataSeed(c).member(BOB, 2);
      suggestion(c, 71, BOB, "Bob's secret question?", ALICE, "too close to q-7");
      suggestion(c, 72, ALICE, "Alice's own question?", BOB, "needs a source");
      try (PreparedStatement ps =
          c.prepareStatement("UPDATE server_decks SET yaml = ? WHERE uploaded_by = ?")) {
        ps.setString(
            1,
            "questions:\n- id: q-a\n  source: suggested-by:"
                + ALICE
                + "\n- id: q-b\n  prompt: Bob's approved question?\n  source: \"suggested-by:"
                + BOB
                + "\"\n");
        ps.setLong(2, ALICE);
        ps.executeUpdate();
      }
    }

    // WHEN alice exports her data
    String text = exportText(ALICE);
    JsonNode tables = JSON.readTree(text).path("tables");

    // THEN nothing of bob's is in it: not his id, not his question
    assertThat(text)
        .doesNotContain(Long.toString(BOB), "Bob's secret question?", "Bob's approved question?");
    JsonNode reviewed = row(tables.path("question_suggestions"), 71);
    assertThat(reviewed.path("author_id").asText()).isEqualTo("another member");
    assertThat(reviewed.path("reviewer_id").asLong()).isEqualTo(ALICE);
    assertThat(reviewed.path("reason").asText()).isEqualTo("too close to q-7");
    assertThat(reviewed.has("prompt")).isFalse();
    assertThat(reviewed.has("correct_answer")).isFalse();
    assertThat(reviewed.path("state").asText()).isEqualTo("rejected");
    // AND of her own suggestion she gets everything, with the reviewer masked
    JsonNode own = row(tables.path("question_suggestions"), 72);
    assertThat(own.path("prompt").asText()).isEqualTo("Alice's own question?");
    assertThat(own.path("reason").asText()).isEqualTo("needs a source");
    assertThat(own.path("reviewer_id").asText()).isEqualTo("another member");
    // AND her deck keeps her own credit and masks his
    // AND the deck she uploaded holds bob's question: left out, saying where hers are
    assertThat(tables.path("server_decks").get(0).path("yaml").asText())
        .isEqualTo(MemberDataExport.OTHERS_QUESTIONS);
  }

  @org.junit.jupiter.api.Test
  @DisplayName(
      "erasure reports as many rows as the count before it, also for a suggestion the member both"
          + " wrote and reviewed")
  void erasureCountsRowsAsTheCountDoes() throws Exception {
    try (Connection c = db.connection()) {
      new MemberDataSeed(c).member(ALICE, 1);
      suggestion(c, 73, ALICE, "Reviewed by its own author?", ALICE, "fine");
    }
    MemberDataEraser eraser = new MemberDataEraser(db);
    Map<String, Long> before = eraser.count(ALICE);

    Map<String, Long> erased = eraser.erase(ALICE);

    assertThat(erased).isEqualTo(before);
    assertThat(erased.get("question_suggestions")).isEqualTo(2);
  }

  private static void suggestion(
      Connection c, long id, long author, String prompt, long reviewer, String reason)
      throws SQLException {
    try (PreparedStatement ps =
        c.prepareStatement(
            "INSERT INTO question_suggestions (id, guild_id, author_id, deck_id, topic, prompt,"
                + " correct_answer, wrong_answers, explanation, reference, state, created_at,"
                + " reviewer_id, reviewed_at, reason, edited_by) VALUES (?, 5, ?, 'members',"
                + " 'nccl', ?, 'right', 'wrong', 'because', 'a book', 'rejected', 1, ?, 2, ?,"
                + " NULL)")) {
      ps.setLong(1, id);
      ps.setLong(2, author);
      ps.setString(3, prompt);
      ps.setLong(4, reviewer);
      ps.setString(5, reason);
      ps.executeUpdate();
    }
  }

  private static JsonNode row(JsonNode rows, long id) {
    for (JsonNode row : rows) {
      if (row.path("id").asLong() == id) {
        return row;
      }
    }
    throw new AssertionError("no row " + id + " in " + rows);
  }

  // ---- helpers ---------------------------------------------------------------------------

  private String exportText(long member) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    new MemberDataExport(db, clock).write(member, out);
    return out.toString(java.nio.charset.StandardCharsets.UTF_8);
  }

  /** The member's stored rows per table, read with the test's own queries. */
  private Map<String, List<Map<String, String>>> memberRows(long member) throws SQLException {
    Map<String, List<Map<String, String>>> all = new TreeMap<>();
    try (Connection c = db.connection()) {
      for (MemberTable table : MemberTables.MEMBER) {
        String where =
            table.memberColumns().isEmpty()
                ? "exam_id IN (SELECT exam_id FROM exams WHERE user_id = ?)"
                : String.join(" = ? OR ", table.memberColumns()) + " = ?";
        List<Map<String, String>> rows = new ArrayList<>();
        try (PreparedStatement ps =
            c.prepareStatement("SELECT * FROM " + table.name() + " WHERE " + where)) {
          for (int i = 1; i <= Math.max(1, table.memberColumns().size()); i++) {
            ps.setLong(i, member);
          }
          try (ResultSet rs = ps.executeQuery()) {
            ResultSetMetaData meta = rs.getMetaData();
            while (rs.next()) {
              Map<String, String> row = new TreeMap<>();
              for (int i = 1; i <= meta.getColumnCount(); i++) {
                row.put(meta.getColumnLabel(i).toLowerCase(Locale.ROOT), text(rs.getObject(i)));
              }
              rows.add(row);
            }
          }
        }
        all.put(table.name(), rows);
      }
    }
    return all;
  }

  private static String text(Object value) {
    if (value == null) {
      return "null";
    }
    if (value instanceof Number n) {
      return new java.math.BigDecimal(n.toString()).stripTrailingZeros().toPlainString();
    }
    return value.toString();
  }

  private static Map<String, String> normalised(JsonNode row) {
    Map<String, String> out = new TreeMap<>();
    row.fields()
        .forEachRemaining(
            f -> {
              JsonNode v = f.getValue();
              out.put(
                  f.getKey(),
                  v.isNull()
                      ? "null"
                      : v.isNumber()
                          ? v.decimalValue().stripTrailingZeros().toPlainString()
                          : v.asText());
            });
    return out;
  }

  /** Table to column names, from the database's own catalogue. */
  private Map<String, List<String>> catalogue() throws SQLException {
    Map<String, List<String>> tables = new TreeMap<>();
    try (Connection c = db.connection()) {
      if (db.dialect() == Database.Dialect.SQLITE) {
        List<String> names = new ArrayList<>();
        try (PreparedStatement ps =
                c.prepareStatement(
                    "SELECT name FROM sqlite_master WHERE type = 'table'"
                        + " AND name NOT LIKE 'sqlite_%'");
            ResultSet rs = ps.executeQuery()) {
          while (rs.next()) {
            names.add(rs.getString(1));
          }
        }
        for (String name : names) {
          List<String> columns = new ArrayList<>();
          try (PreparedStatement ps = c.prepareStatement("SELECT name FROM pragma_table_info(?)")) {
            ps.setString(1, name);
            try (ResultSet rs = ps.executeQuery()) {
              while (rs.next()) {
                columns.add(rs.getString(1));
              }
            }
          }
          tables.put(name, columns);
        }
      } else {
        try (PreparedStatement ps =
                c.prepareStatement(
                    "SELECT c.table_name, c.column_name FROM information_schema.columns c"
                        + " JOIN information_schema.tables t ON t.table_schema = c.table_schema"
                        + " AND t.table_name = c.table_name"
                        + " WHERE c.table_schema = current_schema() AND t.table_type = 'BASE TABLE'"
                        + " ORDER BY c.table_name, c.ordinal_position");
            ResultSet rs = ps.executeQuery()) {
          while (rs.next()) {
            tables.computeIfAbsent(rs.getString(1), t -> new ArrayList<>()).add(rs.getString(2));
          }
        }
      }
    }
    return tables;
  }

  /** Every {@code table.column} of the catalogue holding {@code id} in any row. */
  private List<String> columnsHolding(long id) throws SQLException {
    List<String> found = new ArrayList<>();
    try (Connection c = db.connection()) {
      for (Map.Entry<String, List<String>> table : catalogue().entrySet()) {
        for (String column : table.getValue()) {
          try (PreparedStatement ps =
              c.prepareStatement(
                  "SELECT COUNT(*) FROM "
                      + table.getKey()
                      + " WHERE CAST("
                      + column
                      + " AS VARCHAR(40)) = ?")) {
            ps.setString(1, Long.toString(id));
            try (ResultSet rs = ps.executeQuery()) {
              rs.next();
              if (rs.getLong(1) > 0) {
                found.add(table.getKey() + "." + column);
              }
            }
          }
        }
      }
    }
    return found;
  }

  private long count(String sql) throws SQLException {
    try (Connection c = db.connection();
        PreparedStatement ps = c.prepareStatement(sql);
        ResultSet rs = ps.executeQuery()) {
      rs.next();
      return rs.getLong(1);
    }
  }
}
