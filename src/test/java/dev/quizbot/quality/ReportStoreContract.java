package dev.quizbot.quality;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.quizbot.storage.Database;
import java.time.Instant;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * {@link JdbcReportStore} on a real database: {@link ReportStoreSqliteTest} runs these on a SQLite
 * file, {@link ReportStorePostgresTest} on PostgreSQL.
 */
abstract class ReportStoreContract {

  static final long ALICE = 400_000_000_000_000_001L;
  static final long BOB = 400_000_000_000_000_002L;
  static final long GUILD = 500_000_000_000_000_001L;
  static final Instant T0 = Instant.parse("2025-04-01T10:00:00Z");
  static final String HASH_V1 = "a".repeat(64);
  static final String HASH_V2 = "b".repeat(64);

  Database db;
  ReportStore store;

  abstract Database openDatabase();

  @BeforeEach
  void open() {
    db = openDatabase();
    store = new JdbcReportStore(db.dataSource());
  }

  @AfterEach
  void close() {
    db.close();
  }

  static QuestionReport report(long member, String hash, Long guild, String picked) {
    return new QuestionReport(
        member, "q-1", hash, guild, picked, ReportReason.WRONG_KEY, "B is right, see §3", T0);
  }

  @Test
  @DisplayName("a first report is stored with every field, a DM report without a server")
  void storesEveryField() {
    // GIVEN a report from a server and one from a DM, without a picked choice or a note
    QuestionReport fromServer = report(ALICE, HASH_V1, GUILD, "Tensor parallelism");
    QuestionReport fromDm =
        new QuestionReport(BOB, "q-1", HASH_V1, null, null, ReportReason.TYPO, null, T0);

    // WHEN both are added
    // THEN both are stored and read back unchanged
    assertThat(store.add(fromServer)).isEqualTo(ReportOutcome.STORED);
    assertThat(store.add(fromDm)).isEqualTo(ReportOutcome.STORED);
    assertThat(store.all()).containsExactlyInAnyOrder(fromServer, fromDm);
  }

  @Test
  @DisplayName("a second report of the same version by the same member is already noted")
  void secondReportOfSameVersionIsAlreadyNoted() {
    // GIVEN Alice reported version 1
    store.add(report(ALICE, HASH_V1, GUILD, "A"));

    // WHEN she reports it again, with another reason and choice
    ReportOutcome again =
        store.add(
            new QuestionReport(ALICE, "q-1", HASH_V1, GUILD, "B", ReportReason.OTHER, "x", T0));

    // THEN nothing is stored and the first report is kept as it was
    assertThat(again).isEqualTo(ReportOutcome.ALREADY_NOTED);
    assertThat(store.all()).containsExactly(report(ALICE, HASH_V1, GUILD, "A"));
  }

  @Test
  @DisplayName("a report of a new version, or by another member, is stored")
  void newVersionOrOtherMemberIsStored() {
    // GIVEN Alice reported version 1
    store.add(report(ALICE, HASH_V1, GUILD, "A"));

    // WHEN she reports version 2 and Bob reports version 1
    // THEN both are stored
    assertThat(store.add(report(ALICE, HASH_V2, GUILD, "A"))).isEqualTo(ReportOutcome.STORED);
    assertThat(store.add(report(BOB, HASH_V1, GUILD, "A"))).isEqualTo(ReportOutcome.STORED);
    assertThat(store.all()).hasSize(3);
  }

  @Test
  @DisplayName("a note of 1000 characters is stored, a longer one is refused before the database")
  void noteLength() {
    // GIVEN a note of exactly the maximum length
    String longest = "é".repeat(QuestionReport.MAX_NOTE);
    QuestionReport report =
        new QuestionReport(ALICE, "q-1", HASH_V1, GUILD, null, ReportReason.OTHER, longest, T0);

    // WHEN it is added THEN it comes back whole; one character more is refused
    assertThat(store.add(report)).isEqualTo(ReportOutcome.STORED);
    assertThat(store.all().get(0).note()).isEqualTo(longest);
    assertThatThrownBy(
            () ->
                new QuestionReport(
                    ALICE, "q-1", HASH_V2, GUILD, null, ReportReason.OTHER, longest + "x", T0))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("at most 1000");
  }

  @Test
  @DisplayName("a note with U+0000 is stored without it (PostgreSQL refused the insert)")
  void noteWithNulIsCleaned() {
    QuestionReport withNul =
        new QuestionReport(
            ALICE, "q-1", HASH_V1, GUILD, null, ReportReason.OTHER, "bad\u0000key", T0);

    assertThat(store.add(withNul)).isEqualTo(ReportOutcome.STORED);
    assertThat(store.all()).singleElement().extracting(QuestionReport::note).isEqualTo("badkey");
  }

  @Test
  @DisplayName("a long note is cut at 1,000 characters, never between a surrogate pair's halves")
  void cutKeepsSurrogatePairs() {
    String note = QuestionReport.cleanNote("x".repeat(999) + "\uD83D\uDE42" + "tail");
    assertThat(note).hasSize(999).isEqualTo("x".repeat(999));
    String exact = QuestionReport.cleanNote("x".repeat(998) + "\uD83D\uDE42" + "tail");
    assertThat(exact).hasSize(1000).endsWith("\uD83D\uDE42");
    assertThat(QuestionReport.cleanNote(" \u0000 ")).isNull();
    assertThat(QuestionReport.cleanNote("a\u001b[31mred\u009b")).isEqualTo("a[31mred");
  }
}
