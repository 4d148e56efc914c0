package dev.quizbot.discord.review;

import static org.assertj.core.api.Assertions.assertThat;

import dev.quizbot.discord.ComponentId;
import java.time.Duration;
import java.time.Instant;
import java.util.Arrays;
import java.util.Optional;
import java.util.OptionalInt;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

final class ButtonIdsTest {

  @Test
  @DisplayName("An answer button's custom_id round-trips and stays far under Discord's 100 chars")
  void answerRoundTrip() {
    String id = ButtonIds.answer(Long.MAX_VALUE, 199, OptionalInt.of(9));
    assertThat(id.length()).isLessThanOrEqualTo(100);
    assertThat(ButtonIds.parseAnswer(parsed(id)))
        .contains(new ButtonIds.Answer(Long.MAX_VALUE, 199, OptionalInt.of(9)));
    String dontKnow = ButtonIds.answer(42, 0, OptionalInt.empty());
    assertThat(dontKnow).isEqualTo("rv:42:0:-");
    assertThat(ButtonIds.parseAnswer(parsed(dontKnow)))
        .contains(new ButtonIds.Answer(42, 0, OptionalInt.empty()));
    assertThat(parsed(dontKnow).family()).isEqualTo(ButtonIds.ANSWER);
  }

  @Test
  @DisplayName("A malformed answer id is no answer; reset and study-here ids name their member")
  void malformedAndOwners() {
    assertThat(ButtonIds.parseAnswer(parsed("rv:x:1:2"))).isEmpty();
    assertThat(ButtonIds.parseAnswer(parsed("rv:1:2"))).isEmpty();
    assertThat(ButtonIds.parseStudyHere(parsed(ButtonIds.studyHere(77)))).contains(77L);
    Instant asked = Instant.parse("2026-03-02T12:00:00Z");
    assertThat(ButtonIds.parseReset(parsed(ButtonIds.reset(true, 88, asked))))
        .contains(new ButtonIds.Reset(true, 88, Optional.of(asked)));
    assertThat(ButtonIds.parseReset(parsed(ButtonIds.reset(false, 88, asked))))
        .contains(new ButtonIds.Reset(false, 88, Optional.of(asked)));
    // an id from before the time was added: no time, so it counts as old
    assertThat(ButtonIds.parseReset(parsed("rvreset:yes:88")))
        .contains(new ButtonIds.Reset(true, 88, Optional.empty()));
    assertThat(ButtonIds.parseReset(parsed("rvreset:yes:88:x"))).isEmpty();
    assertThat(ButtonIds.parseReset(parsed("rvreset:yes:88:99999999999999999"))).isEmpty();
  }

  private static ComponentId parsed(String id) {
    return ComponentId.parse(id).orElseThrow();
  }

  @Test
  @DisplayName("The shown order of choices is a permutation fixed by session and position")
  void choiceOrder() {
    int[] a = ReviewMessages.choiceOrder(123, 4, 4);
    assertThat(ReviewMessages.choiceOrder(123, 4, 4)).isEqualTo(a);
    assertThat(Arrays.stream(a).sorted().toArray()).containsExactly(0, 1, 2, 3);
  }

  @Test
  @DisplayName("When a question comes back is worded in minutes, hours or days")
  void worded() {
    assertThat(ReviewMessages.worded(Duration.ofMinutes(1))).isEqualTo("in 1 minute");
    assertThat(ReviewMessages.worded(Duration.ofMinutes(10))).isEqualTo("in 10 minutes");
    assertThat(ReviewMessages.worded(Duration.ofMinutes(330).plusSeconds(30)))
        .isEqualTo("in 6 hours");
    assertThat(ReviewMessages.worded(Duration.ofDays(1))).isEqualTo("in 1 day");
    assertThat(ReviewMessages.worded(Duration.ofDays(4))).isEqualTo("in 4 days");
  }

  @Test
  @DisplayName("Reminder times are HH:MM, 24-hour")
  void reminderTimes() {
    assertThat(ReminderTime.parse("8:05"))
        .hasValueSatisfying(t -> assertThat(t).hasToString("08:05"));
    assertThat(ReminderTime.parse("23:59")).isPresent();
    assertThat(ReminderTime.parse("24:00")).isEmpty();
    assertThat(ReminderTime.parse("25:99")).isEmpty();
    assertThat(ReminderTime.parse("8h")).isEmpty();
  }
}
