/**
 * A member's own data (issue 28): everything the database stores under one member's id, gathered
 * for an export and erased on request. Plain Java and JDBC, no JDA.
 *
 * <p>{@link dev.quizbot.memberdata.MemberTables} is the one list of where a member's id is stored:
 * every table, with its member columns, is either the member's (exported, then deleted or
 * anonymised) or named as holding no member data, with the reason. A test reads the database's own
 * catalogue and fails for a table or a member-looking column this list does not name, so a table
 * added later is covered before it ships. {@link dev.quizbot.memberdata.MemberDataExport} writes
 * the member's rows as JSON, {@link dev.quizbot.memberdata.ExportFiles} fits them into files a chat
 * can carry, and {@link dev.quizbot.memberdata.MemberDataEraser} erases them in one transaction.
 */
package dev.quizbot.memberdata;
