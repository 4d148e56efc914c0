package dev.quizbot.round;

import dev.quizbot.bank.Question;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;

/** Hand-built questions standing in for the bank. */
final class FakeQuestions implements QuestionSource {

  static final Question RING =
      new Question(
          "q-ring",
          "deck-one",
          "communication",
          "Which NCCL algorithm sends each chunk around all ranks in turn?",
          List.of("Ring", "Tree", "Broadcast", "Scatter"),
          0,
          "Ring all-reduce passes chunks around a ring of ranks.",
          "Made-up guide, section 1",
          null,
          null);

  static final Question ZERO =
      new Question(
          "q-zero",
          "deck-one",
          "parallelism",
          "What does ZeRO stage 1 partition?",
          List.of("Parameters", "Optimizer states", "Activations"),
          1,
          "Stage 1 partitions the optimizer states across ranks.",
          null,
          null,
          null);

  static final Question NVLINK =
      new Question(
          "q-nvlink",
          "deck-two",
          "interconnect",
          "What links GPUs inside one node at the highest bandwidth?",
          List.of("PCIe", "Ethernet", "NVLink", "USB"),
          2,
          "NVLink is the direct GPU-to-GPU link.",
          null,
          null,
          null);

  private final List<Question> all;

  FakeQuestions(List<Question> all) {
    this.all = List.copyOf(all);
  }

  static FakeQuestions standard() {
    return new FakeQuestions(List.of(RING, ZERO, NVLINK));
  }

  @Override
  public List<Question> eligible(Optional<String> topic, Optional<String> deckId) {
    return all.stream()
        .filter(q -> topic.map(q.topic()::equals).orElse(true))
        .filter(q -> deckId.map(q.deckId()::equals).orElse(true))
        .toList();
  }

  @Override
  public Optional<Question> byId(String questionId) {
    return all.stream().filter(q -> q.id().equals(questionId)).findFirst();
  }

  @Override
  public Set<String> topics() {
    Set<String> topics = new TreeSet<>();
    all.forEach(q -> topics.add(q.topic()));
    return topics;
  }

  @Override
  public Set<String> deckIds() {
    Set<String> decks = new TreeSet<>();
    all.forEach(q -> decks.add(q.deckId()));
    return decks;
  }
}
