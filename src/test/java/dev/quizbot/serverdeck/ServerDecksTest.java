package dev.quizbot.serverdeck;

import static org.assertj.core.api.Assertions.assertThat;

import dev.quizbot.bank.Deck;
import dev.quizbot.bank.LoadResult;
import dev.quizbot.bank.formats.ImportResult;
import dev.quizbot.bank.formats.UploadReader;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** A server deck's stored YAML gives back what was uploaded. */
final class ServerDecksTest {

  @Test
  @DisplayName("an uploaded deck's exam block survives storing and loading")
  void examBlockStored() {
    String yaml =
        """
        id: up
        title: Uploaded
        exam:
          questions: 2
          minutes: 10
          weights: {memory: 50, comms: 50}
        questions:
          - {id: up-1, topic: memory, prompt: One, choices: [a, b], answer: a, explanation: E.}
          - {id: up-2, topic: memory, prompt: Two, choices: [a, b], answer: b, explanation: E.}
          - {id: up-3, topic: comms, prompt: Three, choices: [a, b], answer: a, explanation: E.}
        """;
    ImportResult uploaded =
        new UploadReader().read("up.yaml", yaml.getBytes(StandardCharsets.UTF_8), null);
    assertThat(uploaded.problems()).isEmpty();
    Deck deck = uploaded.deck();

    String stored = ServerDecks.yaml(deck);
    LoadResult loaded =
        ServerDecks.load(
            new StoredDeck(
                1L,
                "up",
                deck.title(),
                stored,
                ServerDecks.sha256(stored),
                3,
                2L,
                Instant.EPOCH,
                null));

    assertThat(loaded.problems()).isEmpty();
    assertThat(deck.exam().declared()).isTrue();
    assertThat(loaded.bank().decks().get(0).exam()).isEqualTo(deck.exam());
    assertThat(loaded.bank().decks().get(0).questions()).isEqualTo(deck.questions());
  }
}
