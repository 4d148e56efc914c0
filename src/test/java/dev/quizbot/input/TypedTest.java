package dev.quizbot.input;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

final class TypedTest {

  /** Code points of a string that are half of a surrogate pair (invalid text). */
  static long loneSurrogates(String s) {
    return s.codePoints()
        .filter(cp -> cp >= Character.MIN_SURROGATE && cp <= Character.MAX_SURROGATE)
        .count();
  }

  @Test
  @DisplayName("a short text is echoed as typed; a long one cut to 100 characters with …")
  void cutsLongText() {
    assertThat(Typed.echo("Europe/Berlin")).isEqualTo("Europe/Berlin");
    String echoed = Typed.echo("x".repeat(6000));
    assertThat(echoed).hasSize(Typed.ECHOED).endsWith("x…");
  }

  @Test
  @DisplayName("a cut never splits an emoji (a surrogate pair) in half")
  void keepsSurrogatePairs() {
    for (String prefix : new String[] {"", "a"}) {
      String echoed = Typed.echo(prefix + "🕐".repeat(3000));
      assertThat(echoed.length()).isLessThanOrEqualTo(Typed.ECHOED);
      assertThat(echoed).endsWith("🕐…");
      assertThat(loneSurrogates(echoed)).isZero();
    }
  }

  @Test
  @DisplayName("a text of exactly the limit is kept whole")
  void exactLimit() {
    assertThat(Typed.cut("🕐".repeat(1000), 2000)).isEqualTo("🕐".repeat(1000));
    assertThat(Typed.cut("🕐".repeat(1001), 2000)).hasSize(1999).endsWith("🕐…");
  }
}
