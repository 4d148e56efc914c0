package dev.quizbot.storage;

import javax.sql.DataSource;

/** Applies this version's bundled migrations to a database a tool opened itself. */
public final class Migrations {
  private Migrations() {}

  public static void apply(DataSource dataSource) {
    new SchemaMigrator(MigrationIndex.bundled()).migrate(dataSource);
  }
}
