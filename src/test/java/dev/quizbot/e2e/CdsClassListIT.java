package dev.quizbot.e2e;

import static org.assertj.core.api.Assertions.assertThat;

import dev.quizbot.bench.suite.CdsClassList;
import java.nio.file.Files;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The committed class list ({@code src/main/cds/quizbot.classlist}) keeps up with the code. The
 * launcher and the Dockerfile build the class-data sharing archive from it; a class the bot loads
 * at start-up but the list lacks is read and verified from the jar at every start, which is how the
 * start-up figure (P3, target under 1 s) slipped from 804 ms to 1,019 ms once already, silently.
 */
final class CdsClassListIT {
  // Libraries may load a few classes on timing-dependent paths; a new dependency or start-up code
  // shows as far more than this. The JDK's own classes are left out: they differ between JDK
  // builds.
  private static final double LIBRARY_CLASSES_MISSING_AT_MOST = 0.01;

  @Test
  @DisplayName("every Quizbot class and nearly every library class loaded until ready is listed")
  void classListCoversStartup() throws Exception {
    // GIVEN the committed list
    List<String> committed = Files.readAllLines(CdsClassList.FILE);
    Set<String> listed = CdsClassList.classNames(committed);

    // WHEN the packaged bot starts against the fake Discord, becomes ready and stops, recording
    // the classes it loads exactly as the list's recorder does
    List<String> recorded = CdsClassList.record();
    Set<String> loaded = outsideTheJdk(CdsClassList.classNames(recorded));

    // THEN the list holds every class of ours and all but a few of the libraries'
    Set<String> missing = new TreeSet<>(loaded);
    missing.removeAll(listed);
    String advice =
        "%d of the %d non-JDK classes the bot loads until ready are missing from %s, so the"
            + " class-data sharing archive leaves them out and start-up slows; re-record it: %s"
            + "%nmissing: %s";
    Object[] values = {
      missing.size(), loaded.size(), CdsClassList.FILE, CdsClassList.RECORD_COMMAND, missing
    };
    assertThat(loaded).as("classes recorded from the bot").contains("dev/quizbot/Main");
    assertThat(missing.stream().filter(name -> name.startsWith("dev/quizbot/")).toList())
        .as(advice, values)
        .isEmpty();
    assertThat(missing.size())
        .as(advice, values)
        .isLessThanOrEqualTo((int) (loaded.size() * LIBRARY_CLASSES_MISSING_AT_MOST));
    // ... and every lambda shape of ours (a lambda's name changes when its class gains one)
    Set<String> lambdasMissing = ourLambdas(recorded);
    lambdasMissing.removeAll(ourLambdas(committed));
    assertThat(lambdasMissing)
        .as(
            "lambda shapes of ours missing from %s; re-record it: %s",
            CdsClassList.FILE, CdsClassList.RECORD_COMMAND)
        .isEmpty();
  }

  private static Set<String> ourLambdas(List<String> lines) {
    Set<String> lambdas = new TreeSet<>();
    for (String line : lines) {
      if (line.startsWith("@lambda-proxy dev/quizbot/")) {
        lambdas.add(line.strip());
      }
    }
    return lambdas;
  }

  private static Set<String> outsideTheJdk(Set<String> names) {
    List<String> jdk = List.of("java/", "javax/", "jdk/", "sun/", "com/sun/");
    Set<String> outside = new TreeSet<>();
    for (String name : names) {
      if (jdk.stream().noneMatch(name::startsWith)) {
        outside.add(name);
      }
    }
    return outside;
  }
}
