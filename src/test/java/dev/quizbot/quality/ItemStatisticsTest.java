package dev.quizbot.quality;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import dev.quizbot.bank.Deck;
import dev.quizbot.bank.Question;
import dev.quizbot.bank.QuestionBank;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Item statistics on small scripted datasets whose values are computed by hand below. */
final class ItemStatisticsTest {

  private static final int A = 0; // the key of every question here
  private static final int B = 1;
  private static final int C = 2;

  static Question question(String id) {
    return new Question(
        id,
        "deck",
        "memory",
        "Prompt " + id + "?",
        List.of(id + " A", id + " B", id + " C"),
        A,
        "E.",
        null,
        null,
        null);
  }

  static QuestionBank bank(String... ids) {
    List<Question> questions = new ArrayList<>();
    for (String id : ids) {
      questions.add(question(id));
    }
    return QuestionBank.of(List.of(new Deck("deck", "Deck", "", null, questions)));
  }

  private final List<FirstAttempt> attempts = new ArrayList<>();

  private void answer(long member, String question, int choice) {
    attempts.add(new FirstAttempt(member, question, choice, choice == A));
  }

  private List<ItemStats> stats(QuestionBank bank, int minAnswers, List<QuestionReport> reports) {
    return ItemStatistics.compute(bank, minAnswers, each -> attempts.forEach(each), reports);
  }

  private static ItemStats of(List<ItemStats> all, String id) {
    return all.stream().filter(s -> s.question().id().equals(id)).findFirst().orElseThrow();
  }

  /**
   * Five members, three questions. Right (1) or wrong (0), and the choice picked:
   *
   * <pre>
   *        q1     q2     q3
   *   m1   1 A    1 A    1 A
   *   m2   1 A    1 A    0 B
   *   m3   1 A    0 B    1 A
   *   m4   0 B    1 A    0 B
   *   m5   0 B    0 C    0 B
   * </pre>
   *
   * q1: x = 1,1,1,0,0; rest (accuracy on q2, q3) r = 1, .5, .5, .5, 0. Means .6 and .5; deviations
   * dx = .4,.4,.4,-.6,-.6 and dr = .5,0,0,0,-.5. Σdx·dr = .2 + .3 = .5; Σdx² = 3(.16) + 2(.36) =
   * 1.2; Σdr² = .25 + .25 = .5. r = .5 / √(1.2 · .5) = .5 / √.6 = 0.645497. Median rest .5: strong
   * {m1} picked A, weak {m5} picked B. Shares A .6, B .4, C 0 (C non-functional).
   *
   * <p>q2: x = 1,1,0,1,0; r (q1, q3) = 1, .5, 1, 0, 0. Means .6 and .5; dx = .4,.4,-.6,.4,-.6, dr =
   * .5,0,.5,-.5,-.5; Σdx·dr = .2 + 0 - .3 - .2 + .3 = 0: discrimination 0 (low). Median .5: strong
   * {m1 A, m3 B}, weak {m4 A, m5 C}: B is picked by .5 of the strong, 0 of the weak (possible wrong
   * key). Shares A .6, B .2, C .2.
   *
   * <p>q3: x = 1,0,1,0,0; r (q1, q2) = 1, 1, .5, .5, 0. Means .4 and .6; dx = .6,-.4,.6,-.4,-.4, dr
   * = .4,.4,-.1,-.1,-.6; Σdx·dr = .24 - .16 - .06 + .04 + .24 = .30; Σdx² = 2(.36) + 3(.16) = 1.2;
   * Σdr² = .16 + .16 + .01 + .01 + .36 = .70. r = .3 / √.84 = 0.327327. Shares A .4, B .6, C 0.
   */
  private void fiveMembers() {
    int[][] picks = {{A, A, A}, {A, A, B}, {A, B, A}, {B, A, B}, {B, C, B}};
    for (int m = 0; m < picks.length; m++) {
      for (int q = 0; q < 3; q++) {
        answer(m + 1, "q" + (q + 1), picks[m][q]);
      }
    }
  }

  @Test
  @DisplayName("facility, discrimination and shares equal the hand-computed values")
  void handComputed() {
    // GIVEN the five members' first attempts
    fiveMembers();

    // WHEN the statistics are computed with a minimum of 5 answers
    List<ItemStats> all = stats(bank("q1", "q2", "q3"), 5, List.of());

    // THEN every value is the one computed by hand (see fiveMembers)
    ItemStats q1 = of(all, "q1");
    assertThat(q1.answers()).isEqualTo(5);
    assertThat(q1.facility()).isCloseTo(0.6, within(1e-9));
    assertThat(q1.discrimination()).isCloseTo(0.645497, within(1e-6));
    assertThat(q1.choices()).extracting(ChoiceStats::share).containsExactly(0.6, 0.4, 0.0);
    assertThat(q1.flags()).containsExactly(ItemFlag.NON_FUNCTIONAL_DISTRACTOR);
    assertThat(q1.choices().get(C).flags()).containsExactly(ItemFlag.NON_FUNCTIONAL_DISTRACTOR);

    ItemStats q2 = of(all, "q2");
    assertThat(q2.facility()).isCloseTo(0.6, within(1e-9));
    assertThat(q2.discrimination()).isCloseTo(0.0, within(1e-9));
    assertThat(q2.choices()).extracting(ChoiceStats::share).containsExactly(0.6, 0.2, 0.2);
    assertThat(q2.choices().get(B).strongShare()).isEqualTo(0.5);
    assertThat(q2.choices().get(B).weakShare()).isEqualTo(0.0);
    assertThat(q2.flags())
        .containsExactly(ItemFlag.POSSIBLE_WRONG_KEY, ItemFlag.LOW_DISCRIMINATION);

    ItemStats q3 = of(all, "q3");
    assertThat(q3.facility()).isCloseTo(0.4, within(1e-9));
    assertThat(q3.discrimination()).isCloseTo(0.327327, within(1e-6));
    assertThat(q3.choices()).extracting(ChoiceStats::share).containsExactly(0.4, 0.6, 0.0);
    assertThat(q3.flags()).containsExactly(ItemFlag.NON_FUNCTIONAL_DISTRACTOR);

    // AND the list is worst first: q2's wrong key, then q1 and q3 (same severity) by id
    assertThat(all).extracting(s -> s.question().id()).containsExactly("q2", "q1", "q3");
  }

  /**
   * Twenty members: the ten strong ones get the three other questions right and pick B on the
   * question keyed A; the ten weak ones get the others wrong and pick the key A. Facility .5; x is
   * 0 exactly where the rest-accuracy is 1: r = -1. B is picked by all the strong, none of the
   * weak; C by nobody.
   */
  private void keyedWrong() {
    for (int m = 1; m <= 20; m++) {
      boolean strong = m <= 10;
      for (String other : List.of("o1", "o2", "o3")) {
        answer(m, other, strong ? A : B);
      }
      answer(m, "qw", strong ? B : A);
    }
  }

  @Test
  @DisplayName("a question keyed wrong on purpose is flagged possible wrong key and check the key")
  void keyedWrongIsFlagged() {
    // GIVEN members who do well elsewhere pick another choice than the key
    keyedWrong();

    // WHEN the statistics are computed with the default minimum (20)
    List<ItemStats> all = stats(bank("o1", "o2", "o3", "qw"), 20, List.of());

    // THEN it comes first, flagged wrong key, negative discrimination and the unused choice
    ItemStats qw = all.get(0);
    assertThat(qw.question().id()).isEqualTo("qw");
    assertThat(qw.facility()).isEqualTo(0.5);
    assertThat(qw.discrimination()).isCloseTo(-1.0, within(1e-9));
    assertThat(qw.flags())
        .containsExactly(
            ItemFlag.POSSIBLE_WRONG_KEY,
            ItemFlag.CHECK_THE_KEY,
            ItemFlag.LOW_DISCRIMINATION,
            ItemFlag.NON_FUNCTIONAL_DISTRACTOR);
    assertThat(qw.choices().get(B).flags()).containsExactly(ItemFlag.POSSIBLE_WRONG_KEY);
    assertThat(qw.choices().get(C).flags()).containsExactly(ItemFlag.NON_FUNCTIONAL_DISTRACTOR);
    assertThat(qw.choices().get(C).picks()).isZero();
  }

  @Test
  @DisplayName("under the minimum count nothing is flagged but too few answers; values are shown")
  void underMinimum() {
    // GIVEN the same wrongly keyed question with 20 first attempts
    keyedWrong();

    // WHEN the minimum is 21
    ItemStats qw = of(stats(bank("o1", "o2", "o3", "qw"), 21, List.of()), "qw");

    // THEN only "too few answers" is flagged, on the question and none of its choices
    assertThat(qw.flags()).containsExactly(ItemFlag.TOO_FEW_ANSWERS);
    assertThat(qw.choices()).allSatisfy(c -> assertThat(c.flags()).isEmpty());
    assertThat(qw.facility()).isEqualTo(0.5);
    assertThat(qw.discrimination()).isCloseTo(-1.0, within(1e-9));
  }

  @Test
  @DisplayName("facility under 20 % and over 95 % are flagged; no spread means no discrimination")
  void facilityExtremes() {
    // GIVEN 20 members, all right on "easy" and all wrong on "hard" (picking B or C)
    for (int m = 1; m <= 20; m++) {
      answer(m, "easy", A);
      answer(m, "hard", m % 2 == 0 ? B : C);
    }

    List<ItemStats> all = stats(bank("easy", "hard"), 20, List.of());

    // THEN easy is too easy and its distractors non-functional; hard is too hard
    ItemStats easy = of(all, "easy");
    assertThat(easy.facility()).isEqualTo(1.0);
    assertThat(easy.discrimination()).isNull();
    assertThat(easy.flags()).containsExactly(ItemFlag.TOO_EASY, ItemFlag.NON_FUNCTIONAL_DISTRACTOR);
    ItemStats hard = of(all, "hard");
    assertThat(hard.facility()).isEqualTo(0.0);
    assertThat(hard.flags()).containsExactly(ItemFlag.TOO_HARD);
  }

  @Test
  @DisplayName("a member with one question counts in facility, not in discrimination")
  void singleQuestionMember() {
    // GIVEN q1 answered by three members with other questions and one without
    fiveMembers();
    answer(6, "q1", B);

    ItemStats q1 = of(stats(bank("q1", "q2", "q3"), 5, List.of()), "q1");

    // THEN facility is 3 of 6; discrimination is still the five members' 0.645497
    assertThat(q1.answers()).isEqualTo(6);
    assertThat(q1.facility()).isEqualTo(0.5);
    assertThat(q1.discrimination()).isCloseTo(0.645497, within(1e-6));
  }

  @Test
  @DisplayName("unanswered questions are listed; reports are counted by reason")
  void unansweredAndReports() {
    // GIVEN nobody answered q9, and it has two wrong-key reports and a typo report
    Instant t = Instant.parse("2025-01-01T00:00:00Z");
    List<QuestionReport> reports =
        List.of(
            new QuestionReport(1, "q9", "h", 7L, "q9 B", ReportReason.WRONG_KEY, "B!", t),
            new QuestionReport(2, "q9", "h", null, null, ReportReason.TYPO, null, t),
            new QuestionReport(3, "q9", "h", 7L, null, ReportReason.WRONG_KEY, null, t),
            new QuestionReport(3, "gone", "h", 7L, null, ReportReason.OTHER, null, t));

    List<ItemStats> all = stats(bank("q9"), 20, reports);

    // THEN q9 has no answers, no facility, too few answers, and its three reports
    assertThat(all)
        .singleElement()
        .satisfies(
            q9 -> {
              assertThat(q9.answers()).isZero();
              assertThat(q9.facility()).isNull();
              assertThat(q9.discrimination()).isNull();
              assertThat(q9.flags()).containsExactly(ItemFlag.TOO_FEW_ANSWERS);
              assertThat(q9.reports().count()).isEqualTo(3);
              assertThat(q9.reports().reasons())
                  .containsExactly(
                      Map.entry(ReportReason.WRONG_KEY, 2), Map.entry(ReportReason.TYPO, 1));
            });
  }

  @Test
  @DisplayName("with --min-answers 0 an unanswered question is listed, never judged")
  void unansweredWithMinimumZero() {
    // GIVEN q1 answered by the five members and q9 by nobody
    fiveMembers();

    // WHEN the minimum is 0
    List<ItemStats> all = stats(bank("q1", "q2", "q3", "q9"), 0, List.of());

    // THEN q9 has no values and only "too few answers"; q1 is judged as with a minimum of 5
    ItemStats q9 = of(all, "q9");
    assertThat(q9.answers()).isZero();
    assertThat(q9.facility()).isNull();
    assertThat(q9.discrimination()).isNull();
    assertThat(q9.flags()).containsExactly(ItemFlag.TOO_FEW_ANSWERS);
    assertThat(q9.choices()).allSatisfy(c -> assertThat(c.flags()).isEmpty());
    assertThat(of(all, "q1").flags()).containsExactly(ItemFlag.NON_FUNCTIONAL_DISTRACTOR);
  }

  /**
   * {@code count} members who answer only {@code question} (no rest-accuracy: no discrimination, no
   * strong or weak group), picking A, B and C as given; members numbered from {@code firstMember}.
   */
  private void alone(long firstMember, String question, int a, int b, int c) {
    long m = firstMember;
    for (int i = 0; i < a; i++) {
      answer(m++, question, A);
    }
    for (int i = 0; i < b; i++) {
      answer(m++, question, B);
    }
    for (int i = 0; i < c; i++) {
      answer(m++, question, C);
    }
  }

  /**
   * A member right ({@code x} = 1) or wrong on "qd" and right on {@code k} of four other questions:
   * rest-accuracy k / 4, exact in binary, so the correlation below is computed without rounding in
   * its sums.
   */
  private void restMember(long member, int x, int k) {
    answer(member, "qd", x == 1 ? A : B);
    for (int o = 1; o <= 4; o++) {
      answer(member, "o" + o, o <= k ? A : B);
    }
  }

  /**
   * Eleven members (x, rest): (0, 0), four (0, .25), (0, .5), three (0, .75), (1, 0), (1, 1). n =
   * 11, Σx = 2, Σr = 4.75, Σr² = 3.1875, Σxr = 1. Covariance (times n) 1 - 2(4.75)/11 = 1.5/11;
   * variances (times n) x: 2 - 4/11 = 18/11, r: 3.1875 - 22.5625/11 = 12.5/11. r = 1.5 / √(18 ·
   * 12.5) = 1.5 / 15 = 0.10.
   */
  private void discriminationAtTenth(long first) {
    int[][] members = {
      {0, 0}, {0, 1}, {0, 1}, {0, 1}, {0, 1}, {0, 2}, {0, 3}, {0, 3}, {0, 3}, {1, 0}, {1, 4}
    };
    long m = first;
    for (int[] xk : members) {
      restMember(m++, xk[0], xk[1]);
    }
  }

  @Test
  @DisplayName(
      "thresholds are strict: facility 20 % and 95 %, a 5 % distractor and discrimination 0.10"
          + " exactly are not flagged; just past them they are")
  void thresholdsAreStrict() {
    // GIVEN 100 members per question, each answering that question alone
    alone(1_000, "f20", 20, 40, 40); // facility exactly .20
    alone(2_000, "f19", 19, 41, 40); // .19
    alone(3_000, "f95", 95, 5, 0); // .95; B exactly .05, C never picked
    alone(4_000, "f96", 96, 4, 0); // .96; B .04
    alone(5_000, "d05", 50, 5, 45); // B exactly .05
    alone(6_000, "d04", 51, 4, 45); // B .04
    List<ItemStats> all = stats(bank("f20", "f19", "f95", "f96", "d05", "d04"), 1, List.of());

    // THEN exactly at a threshold is not flagged, one answer past it is
    assertThat(of(all, "f20").facility()).isEqualTo(0.20);
    assertThat(of(all, "f20").flags()).isEmpty();
    assertThat(of(all, "f19").flags()).containsExactly(ItemFlag.TOO_HARD);
    assertThat(of(all, "f95").facility()).isEqualTo(0.95);
    assertThat(of(all, "f95").flags()).containsExactly(ItemFlag.NON_FUNCTIONAL_DISTRACTOR);
    assertThat(of(all, "f95").choices().get(B).share()).isEqualTo(0.05);
    assertThat(of(all, "f95").choices().get(B).flags()).isEmpty();
    assertThat(of(all, "f96").flags())
        .containsExactly(ItemFlag.TOO_EASY, ItemFlag.NON_FUNCTIONAL_DISTRACTOR);
    assertThat(of(all, "f96").choices().get(B).flags())
        .containsExactly(ItemFlag.NON_FUNCTIONAL_DISTRACTOR);
    assertThat(of(all, "d05").choices().get(B).share()).isEqualTo(0.05);
    assertThat(of(all, "d05").flags()).isEmpty();
    assertThat(of(all, "d04").flags()).containsExactly(ItemFlag.NON_FUNCTIONAL_DISTRACTOR);
    assertThat(of(all, "d04").choices().get(B).flags())
        .containsExactly(ItemFlag.NON_FUNCTIONAL_DISTRACTOR);
  }

  @Test
  @DisplayName("discrimination exactly 0.10 is not flagged; just under it is, just over it is not")
  void discriminationThresholdIsStrict() {
    // GIVEN the eleven members of discriminationAtTenth on "qd"
    discriminationAtTenth(1_000);
    ItemStats exact = of(stats(bank("qd", "o1", "o2", "o3", "o4"), 1, List.of()), "qd");

    // THEN its discrimination is 0.10 exactly and not flagged low
    assertThat(exact.discrimination()).isEqualTo(0.10);
    assertThat(exact.flags()).doesNotContain(ItemFlag.LOW_DISCRIMINATION);

    // WHEN a twelfth member, wrong on qd with a rest of .5, joins: 0.0907
    attempts.clear();
    discriminationAtTenth(1_000);
    restMember(2_000, 0, 2);
    ItemStats under = of(stats(bank("qd", "o1", "o2", "o3", "o4"), 1, List.of()), "qd");
    assertThat(under.discrimination()).isCloseTo(0.0907, within(1e-4));
    assertThat(under.flags()).contains(ItemFlag.LOW_DISCRIMINATION);

    // WHEN instead the twelfth is right on qd with a rest of .5: 0.1170
    attempts.clear();
    discriminationAtTenth(1_000);
    restMember(2_000, 1, 2);
    ItemStats over = of(stats(bank("qd", "o1", "o2", "o3", "o4"), 1, List.of()), "qd");
    assertThat(over.discrimination()).isCloseTo(0.1170, within(1e-4));
    assertThat(over.flags()).doesNotContain(ItemFlag.LOW_DISCRIMINATION);
  }
}
