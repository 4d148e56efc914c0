package dev.quizbot.build;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.core.Version;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Issue 28: the versions that resolve on the class path, not the ones the pom hopes for. */
final class DependencyVersionsTest {

  @Test
  @DisplayName("jackson-core, databind and yaml resolve to one Jackson version (the BOM)")
  void oneJacksonVersion() {
    Version core = com.fasterxml.jackson.core.json.PackageVersion.VERSION;
    Version databind = com.fasterxml.jackson.databind.cfg.PackageVersion.VERSION;
    Version yaml = com.fasterxml.jackson.dataformat.yaml.PackageVersion.VERSION;
    assertThat(databind.toString()).isEqualTo(core.toString());
    assertThat(yaml.toString()).isEqualTo(core.toString());
  }

  @Test
  @DisplayName("pgjdbc is at least 42.7.14, its latest patch release")
  void pgjdbcPatched() {
    int[] v =
        java.util.Arrays.stream(org.postgresql.util.DriverInfo.DRIVER_VERSION.split("\\."))
            .mapToInt(Integer::parseInt)
            .toArray();
    assertThat(v[0] * 1_000_000 + v[1] * 1_000 + v[2]).isGreaterThanOrEqualTo(42_007_014);
  }
}
