package dev.quizbot.discord;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

final class ComponentIdTest {

  @Test
  @DisplayName("Every id grammar in use parses into its family and arguments, and encodes back")
  void oldIdsRoundTrip() {
    for (String id :
        List.of(
            "rv:123456789012345678:3:-",
            "rvhere:42",
            "rvreset:yes:42",
            "ex:a:9:0:2",
            "ex:g:9",
            "ex:ab:no:42",
            "rp:s:-:0123456789abcdef",
            "rpm:r:77:0123456789abcdef",
            "remind:snooze:2026-03-02")) {
      ComponentId parsed = ComponentId.parse(id).orElseThrow();
      assertThat(id).startsWith(parsed.family() + ":");
      assertThat(parsed.encode()).isEqualTo(id);
    }
    assertThat(ComponentId.parse("ex:ab:no:42").orElseThrow().args())
        .containsExactly("ab", "no", "42");
  }

  @Test
  @DisplayName(
      "An id over Discord's 100 characters, or an argument with a colon, fails at encoding")
  void limitCheckedWhenEncoding() {
    assertThat(ComponentId.of("x", "a".repeat(98)).encode()).hasSize(100);
    assertThatThrownBy(() -> ComponentId.of("x", "a".repeat(99)).encode())
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("101 characters");
    assertThatThrownBy(() -> ComponentId.of("x", "a:b").encode())
        .isInstanceOf(IllegalArgumentException.class);
    assertThat(ComponentId.parse("")).isEmpty();
    assertThat(ComponentId.parse(":x")).isEmpty();
  }
}
