package dev.quizbot.discord.suggest;

import static org.assertj.core.api.Assertions.assertThat;

import dev.quizbot.discord.ComponentId;
import dev.quizbot.suggestion.SuggestionDecks.DeckView;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

final class NewFormIdsTest {

  private static SuggestFeature.DeckTopic read(String id) {
    return NewFormIds.read(ComponentId.parse(id).orElseThrow()).orElseThrow();
  }

  @Test
  @DisplayName("short names travel in the form's id as they are")
  void shortNames() {
    String id = NewFormIds.of("nca-multi-gpu", "memory").orElseThrow();

    assertThat(id).isEqualTo("sgn:nca-multi-gpu:memory");
    assertThat(read(id)).isEqualTo(new SuggestFeature.DeckTopic("nca-multi-gpu", "memory"));
  }

  @Test
  @DisplayName(
      "a 100-character deck id with a 64-character topic fits as a hash, resolved to them against"
          + " the server's decks, and to nothing once they are gone")
  void longNames() {
    String deck = "d".repeat(100);
    String topic = "t".repeat(64);
    String id = NewFormIds.of(deck, topic).orElseThrow();

    assertThat(id.length()).isLessThanOrEqualTo(ComponentId.MAX_LENGTH);
    SuggestFeature.DeckTopic hashed = read(id);
    assertThat(NewFormIds.isHashed(hashed)).isTrue();
    List<DeckView> decks =
        List.of(
            new DeckView("nca-multi-gpu", "NCA", List.of("memory"), List.of()),
            new DeckView(deck, "Long", List.of("other", topic), List.of()));
    assertThat(NewFormIds.resolve(hashed, decks))
        .contains(new SuggestFeature.DeckTopic(deck, topic));
    assertThat(NewFormIds.resolve(hashed, decks.subList(0, 1))).isEmpty();
  }

  @Test
  @DisplayName(
      "a typed name with ':' gets no form id (no deck or topic has one), whatever its length")
  void colon() {
    assertThat(NewFormIds.of("nca-multi-gpu", "a:b")).isEmpty();
    assertThat(NewFormIds.of("d".repeat(100), "a:b")).isEmpty();
  }

  @Test
  @DisplayName("an id of neither shape is no form of this family")
  void otherShapes() {
    assertThat(NewFormIds.read(ComponentId.parse("sgn:x").orElseThrow())).isEmpty();
    assertThat(NewFormIds.read(ComponentId.parse("sgn:a:b:c").orElseThrow())).isEmpty();
  }
}
