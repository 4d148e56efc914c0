package dev.quizbot.quality;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.quizbot.bank.Deck;
import dev.quizbot.bank.Question;
import dev.quizbot.bank.QuestionBank;
import dev.quizbot.testing.HeadlessChromium;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

/**
 * The HTML report of {@code quizbot items} in a real headless Chromium (Debian's {@code chromium};
 * {@code .ci/run} installs it when missing): it loads without console errors or blocked requests,
 * untrusted text stays text, every sortable header sorts, the flag filter hides rows. The page and
 * a screenshot are kept in {@code target/items-html-browser/}.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
final class ItemsHtmlBrowserTest {

  static final Path OUTPUT = Path.of("target", "items-html-browser");

  /** Untrusted deck and report text that would run script if it reached the page as HTML. */
  static final String HOSTILE_PROMPT =
      "Which <img src=x onerror=\"window.__xss=1;console.error('xss')\"> tag & why?";

  static final String HOSTILE_CHOICE = "</td></tr><script>window.__xss=2</script>";

  Path profile;

  HeadlessChromium browser;
  Path page;
  int questionCount;

  @BeforeAll
  void openReport() throws Exception {
    Optional<Path> chromium = HeadlessChromium.find();
    if (chromium.isEmpty() && System.getenv("CI") != null) {
      // On CI the browser is part of the build (.ci/run installs it): a skip would hide that the
      // HTML report went untested.
      throw new AssertionError(
          "chromium is not installed but CI is set: install it with `apt-get install -y"
              + " chromium`; the HTML report is tested only in a real browser");
    }
    assumeTrue(
        chromium.isPresent(),
        "chromium is not installed: install it with `apt-get install -y chromium` (.ci/run does"
            + " when it is missing); the HTML report is tested only in a real browser");
    List<ItemStats> items = items();
    questionCount = items.size();
    Files.createDirectories(OUTPUT);
    Path page = OUTPUT.resolve("items-report.html").toAbsolutePath();
    Files.writeString(page, ItemsHtml.render(items, 20));
    profile = Files.createTempDirectory("quizbot-chromium");
    browser = HeadlessChromium.start(chromium.get(), profile, OUTPUT.resolve("chromium.log"));
    this.page = page;
  }

  /** Every test starts from a freshly loaded page (worst first, nothing filtered). */
  @BeforeEach
  void load() throws Exception {
    browser.open(page);
  }

  @AfterAll
  void close() throws Exception {
    if (browser != null) {
      browser.close();
    }
    if (profile != null) {
      try (var files = Files.walk(profile)) {
        files.sorted(java.util.Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
      }
    }
  }

  /** Six questions with different flags, one retired, one with hostile text and a report. */
  static List<ItemStats> items() {
    List<Question> questions = new ArrayList<>();
    for (String id : List.of("o1", "o2", "o3", "qw", "easy", "fresh")) {
      questions.add(
          new Question(
              id,
              "deck",
              "memory",
              "Prompt of " + id + "?",
              List.of(id + " A", id + " B", id + " C"),
              0,
              "E.",
              null,
              null,
              null,
              id.equals("easy"),
              Path.of("questions/deck.yaml"),
              10 + questions.size() * 7));
    }
    questions.add(
        new Question(
            "xss",
            "deck",
            "memory",
            HOSTILE_PROMPT,
            List.of("Plain", HOSTILE_CHOICE),
            0,
            "E.",
            null,
            null,
            null,
            false,
            Path.of("questions/deck.yaml"),
            99));
    QuestionBank bank = QuestionBank.of(List.of(new Deck("deck", "Deck", "", null, questions)));
    ItemStatistics stats = new ItemStatistics(bank, 20);
    for (long m = 1; m <= 24; m++) {
      boolean strong = m <= 12;
      for (String other : List.of("o1", "o2", "o3")) {
        int pick = strong ? 0 : 1 + (int) (m % 2); // the weak always wrong elsewhere
        stats.add(new FirstAttempt(m, other, pick, pick == 0));
      }
      stats.add(new FirstAttempt(m, "qw", strong ? 1 : 0, !strong)); // keyed wrong
      stats.add(new FirstAttempt(m, "easy", 0, true));
      boolean right = strong || m % 2 == 0; // half the weak members pick the hostile choice
      stats.add(new FirstAttempt(m, "xss", right ? 0 : 1, right));
      if (m <= 3) {
        stats.add(new FirstAttempt(m, "fresh", 0, true));
      }
    }
    return stats.finish(
        List.of(
            new QuestionReport(
                5,
                "xss",
                "h",
                1L,
                HOSTILE_CHOICE,
                ReportReason.TYPO,
                "<script>window.__xss=3</script> broken",
                Instant.parse("2025-06-01T12:00:00Z"))));
  }

  private List<String> visibleIds() {
    JsonNode ids =
        browser.evaluate(
            "JSON.stringify(Array.from(document.querySelectorAll('#items tbody tr'))"
                + ".filter(function (r) { return r.offsetParent !== null; })"
                + ".map(function (r) { return r.dataset.id; }))");
    List<String> list = new ArrayList<>();
    try {
      new com.fasterxml.jackson.databind.ObjectMapper()
          .readTree(ids.asText())
          .forEach(n -> list.add(n.asText()));
    } catch (Exception e) {
      throw new IllegalStateException(e);
    }
    return list;
  }

  /** Each shown row's data-{@code name} and id, in the page's order. */
  private List<String[]> column(String name) {
    JsonNode rows =
        browser.evaluate(
            "JSON.stringify(Array.from(document.querySelectorAll('#items tbody tr'))"
                + ".map(function (r) { return [r.dataset['"
                + name
                + "'], r.dataset.id, r.cells[3].textContent]; }))");
    List<String[]> list = new ArrayList<>();
    try {
      new com.fasterxml.jackson.databind.ObjectMapper()
          .readTree(rows.asText())
          .forEach(
              n ->
                  list.add(new String[] {n.get(0).asText(), n.get(1).asText(), n.get(2).asText()}));
    } catch (Exception e) {
      throw new IllegalStateException(e);
    }
    return list;
  }

  /** The (value, id) keys of {@code rows}, ordered as the page should order them ascending. */
  private static List<String> expectedAscending(List<String[]> rows, boolean numeric) {
    return rows.stream()
        .sorted(
            (a, b) -> {
              int c =
                  numeric
                      ? Double.compare(Double.parseDouble(a[0]), Double.parseDouble(b[0]))
                      : a[0].compareTo(b[0]);
              return c != 0 ? c : a[1].compareTo(b[1]);
            })
        .map(r -> r[1])
        .toList();
  }

  private static List<String> ids(List<String[]> rows) {
    return rows.stream().map(r -> r[1]).toList();
  }

  private void click(String key) {
    browser.evaluate("document.querySelector('th[data-key=\"" + key + "\"]').click(); true");
  }

  private void filter(String value) {
    browser.evaluate(
        "var s = document.getElementById('flag-filter'); s.value = '"
            + value
            + "';"
            + " s.dispatchEvent(new Event('change')); true");
  }

  @Test
  @DisplayName("the page loads without console errors, and hostile text stays text")
  void loadsCleanly() throws Exception {
    browser.screenshot(OUTPUT.resolve("items-report.png"));
    assertPng(OUTPUT.resolve("items-report.png"));
    assertThat(browser.errors()).isEmpty();
    assertThat(browser.evaluate("typeof window.__xss").asText()).isEqualTo("undefined");
    assertThat(
            browser
                .evaluate("document.querySelectorAll('#items img, #items tbody script').length")
                .asInt())
        .isZero();
    assertThat(
            browser
                .evaluate("document.querySelector('tr[data-id=\"xss\"] .prompt').textContent")
                .asText())
        .isEqualTo(HOSTILE_PROMPT);
    assertThat(visibleIds()).hasSize(questionCount);
    // per-choice bars: qw's wrong choice B was picked by half the members
    assertThat(
            browser
                .evaluate(
                    "document.querySelectorAll('tr[data-id=\"qw\"] .bar span')[1].style.width")
                .asText())
        .isEqualTo("50%");
    // the report's note is on the page as text
    assertThat(
            browser
                .evaluate("document.querySelector('tr[data-id=\"xss\"] .notes').textContent")
                .asText())
        .contains("<script>window.__xss=3</script> broken");
  }

  @Test
  @DisplayName("clicking a header sorts by that column; clicking again reverses it")
  void sorting() throws Exception {
    List<String> worstFirst = visibleIds();
    assertThat(worstFirst.get(0)).isEqualTo("qw");

    click("id");
    List<String> byId = visibleIds();
    assertThat(byId)
        .isSorted()
        .isNotEqualTo(worstFirst)
        .containsExactlyInAnyOrderElementsOf(worstFirst);

    click("id");
    List<String> reversed = new ArrayList<>(byId);
    java.util.Collections.reverse(reversed);
    assertThat(visibleIds()).isEqualTo(reversed);

    click("facility");
    JsonNode facilities =
        browser.evaluate(
            "Array.from(document.querySelectorAll('#items tbody tr'))"
                + ".map(function (r) { return parseFloat(r.dataset.facility); })");
    List<Double> byFacility = new ArrayList<>();
    facilities.forEach(n -> byFacility.add(n.asDouble()));
    assertThat(byFacility).isSorted().hasSize(questionCount);
    assertThat(visibleIds()).isNotEqualTo(reversed);
    browser.screenshot(OUTPUT.resolve("items-report-sorted.png"));
    assertPng(OUTPUT.resolve("items-report-sorted.png"));
    assertThat(browser.errors()).isEmpty();
  }

  @Test
  @DisplayName(
      "every sortable column sorts ascending on a click and descending on the next: answers,"
          + " discrimination (undefined ones last, shown as –), reports, flags and location")
  void sortingEveryColumn() throws Exception {
    for (String[] c :
        List.of(
            new String[] {"answers", "num"},
            new String[] {"reports", "num"},
            new String[] {"severity", "num"},
            new String[] {"location", "text"})) {
      String key = c[0];
      boolean numeric = c[1].equals("num");
      click(key);
      List<String[]> ascending = column(key);
      List<String> expected = expectedAscending(ascending, numeric);
      assertThat(ids(ascending)).as("%s ascending", key).isEqualTo(expected);
      // the data differ between rows, so the sort is not a no-op
      assertThat(ascending.stream().map(r -> r[0]).distinct().count()).as(key).isGreaterThan(1);

      click(key);
      List<String> descending = new ArrayList<>(expected);
      java.util.Collections.reverse(descending);
      assertThat(ids(column(key))).as("%s descending", key).isEqualTo(descending);
    }

    // discrimination: the defined values in order, the undefined ones ("–") last both ways
    click("discrimination");
    List<String[]> up = column("discrimination");
    List<String[]> defined = up.stream().filter(r -> !r[0].isEmpty()).toList();
    List<String[]> undefined = up.stream().filter(r -> r[0].isEmpty()).toList();
    assertThat(undefined).extracting(r -> r[1]).containsExactlyInAnyOrder("easy", "fresh");
    assertThat(undefined).allSatisfy(r -> assertThat(r[2]).isEqualTo("–"));
    assertThat(defined).hasSizeGreaterThan(1);
    assertThat(ids(up.subList(0, defined.size()))).isEqualTo(expectedAscending(defined, true));
    browser.screenshot(OUTPUT.resolve("items-report-by-discrimination.png"));

    click("discrimination");
    List<String[]> down = column("discrimination");
    List<String> definedDown = new ArrayList<>(expectedAscending(defined, true));
    java.util.Collections.reverse(definedDown);
    assertThat(ids(down.subList(0, defined.size()))).isEqualTo(definedDown);
    assertThat(down.subList(defined.size(), down.size()))
        .allSatisfy(r -> assertThat(r[0]).isEmpty());
    assertThat(browser.errors()).isEmpty();
    assertPng(OUTPUT.resolve("items-report-by-discrimination.png"));
  }

  /** A file that exists, is not empty and starts with PNG's signature. */
  static void assertPng(Path file) throws Exception {
    assertThat(file).exists().isRegularFile();
    byte[] bytes = Files.readAllBytes(file);
    assertThat(bytes.length).as(file + " size").isGreaterThan(1_000);
    assertThat(java.util.Arrays.copyOf(bytes, 8))
        .as(file + " PNG signature")
        .containsExactly(0x89, 'P', 'N', 'G', 0x0D, 0x0A, 0x1A, 0x0A);
  }

  @Test
  @DisplayName("the flag filter shows only the questions with that flag")
  void filtering() throws Exception {
    filter("possible-wrong-key");
    assertThat(visibleIds()).containsExactly("qw");
    assertThat(browser.evaluate("document.getElementById('shown').textContent").asText())
        .isEqualTo("1 of " + questionCount + " shown");
    browser.screenshot(OUTPUT.resolve("items-report-filtered.png"));
    assertPng(OUTPUT.resolve("items-report-filtered.png"));

    filter("retired");
    assertThat(visibleIds()).containsExactly("easy");

    filter("too-few-answers");
    assertThat(visibleIds()).containsExactly("fresh");

    filter("any");
    assertThat(visibleIds()).doesNotContain("fresh").contains("qw", "easy");

    filter("all");
    assertThat(visibleIds()).hasSize(questionCount);
    assertThat(browser.errors()).isEmpty();
  }

  @Test
  @DisplayName("the harness does see console errors and exceptions (so 'none' above means none)")
  void harnessSeesErrors() throws Exception {
    Path broken = profile.resolve("broken.html");
    Files.writeString(
        broken,
        "<!DOCTYPE html><html><body><script>console.error('seen');"
            + " window.setTimeout(function () { notDefined(); }, 0);</script></body></html>");

    browser.open(broken);
    browser.evaluate("new Promise(function (r) { setTimeout(r, 100); })");
    Thread.sleep(200);

    assertThat(browser.errors()).anySatisfy(e -> assertThat(e).contains("console.error", "seen"));
    assertThat(browser.errors()).anySatisfy(e -> assertThat(e).contains("exception", "notDefined"));
  }
}
