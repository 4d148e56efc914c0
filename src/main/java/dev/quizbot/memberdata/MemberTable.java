package dev.quizbot.memberdata;

import java.util.List;
import java.util.Map;

/**
 * One table that holds a member's data.
 *
 * @param name the table
 * @param memberColumns the columns that hold the member's id (empty for a table reached through its
 *     parent, such as an exam's questions)
 * @param rows the SQL condition that selects the member's rows; every {@code ?} is the member's id
 *     (e.g. {@code author_id = ? OR reviewer_id = ?} for a table with two member columns)
 * @param erasure what the erasure does with those rows
 * @param what what the rows are, in a few words (the docs' table list)
 * @param shared what of the member's rows is another member's (the export leaves it out or masks
 *     it)
 */
public record MemberTable(
    String name,
    List<String> memberColumns,
    String rows,
    Erasure erasure,
    String what,
    Shared shared) {

  /**
   * What of a row is another member's, left out of or masked in this member's export. A member
   * column holding another member's id is always exported as {@link #ANOTHER_MEMBER}.
   *
   * @param writtenBy a column another member may have written, to the member columns whose member
   *     sees it (e.g. a suggestion's prompt: its author): left out of the export of anyone else
   * @param credits text columns crediting members as {@code suggested-by:ID} (a deck's YAML): other
   *     members' ids in them are masked
   */
  public record Shared(Map<String, List<String>> writtenBy, List<String> credits) {
    public static final Shared NONE = new Shared(Map.of(), List.of());

    public Shared {
      writtenBy = Map.copyOf(writtenBy);
      credits = List.copyOf(credits);
    }
  }

  /** How the export shows another member's id: it is theirs, not the exporting member's. */
  public static final String ANOTHER_MEMBER = "another member";

  /** A table whose rows hold nothing of another member's. */
  public MemberTable(
      String name, List<String> memberColumns, String rows, Erasure erasure, String what) {
    this(name, memberColumns, rows, erasure, what, Shared.NONE);
  }

  /** What happens to the member's rows of a table on erasure. */
  public enum Erasure {
    /** The rows are deleted. */
    DELETE,
    /**
     * The rows belong to a server and stay; in each member column that holds the member's id, it is
     * replaced by {@code 0} (nobody), and other members' ids stay. Exported all the same.
     */
    ANONYMISE
  }

  public MemberTable {
    memberColumns = List.copyOf(memberColumns);
  }

  /** The same table with {@code shared} as what of its rows is another member's. */
  MemberTable sharing(Shared shared) {
    return new MemberTable(name, memberColumns, rows, erasure, what, shared);
  }

  /** Binds the member's id to every {@code ?} of {@link #rows}. */
  void bindRows(java.sql.PreparedStatement ps, long memberId) throws java.sql.SQLException {
    int marks = (int) rows.chars().filter(ch -> ch == '?').count();
    for (int i = 1; i <= marks; i++) {
      ps.setLong(i, memberId);
    }
  }

  /** A table whose {@code column} holds the member's id. */
  static MemberTable keyed(String name, String column, Erasure erasure, String what) {
    return new MemberTable(name, List.of(column), column + " = ?", erasure, what);
  }
}
