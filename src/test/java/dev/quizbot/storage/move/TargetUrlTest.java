package dev.quizbot.storage.move;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

final class TargetUrlTest {

  @Test
  @DisplayName("the driver's URL forms are targets: host and database, several hosts, localhost's")
  void usableForms() {
    assertThat(TargetUrl.problem("jdbc:postgresql://db.example:5432/quizbot")).isEmpty();
    assertThat(TargetUrl.problem("jdbc:postgresql://a:5432,b:5433/quizbot?ssl=true")).isEmpty();
    assertThat(TargetUrl.problem("jdbc:postgresql:quizbot")).isEmpty();
    assertThat(TargetUrl.problem("jdbc:postgresql:quizbot?user=bot")).isEmpty();
  }

  @Test
  @DisplayName("a password is masked in a URL and in user:secret@host form")
  void redacts() {
    assertThat(TargetUrl.redact("jdbc:postgresql://db/x?user=u&password=s3cret&ssl=true"))
        .isEqualTo("jdbc:postgresql://db/x?user=u&password=***&ssl=true");
    assertThat(TargetUrl.redact("jdbc:postgresql://admin:s3cret@db/x"))
        .isEqualTo("jdbc:postgresql://admin:***@db/x");
  }
}
