package dev.quizbot.storage;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import org.flywaydb.core.api.Location;
import org.flywaydb.core.api.ResourceProvider;
import org.flywaydb.core.api.resource.LoadableResource;
import org.flywaydb.core.internal.resource.classpath.ClassPathResource;

/**
 * Hands Flyway the migrations of the {@link MigrationIndex} so it does not scan the class path (the
 * whole jar) for them.
 */
final class IndexedMigrations implements ResourceProvider {
  private final Location location = new Location("classpath:" + MigrationIndex.FOLDER);
  private final ClassLoader loader = IndexedMigrations.class.getClassLoader();
  private final List<LoadableResource> resources = new ArrayList<>();

  IndexedMigrations(MigrationIndex index) {
    for (String file : index.files()) {
      resources.add(
          new ClassPathResource(
              location, MigrationIndex.FOLDER + "/" + file, loader, StandardCharsets.UTF_8));
    }
  }

  @Override
  public LoadableResource getResource(String name) {
    for (LoadableResource resource : resources) {
      if (resource.getRelativePath().equals(name) || resource.getFilename().equals(name)) {
        return resource;
      }
    }
    return null;
  }

  @Override
  public Collection<LoadableResource> getResources(String prefix, String[] suffixes) {
    List<LoadableResource> matching = new ArrayList<>();
    for (LoadableResource resource : resources) {
      String name = resource.getFilename();
      if (name.startsWith(prefix) && endsWithAny(name, suffixes)) {
        matching.add(resource);
      }
    }
    return matching;
  }

  private static boolean endsWithAny(String name, String[] suffixes) {
    for (String suffix : suffixes) {
      if (name.endsWith(suffix)) {
        return true;
      }
    }
    return false;
  }
}
