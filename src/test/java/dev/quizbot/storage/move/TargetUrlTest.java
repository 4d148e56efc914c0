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
    assertThat(TargetUrl.problem("jdbc:postgresql:///quizbot")).isEmpty();
    assertThat(TargetUrl.problem("jdbc:postgresql:///quizbot?user=bot")).isEmpty();
    assertThat(TargetUrl.problem("jdbc:postgresql:///"))
        .hasValueSatisfying(why -> assertThat(why).contains("it needs a host and a database name"));
    assertThat(TargetUrl.problem("jdbc:postgresql:////quizbot")).isPresent();
  }

  @Test
  @DisplayName("a password is masked in a URL and in user:secret@host form")
  void redacts() {
    assertThat(TargetUrl.redact("jdbc:postgresql://db/x?user=u&password=s3cret&ssl=true"))
        .isEqualTo("jdbc:postgresql://db/x?user=u&password=***&ssl=true");
    assertThat(TargetUrl.redact("jdbc:postgresql://admin:s3cret@db/x"))
        .isEqualTo("jdbc:postgresql://admin:***@db/x");
  }

  @Test
  @DisplayName(
      "a password's ';' and a secret's '@' do not end the mask: nothing of the secret is printed")
  void redactsWholeSecrets() {
    assertThat(TargetUrl.redact("jdbc:postgresql://db/x?password=se;cret&ssl=true"))
        .isEqualTo("jdbc:postgresql://db/x?password=***&ssl=true");
    assertThat(TargetUrl.redact("jdbc:postgresql://db/x?password=se;cret tail"))
        .isEqualTo("jdbc:postgresql://db/x?password=*** tail");
    assertThat(TargetUrl.redact("jdbc:postgresql://u:p@ss@host/db"))
        .isEqualTo("jdbc:postgresql://u:***@host/db");
    assertThat(TargetUrl.redact("cannot reach //u:p@s:s@host:5432/db?password=a;b@c"))
        .isEqualTo("cannot reach //u:***@host:5432/db?password=***");
  }

  @Test
  @DisplayName("without a password: the password= parameter and a user:secret@'s secret are gone")
  void withoutPassword() {
    assertThat(TargetUrl.withoutPassword("jdbc:postgresql://db/x?user=u&password=se;cret&ssl=true"))
        .isEqualTo("jdbc:postgresql://db/x?user=u&ssl=true");
    assertThat(TargetUrl.withoutPassword("jdbc:postgresql://db/x?password=s3cret"))
        .isEqualTo("jdbc:postgresql://db/x");
    assertThat(TargetUrl.withoutPassword("jdbc:postgresql://db/x?ssl=true&PASSWORD=s3cret"))
        .isEqualTo("jdbc:postgresql://db/x?ssl=true");
    assertThat(TargetUrl.withoutPassword("jdbc:postgresql://u:p@ss@host/db"))
        .isEqualTo("jdbc:postgresql://u@host/db");
    assertThat(TargetUrl.withoutPassword("jdbc:postgresql://db.example:5432/quizbot"))
        .isEqualTo("jdbc:postgresql://db.example:5432/quizbot");
  }
}
