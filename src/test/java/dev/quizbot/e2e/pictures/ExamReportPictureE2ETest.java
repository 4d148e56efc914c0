package dev.quizbot.e2e.pictures;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.quizbot.e2e.AppBot;
import dev.quizbot.fakediscord.DiscordScenario;
import dev.quizbot.fakediscord.FakeDiscordExtension;
import dev.quizbot.fakediscord.FakeMessage;
import dev.quizbot.fakediscord.FakeUser;
import dev.quizbot.fakediscord.InteractionReply;
import dev.quizbot.fakediscord.StoredAttachment;
import java.awt.Color;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * The mock exam's report shows the pictures of the missed questions its page lists: one small embed
 * per picture, titled with the question's number, showing the file uploaded with the message; the
 * chart stays through paging (the same attachment id) while the pictures are swapped; the report DM
 * sent at the deadline carries them too.
 */
final class ExamReportPictureE2ETest {
  private static final int PICTURES = 4;
  private static final int PLAIN = 8;
  private static final Pattern FIELD = Pattern.compile("Q(\\d+) · ");

  private final AppBot bot = AppBot.fresh();

  @RegisterExtension final FakeDiscordExtension extension = new FakeDiscordExtension();

  @TempDir Path bank;

  /** Question id → its picture's bytes (only the picture questions). */
  private final Map<String, byte[]> pngs = new LinkedHashMap<>();

  /** Question prompt → question id. */
  private final Map<String, String> byPrompt = new LinkedHashMap<>();

  @BeforeEach
  void writeBank() throws IOException {
    Color[] colors = {Color.ORANGE, Color.BLUE, Color.GREEN, Color.MAGENTA};
    StringBuilder yaml =
        new StringBuilder("id: pictures\ntitle: Pictures\ndescription: test\nquestions:\n");
    for (int i = 0; i < PICTURES + PLAIN; i++) {
      boolean picture = i < PICTURES;
      String id = (picture ? "pic-" : "plain-") + i;
      String prompt = "Question " + id + ": which is first?";
      byPrompt.put(prompt, id);
      yaml.append("  - id: ")
          .append(id)
          .append("\n    topic: parallelism\n    prompt: \"")
          .append(prompt)
          .append("\"\n    choices: [\"First\", \"Second\", \"Third\", \"Fourth\"]\n")
          .append("    answer: First\n    explanation: The first is first.\n");
      if (picture) {
        Color color = colors[i];
        pngs.put(
            id,
            TestPng.write(
                bank.resolve("diagrams/d" + i + ".png"),
                g -> {
                  g.setColor(color);
                  g.fillRect(2, 2, 20, 10);
                }));
        yaml.append("    image: diagrams/d").append(i).append(".png\n");
      }
    }
    Files.writeString(bank.resolve("pictures.yaml"), yaml.toString());
  }

  @Test
  @DisplayName(
      "report with missed picture questions: each page shows its pictures with the chart;"
          + " paging swaps the pictures and keeps the chart's attachment")
  void reportPagesSwapPictures(DiscordScenario discord) {
    discord.startBot(bot.with("QUIZBOT_BANK_PATHS", bank.toString()));
    FakeUser alice = discord.alice();
    discord.slash(
        alice, "exam", Map.of("start", Map.of("deck", "pictures", "questions", PICTURES + PLAIN)));
    FakeMessage message =
        discord.awaitMessage(discord.dm(alice), this::isQuestion, DiscordScenario.TIMEOUT);
    long exam =
        bot.number("SELECT exam_id FROM exams WHERE user_id = ?", Long.parseLong(alice.id()));
    List<String> order = new ArrayList<>();
    for (Map<String, Object> row :
        bot.rows("SELECT question_id FROM exam_questions WHERE exam_id = ? ORDER BY idx", exam)) {
      order.add(String.valueOf(row.values().iterator().next()));
    }
    assertThat(order).hasSize(PICTURES + PLAIN);
    // The drawn order is random: miss a set of questions whose pages give two with pictures and
    // one without (some set always does with 4 pictures and 8 plain questions).
    Set<String> missed = plan(order);

    // WHEN she answers the planned questions wrong, the others right, and submits
    while (isQuestion(message)) {
      String id = byPrompt.get(prompt(message));
      String choice = missed.contains(id) ? ":1" : ":0"; // the answer is choice 0 of every one
      message = press(discord, alice, message, button(message, "ex:a:", choice)).message();
    }
    // every question answered: the review screen came by itself, one press submits
    InteractionReply submit = press(discord, alice, message, "Submit");
    submit.awaitFollowUps(1, DiscordScenario.TIMEOUT);
    FakeMessage report = submit.followUps().get(0);

    // THEN every page shows exactly the pictures of its missed questions, beside the chart
    List<String> missedInOrder = order.stream().filter(missed::contains).toList();
    Pages seen = turnEveryPage(discord, alice, report, exam, order, missedInOrder);
    assertThat(seen.withPictures()).as("pages with pictures").isGreaterThanOrEqualTo(2);
    assertThat(seen.without())
        .as("pages without pictures (only the chart)")
        .isGreaterThanOrEqualTo(1);
    assertThat(seen.pictures()).hasSizeGreaterThanOrEqualTo(2);
  }

  @Test
  @DisplayName(
      "'Take it here' (DMs closed): the ephemeral report shows its pictures and its pages swap"
          + " them with the chart kept")
  void ephemeralReport(DiscordScenario discord) {
    discord.startBot(bot.with("QUIZBOT_BANK_PATHS", bank.toString()));
    FakeUser bob = discord.bob();
    discord.closeDms(bob);
    discord.allowJdaLog("Cannot send messages to this user");
    InteractionReply reply =
        discord.slash(
            bob,
            "exam",
            Map.of("start", Map.of("deck", "pictures", "questions", PICTURES + PLAIN)));
    InteractionReply here = discord.press(bob, reply.message(), "Take it here");
    assertThat(here.ephemeral()).isTrue();
    FakeMessage message = here.message();
    long exam = bot.number("SELECT exam_id FROM exams WHERE user_id = ?", Long.parseLong(bob.id()));
    List<String> order = new ArrayList<>();
    for (Map<String, Object> row :
        bot.rows("SELECT question_id FROM exam_questions WHERE exam_id = ? ORDER BY idx", exam)) {
      order.add(String.valueOf(row.values().iterator().next()));
    }
    // WHEN he answers every question wrong and submits
    while (isQuestion(message)) {
      message = press(discord, bob, message, button(message, "ex:a:", ":1")).message();
    }
    // every question answered: the review screen came by itself, one press submits
    InteractionReply submit = press(discord, bob, message, "Submit");
    submit.awaitFollowUps(1, DiscordScenario.TIMEOUT);
    FakeMessage report = submit.followUps().get(0);
    assertThat(report.isEphemeral()).isTrue();
    // THEN all twelve missed on four pages: the four pictures span at least two of them
    Pages seen = turnEveryPage(discord, bob, report, exam, order, order);
    assertThat(seen.withPictures()).isGreaterThanOrEqualTo(2);
    assertThat(seen.pictures()).hasSize(PICTURES);
  }

  @Test
  @DisplayName("the report DM sent at the deadline carries the missed question's picture")
  void deadlineDmCarriesPicture(DiscordScenario discord) {
    discord.startBot(bot.with("QUIZBOT_BANK_PATHS", bank.toString()));
    bot.app().examTicker().tickOnlyWhenAsked();
    FakeUser bob = discord.bob();
    discord.slash(
        bob, "exam", Map.of("start", Map.of("deck", "pictures", "questions", PICTURES + PLAIN)));
    FakeMessage message =
        discord.awaitMessage(discord.dm(bob), this::isQuestion, DiscordScenario.TIMEOUT);
    long member = Long.parseLong(bob.id());
    long exam = bot.number("SELECT exam_id FROM exams WHERE user_id = ?", member);
    // the plain questions before the first picture one answered right: it is the first missed
    while (!pngs.containsKey(byPrompt.get(prompt(message)))) {
      message = press(discord, bob, message, button(message, "ex:a:", ":0")).message();
    }
    bot.clock()
        .set(
            java.time.Instant.ofEpochMilli(
                    bot.number("SELECT ends_at FROM exams WHERE user_id = ?", member))
                .plusSeconds(1));
    // WHEN the ticker submits it at the deadline (the rest unanswered: missed)
    assertThat(bot.app().examTicker().tickNow()).isOne();
    FakeMessage report =
        discord.awaitMessage(
            discord.dm(bob),
            m ->
                m.attachments().stream()
                    .anyMatch(a -> a.filename().equals("exam-report-" + exam + ".png")),
            DiscordScenario.TIMEOUT);
    // THEN its first page's pictures are uploaded with it and shown by their embeds
    List<String> order = new ArrayList<>();
    for (Map<String, Object> row :
        bot.rows("SELECT question_id FROM exam_questions WHERE exam_id = ? ORDER BY idx", exam)) {
      order.add(String.valueOf(row.values().iterator().next()));
    }
    List<String> missed = order.subList(order.indexOf(byPrompt.get(prompt(message))), order.size());
    List<String> firstPage = missed.subList(0, 3);
    assertThat(pngs).containsKey(firstPage.get(0));
    long pictures = firstPage.stream().filter(pngs::containsKey).count();
    assertThat(report.attachments()).hasSize(1 + (int) pictures);
    assertThat(report.embeds()).hasSize(2 + (int) pictures);
    int number = order.indexOf(firstPage.get(0)) + 1;
    assertThat(report.embeds().get(2).path("title").asText()).isEqualTo("Picture of Q" + number);
    StoredAttachment file = report.attachments().get(1);
    assertThat(file.filename()).startsWith("q" + number + "-");
    assertThat(file.bytes()).isEqualTo(pngs.get(firstPage.get(0)));
    assertThat(report.embedImageUrl(2)).isEqualTo(FakeMessage.cdnUrl(file));
    for (int e = 2; e < report.embeds().size(); e++) {
      String url = report.embedImageUrl(e);
      assertThat(report.attachments().stream().map(FakeMessage::cdnUrl)).contains(url);
    }
    // the DM is recorded sent (it is recognised by the chart's name, kept)
    discord.await(
        () ->
            bot.number(
                    "SELECT COUNT(*) FROM exam_report_dms WHERE exam_id = ? AND state = 'SENT'",
                    exam)
                == 1,
        "the report DM recorded sent");
  }

  /** What paging through a report saw: pages with pictures, without, the pictures shown. */
  private record Pages(int withPictures, int without, Set<String> pictures) {}

  /**
   * Turns {@code report} from its first page to its last with ▶, checking on each page the missed
   * questions listed, the chart kept (same attachment id) and exactly that page's pictures, each
   * shown by an embed titled with its number.
   */
  private Pages turnEveryPage(
      DiscordScenario discord,
      FakeUser user,
      FakeMessage report,
      long exam,
      List<String> order,
      List<String> missedInOrder) {
    String chartName = "exam-report-" + exam + ".png";
    int pages = (missedInOrder.size() + 2) / 3;
    StoredAttachment chart = report.attachments().get(0);
    assertThat(chart.filename()).isEqualTo(chartName);
    assertThat(report.embedImageUrl(0)).isEqualTo(FakeMessage.cdnUrl(chart));
    int withPictures = 0;
    int without = 0;
    Set<String> picturesSeen = new HashSet<>();
    for (int page = 0; page < pages; page++) {
      if (page > 0) {
        // WHEN she turns to the next page (the same message, edited in place)
        report = press(discord, user, report, "Next ▶").message();
      }
      List<String> listed =
          missedInOrder.subList(page * 3, Math.min(missedInOrder.size(), page * 3 + 3));
      assertThat(numbersOnPage(report)).containsExactlyElementsOf(numbers(order, listed));
      // the chart is the very upload of the first message, kept by id
      assertThat(report.attachments().get(0).id()).isEqualTo(chart.id());
      assertThat(report.embedImageUrl(0)).isEqualTo(FakeMessage.cdnUrl(chart));
      List<String> expectedNames = new ArrayList<>(List.of(chartName));
      int embed = 2;
      for (String id : listed) {
        if (!pngs.containsKey(id)) {
          continue;
        }
        int number = order.indexOf(id) + 1;
        String name = "q" + number + "-d" + id.substring("pic-".length()) + ".png";
        expectedNames.add(name);
        StoredAttachment file =
            report.attachments().stream()
                .filter(a -> a.filename().equals(name))
                .findFirst()
                .orElseThrow(() -> new AssertionError("no " + name + " on the page"));
        assertThat(file.bytes()).isEqualTo(pngs.get(id));
        assertThat(report.embeds().get(embed).path("title").asText())
            .isEqualTo("Picture of Q" + number);
        assertThat(report.embedImageUrl(embed))
            .as("the picture embed shows the uploaded file (attachment://%s)", name)
            .isEqualTo(FakeMessage.cdnUrl(file));
        picturesSeen.add(id);
        embed++;
      }
      assertThat(report.embeds())
          .as("page %d: summary, page, one per picture", page)
          .hasSize(embed);
      assertThat(report.attachments())
          .as("page %d: the chart and exactly this page's pictures", page)
          .extracting(StoredAttachment::filename)
          .containsExactlyElementsOf(expectedNames);
      if (embed > 2) {
        withPictures++;
      } else {
        without++;
      }
    }
    return new Pages(withPictures, without, picturesSeen);
  }

  /**
   * Which questions to miss so that, in exam order, the report's pages of three give at least two
   * pages with pictures and one without: the first subset (by bit mask) that does.
   */
  private Set<String> plan(List<String> order) {
    int n = order.size();
    for (int mask = 1; mask < (1 << n); mask++) {
      List<String> seq = new ArrayList<>();
      for (int i = 0; i < n; i++) {
        if ((mask >> i & 1) == 1) {
          seq.add(order.get(i));
        }
      }
      int with = 0;
      int without = 0;
      for (int from = 0; from < seq.size(); from += 3) {
        boolean any =
            seq.subList(from, Math.min(seq.size(), from + 3)).stream().anyMatch(pngs::containsKey);
        if (any) {
          with++;
        } else {
          without++;
        }
      }
      if (with >= 2 && without >= 1) {
        return new HashSet<>(seq);
      }
    }
    throw new AssertionError("no plan for " + order);
  }

  private static List<Integer> numbers(List<String> order, List<String> ids) {
    return ids.stream().map(id -> order.indexOf(id) + 1).toList();
  }

  private static List<Integer> numbersOnPage(FakeMessage report) {
    List<Integer> numbers = new ArrayList<>();
    for (JsonNode field : report.embeds().get(1).path("fields")) {
      Matcher m = FIELD.matcher(field.path("name").asText());
      assertThat(m.lookingAt()).as(field.path("name").asText()).isTrue();
      numbers.add(Integer.parseInt(m.group(1)));
    }
    return numbers;
  }

  private boolean isQuestion(FakeMessage m) {
    return !m.embeds().isEmpty()
        && m.embeds().get(0).path("title").asText().startsWith("Mock exam · Question");
  }

  private static String prompt(FakeMessage message) {
    String description = message.embeds().get(0).path("description").asText();
    return description.substring(0, description.indexOf('\n'));
  }

  private static InteractionReply press(
      DiscordScenario discord, FakeUser user, FakeMessage message, String customId) {
    InteractionReply reply = discord.press(user, message, customId);
    if (reply.callbackType() == 6) {
      reply.awaitEdited(DiscordScenario.TIMEOUT);
    }
    assertThat(reply.callbackType()).isIn(6, 7);
    return reply;
  }

  private static List<String> customIds(FakeMessage message) {
    List<String> ids = new ArrayList<>();
    for (JsonNode row : message.components()) {
      for (JsonNode child : row.path("components")) {
        if (child.has("custom_id")) {
          ids.add(child.path("custom_id").asText());
        }
      }
    }
    return ids;
  }

  private static String button(FakeMessage message, String prefix, String suffix) {
    return customIds(message).stream()
        .filter(id -> id.startsWith(prefix) && id.endsWith(suffix))
        .findFirst()
        .orElseThrow(() -> new AssertionError("no " + prefix + " in " + customIds(message)));
  }
}
