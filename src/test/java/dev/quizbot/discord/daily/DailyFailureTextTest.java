package dev.quizbot.discord.daily;

import static org.assertj.core.api.Assertions.assertThat;

import dev.quizbot.daily.PostFailure;
import dev.quizbot.i18n.Texts;
import dev.quizbot.round.StartRefusal;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import net.dv8tion.jda.api.Permission;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

final class DailyFailureTextTest {
  private static final Texts DE = Texts.of(Locale.GERMAN);
  private static final Texts JA = Texts.of(Locale.JAPANESE);

  @Test
  @DisplayName("a failure survives storage: kind and arguments decode from the stored text")
  void storedAndDecoded() {
    PostFailure failure =
        DailyFailureText.missing(
            "quiz-kanal", List.of(Permission.MESSAGE_ADD_REACTION, Permission.MESSAGE_HISTORY));

    Optional<PostFailure> decoded = PostFailure.decode(failure.encode());

    assertThat(decoded).contains(failure);
    assertThat(PostFailure.decode("channel 1 no longer exists")).isEmpty();
  }

  @Test
  @DisplayName("missing permissions are named as the reader's Discord client names them")
  void missingPermissionsInGerman() {
    PostFailure failure =
        PostFailure.decode(
                DailyFailureText.missing("quiz-kanal", List.of(Permission.MESSAGE_ADD_REACTION))
                    .encode())
            .orElseThrow();

    String text = DailyFailureText.of(failure, DE);

    assertThat(text)
        .contains(DE.get("permission.addReactions"))
        .contains("#quiz-kanal")
        .doesNotContain("Add Reactions");
  }

  @Test
  @DisplayName("a refused round start is worded in the reader's language, not English")
  void refusedStartInTheReadersLanguage() {
    PostFailure window =
        DailyFailureText.refused(
            new StartRefusal.WindowOutOfRange(
                Duration.ofHours(2), Duration.ofSeconds(10), Duration.ofHours(1)));
    PostFailure gone = DailyFailureText.refused(new StartRefusal.QuestionGone("q-9"));

    assertThat(DailyFailureText.of(window, JA)).contains("回答時間").contains("7,200");
    assertThat(DailyFailureText.of(gone, DE)).contains("`q-9`").doesNotContain("no longer");
  }

  @Test
  @DisplayName("a cause stored before kinds existed is shown as it is; Discord's raw text too")
  void olderTextsAndRawErrorsVerbatim() {
    assertThat(DailyFailureText.stored(Optional.of("an old English cause"), DE))
        .isEqualTo("an old English cause");
    PostFailure refused = PostFailure.of(PostFailure.Kind.DISCORD_REFUSED, "Missing Access");
    assertThat(DailyFailureText.stored(Optional.of(refused.encode()), DE))
        .contains("Discord hat den Beitrag abgelehnt")
        .contains("Missing Access");
  }
}
