package dev.quizbot.memberdata;

import java.util.List;

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
 */
public record MemberTable(
    String name, List<String> memberColumns, String rows, Erasure erasure, String what) {

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
