package dev.quizbot.bank;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The bank check (issue 20): keeps the shipped questions/ folder deep, stable and free of the usual
 * test-writing tells. Each rule is its own test so a failure names the rule.
 */
final class ShippedBankTest {

  /** Maven runs tests in the project's base folder. */
  private static final Path QUESTIONS = Path.of("questions");

  private static final int MIN_QUESTIONS = 150;

  /** Issue 21: at least three questions ship with a diagram drawn for the bank. */
  private static final int MIN_PICTURES = 3;

  /** Ids look like nca-mg-001 or nca-seed-q1: a deck prefix, then a number. */
  private static final Pattern ID = Pattern.compile("nca-mg-\\d{3}|nca-seed-q\\d+");

  /** Each syllabus item needs this many questions (issue 20: "at least 4"). */
  private static final int PER_ITEM = 4;

  /**
   * The syllabus of product-spec.md ("Question bank"), one entry per item: the topic its questions
   * carry, and a pattern a question of that item has in its prompt or correct answer. A topic's
   * minimum is {@link #PER_ITEM} times its number of items; each item must also be matched by
   * {@link #PER_ITEM} questions of its topic. Update both here when the syllabus changes.
   */
  private static final List<SyllabusItem> SYLLABUS =
      List.of(
          item("data parallelism", "parallelism", "data.parallel|DistributedDataParallel|DDP"),
          item("tensor parallelism", "parallelism", "tensor.parallel|column|row-parallel"),
          item("pipeline parallelism", "parallelism", "pipeline|1F1B|bubble|micro-batch"),
          item("expert parallelism", "parallelism", "expert|Mixture-of-Experts|MoE"),
          item(
              "sequence/context parallelism",
              "parallelism",
              "sequence.parallel|context.parallel|ring.attention"),
          item("ZeRO/FSDP", "memory", "ZeRO|FSDP|FullyShardedDataParallel|shard"),
          item("activation checkpointing", "memory", "checkpoint|recomput"),
          item("gradient accumulation", "memory", "accumulat"),
          item(
              "NCCL collectives",
              "communication",
              "AllReduce|AllGather|ReduceScatter|Broadcast|AllToAll|collective|nccl|NCCL"),
          item("ring/tree algorithms", "communication", "ring|tree"),
          item("NVLink/NVSwitch", "interconnect", "NVLink|NVSwitch|NVL72"),
          item("PCIe", "interconnect", "PCIe|PCI Express"),
          item("InfiniBand", "interconnect", "InfiniBand|SHARP|fat.tree|RoCE|HCA"),
          item("GPUDirect", "interconnect", "GPUDirect|RDMA|peer-to-peer|P2P"),
          item(
              "mixed precision and loss scaling",
              "precision",
              "FP16|BF16|FP8|TF32|precision|loss scal|GradScaler|autocast|Transformer Engine"),
          item("MIG", "virtualization", "MIG|Multi-Instance"),
          item(
              "scaling laws and efficiency metrics",
              "performance",
              "scaling|Chinchilla|Kaplan|MFU|FLOP|speedup|Amdahl|Gustafson|efficiency|batch"));

  private static List<Question> questions;

  @BeforeAll
  static void load() throws IOException {
    // Skipped only while the folder is absent (content is authored on its own branch).
    assumeTrue(hasFiles(QUESTIONS), "questions/ is not in this checkout");
    LoadResult result = new BankLoader().load(QUESTIONS);
    assertThat(result.problems()).extracting(Problem::format).isEmpty();
    questions = result.bank().questions();
  }

  @Test
  @DisplayName("the shipped bank validates clean and holds at least 150 questions")
  void cleanAndLargeEnough() {
    assertThat(questions.size())
        .as("questions in questions/")
        .isGreaterThanOrEqualTo(MIN_QUESTIONS);
  }

  @Test
  @DisplayName(
      "at least three shipped questions show a picture: distinct files inside questions/ that"
          + " passed the image check and decode as pictures")
  void picturesAreShipped() throws IOException {
    // A retired question keeps its picture (its history still shows it), so only questions in
    // use must each have a picture of their own.
    List<QuestionImage> pictures =
        questions.stream().filter(q -> !q.retired()).flatMap(q -> q.picture().stream()).toList();
    assertThat(pictures).as("questions with an image").hasSizeGreaterThanOrEqualTo(MIN_PICTURES);
    assertThat(pictures).extracting(QuestionImage::file).doesNotHaveDuplicates();
    Path folder = QUESTIONS.toRealPath();
    for (QuestionImage picture : pictures) {
      assertThat(picture.file().toRealPath()).startsWith(folder);
      assertThat(ImageCheck.typeOf(picture.file())).isEqualTo(picture.type());
      assertThat(Files.size(picture.file())).isLessThanOrEqualTo(ImageCheck.MAX_BYTES);
      BufferedImage decoded = ImageIO.read(picture.file().toFile());
      assertThat(decoded).as("%s decodes", picture.file()).isNotNull();
      assertThat(decoded.getWidth()).isGreaterThan(1);
      assertThat(decoded.getHeight()).isGreaterThan(1);
    }
  }

  @Test
  @DisplayName("every id is unique and follows the deck's series (nca-mg-NNN, nca-seed-qN)")
  void idsFollowTheSeries() {
    List<String> ids = questions.stream().map(Question::id).toList();
    assertThat(ids).doesNotHaveDuplicates();
    assertThat(ids).allMatch(id -> ID.matcher(id).matches(), "matches " + ID);
  }

  @Test
  @DisplayName("no known id disappears and no id is added without being listed")
  void idsAreStable() {
    // GIVEN the committed lists of known and deliberately deleted ids
    Set<String> known = ids("shipped-question-ids.txt");
    Set<String> deleted = ids("shipped-question-ids-deleted.txt");
    Set<String> shipped = questions.stream().map(Question::id).collect(Collectors.toSet());

    // THEN every known id is still shipped, no deleted one came back, and every shipped id is known
    assertThat(new TreeSet<>(known))
        .as(
            "ids listed in shipped-question-ids.txt but missing from questions/ (renamed or"
                + " dropped? move a deliberate deletion to shipped-question-ids-deleted.txt)")
        .isSubsetOf(shipped);
    assertThat(known)
        .as("ids listed as both known and deleted")
        .doesNotContainAnyElementsOf(deleted);
    assertThat(shipped).as("deleted ids are never reused").doesNotContainAnyElementsOf(deleted);
    assertThat(new TreeSet<>(shipped))
        .as("ids in questions/ not yet listed in src/test/resources/bank/shipped-question-ids.txt")
        .isSubsetOf(known);
  }

  @Test
  @DisplayName("every topic and syllabus item has at least 4 questions per syllabus item")
  void syllabusIsCovered() {
    Map<String, Integer> perTopic = new TreeMap<>();
    questions.forEach(q -> perTopic.merge(q.topic(), 1, Integer::sum));
    Map<String, Integer> minimum = new TreeMap<>();
    SYLLABUS.forEach(item -> minimum.merge(item.topic(), PER_ITEM, Integer::sum));
    Map<String, String> shortfalls = new LinkedHashMap<>();
    minimum.forEach(
        (topic, min) -> {
          int has = perTopic.getOrDefault(topic, 0);
          if (has < min) {
            shortfalls.put(topic, has + " of " + min);
          }
        });
    for (SyllabusItem item : SYLLABUS) {
      long has =
          questions.stream()
              .filter(q -> q.topic().equals(item.topic()))
              .filter(q -> item.pattern().matcher(q.prompt() + " " + q.correctChoice()).find())
              .count();
      if (has < PER_ITEM) {
        shortfalls.put(item.name(), has + " of " + PER_ITEM);
      }
    }
    assertThat(shortfalls).as("topics and syllabus items below their minimum").isEmpty();
  }

  @Test
  @DisplayName("correct answers are spread evenly: each position within 3 of an even share")
  void correctAnswersSpreadEvenly() {
    // GIVEN the shipped bank (spec: "its correct answer is spread evenly over positions before
    // shuffling", so an author's habit of putting it first shows nowhere, shuffled or not)
    Map<Integer, int[]> byChoiceCount = new TreeMap<>();
    for (Question q : questions) {
      byChoiceCount.computeIfAbsent(q.choices().size(), n -> new int[n])[q.answerIndex()]++;
    }
    // THEN within each group of questions with n choices, each position holds the key of
    // total/n questions, give or take 3
    for (Map.Entry<Integer, int[]> group : byChoiceCount.entrySet()) {
      int[] counts = group.getValue();
      double even = Arrays.stream(counts).sum() / (double) counts.length;
      double worst = Arrays.stream(counts).mapToDouble(c -> Math.abs(c - even)).max().orElse(0);
      assertThat(worst)
          .as(
              "key positions of the %d-choice questions: %s",
              group.getKey(), Arrays.toString(counts))
          .isLessThanOrEqualTo(3.0);
    }
  }

  @Test
  @DisplayName("the key is strictly the longest choice in at most a quarter of the questions")
  void lengthTellIsRare() {
    List<String> tells = new ArrayList<>();
    for (Question q : questions) {
      int key = q.correctChoice().length();
      boolean longest = true;
      for (int i = 0; i < q.choices().size(); i++) {
        if (i != q.answerIndex() && q.choices().get(i).length() >= key) {
          longest = false;
        }
      }
      if (longest) {
        tells.add(q.id());
      }
    }
    assertThat(tells.size() * 4)
        .as(
            "questions whose key is strictly the longest choice: %s of %s %s",
            tells.size(), questions.size(), tells)
        .isLessThanOrEqualTo(questions.size());
  }

  @Test
  @DisplayName("no choice-length strategy scores above 30 % (issue 31)")
  void noLengthStrategy() {
    // GIVEN the shipped bank; a candidate who always picks the longest, the shortest or the
    // second-longest choice (ties broken at random) must do little better than guessing
    ChoiceLengthStrategies strategies = ChoiceLengthStrategies.of(questions);
    System.out.println("ShippedBankTest: " + strategies.summary());

    assertThat(strategies.longestShare()).as(strategies.summary()).isLessThanOrEqualTo(0.30);
    assertThat(strategies.shortestShare()).as(strategies.summary()).isLessThanOrEqualTo(0.30);
    assertThat(strategies.secondLongestShare()).as(strategies.summary()).isLessThanOrEqualTo(0.30);
  }

  @Test
  @DisplayName("no key is more than 10 % longer than its longest distractor (issue 31)")
  void keyNeverFarLongest() {
    Map<String, String> tooLong = new TreeMap<>();
    double worst = 0;
    for (Question q : questions.stream().filter(q -> !q.retired()).toList()) {
      double ratio = ChoiceLengthStrategies.keyOverLongestDistractor(q);
      worst = Math.max(worst, ratio);
      if (ratio > 1.10) {
        tooLong.put(q.id(), String.format(Locale.ROOT, "%+.0f %%", 100 * (ratio - 1)));
      }
    }
    System.out.printf(
        Locale.ROOT,
        "ShippedBankTest: the key is at most %+.1f %% longer than the longest distractor%n",
        100 * (worst - 1));

    assertThat(tooLong)
        .as("keys more than 10 percent longer than their longest distractor")
        .isEmpty();
  }

  @Test
  @DisplayName("every question has a reference and a difficulty")
  void referenceAndDifficulty() {
    assertThat(questions)
        .filteredOn(q -> q.reference() == null || q.difficulty() == null)
        .extracting(Question::id)
        .isEmpty();
  }

  private record SyllabusItem(String name, String topic, Pattern pattern) {}

  private static SyllabusItem item(String name, String topic, String regex) {
    return new SyllabusItem(name, topic, Pattern.compile(regex, Pattern.CASE_INSENSITIVE));
  }

  /** The ids of a list file: one per line, '#' starts a comment, blank lines ignored. */
  private static Set<String> ids(String resource) {
    try (Stream<String> lines = Files.lines(Fixtures.resource(resource))) {
      return lines
          .map(line -> line.replaceFirst("#.*", "").strip())
          .filter(line -> !line.isEmpty())
          .collect(Collectors.toCollection(TreeSet::new));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static boolean hasFiles(Path folder) throws IOException {
    if (!Files.isDirectory(folder)) {
      return false;
    }
    try (Stream<Path> files = Files.walk(folder)) {
      return files.anyMatch(Files::isRegularFile);
    }
  }
}
