package dev.quizbot.image;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Issue 28: no token, password or database reaches the image. Docker has no engine here, so this
 * reads the build context as Docker would: the repository's files (plus the secrets a self-hoster
 * keeps beside them) through {@code .dockerignore}, and what the Dockerfile's COPY steps take.
 */
final class ImageContextTest {
  private static final Path ROOT = Path.of("").toAbsolutePath();

  private final DockerIgnore ignore;

  ImageContextTest() throws Exception {
    ignore = new DockerIgnore(Files.readString(ROOT.resolve(".dockerignore")));
  }

  @Test
  @DisplayName("the matcher follows Docker's rules: * stays in one folder, ** crosses them, ! wins")
  void matcherFollowsDocker() {
    DockerIgnore rules = new DockerIgnore("*.token\n**/*.env\ntarget/\n!target/keep\n/docs\n");
    assertThat(rules.excludes("bot.token")).isTrue();
    assertThat(rules.excludes("config/bot.token")).isFalse(); // the bug of the old file
    assertThat(rules.excludes("a/b/c.env")).isTrue();
    assertThat(rules.excludes("x.env")).isTrue();
    assertThat(rules.excludes("target/classes/A.class")).isTrue();
    assertThat(rules.excludes("target/keep")).isFalse();
    assertThat(rules.excludes("docs/a.md")).isTrue();
    assertThat(rules.excludes("src/docs/a.md")).isFalse();
  }

  @Test
  @DisplayName("tokens, .env files, settings and databases anywhere are left out of the build")
  void secretsStayOut() {
    for (String secret :
        List.of(
            "config/bot.token",
            ".token",
            "bot.token",
            ".env",
            "config/.env",
            "src/main/resources/.env",
            "questions/.env.local",
            "config/quizbot.yaml",
            "data/quizbot.db",
            "data/quizbot.db-wal",
            "questions/stats.db",
            "short",
            "quizbot.db",
            "target/quizbot.jar",
            ".git/config")) {
      assertThat(ignore.excludes(secret)).as(secret).isTrue();
    }
  }

  @Test
  @DisplayName("every file the Dockerfile copies from the context reaches the build")
  void whatTheImageNeedsIsIn() throws Exception {
    List<String> copied = copySources(Files.readString(ROOT.resolve("Dockerfile")));
    assertThat(copied).contains("src/", "questions/", "config/jvm.options", "pom.xml");
    for (String source : copied) {
      Path path = ROOT.resolve(source);
      assertThat(path).as(source).exists();
      List<String> files = filesUnder(path);
      assertThat(files).as(source).isNotEmpty();
      for (String file : files) {
        assertThat(ignore.excludes(file)).as("%s (copied by the Dockerfile)", file).isFalse();
      }
    }
  }

  /** The context paths of every {@code COPY} without {@code --from}. */
  private static List<String> copySources(String dockerfile) {
    List<String> sources = new ArrayList<>();
    Matcher m = Pattern.compile("(?m)^COPY\\s+(?!--from)(.+)$").matcher(dockerfile);
    while (m.find()) {
      String[] parts = m.group(1).trim().split("\\s+");
      for (int i = 0; i < parts.length - 1; i++) {
        sources.add(parts[i].replaceFirst("^\\./", ""));
      }
    }
    return sources;
  }

  private static List<String> filesUnder(Path path) throws Exception {
    try (Stream<Path> walk = Files.walk(path)) {
      return walk.filter(Files::isRegularFile)
          .map(p -> ROOT.relativize(p).toString().replace('\\', '/'))
          .toList();
    }
  }
}
