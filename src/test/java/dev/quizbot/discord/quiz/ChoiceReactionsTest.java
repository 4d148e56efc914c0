package dev.quizbot.discord.quiz;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

final class ChoiceReactionsTest {

  private final List<String> sent = new ArrayList<>();
  private final List<CompletableFuture<Void>> pending = new ArrayList<>();

  private CompletableFuture<?> send(String message, String emoji) {
    sent.add(message + emoji);
    CompletableFuture<Void> answer = new CompletableFuture<>();
    pending.add(answer);
    return answer;
  }

  @Test
  @DisplayName("a message's reactions are sent one after another, each after Discord answered")
  void sendsInOrder() {
    // GIVEN
    ChoiceReactions reactions = new ChoiceReactions(4);
    // WHEN
    reactions.add(List.of("1", "2", "3"), e -> send("a", e));
    // THEN
    assertThat(sent).containsExactly("a1");
    pending.get(0).complete(null);
    pending.get(1).completeExceptionally(new IllegalStateException("missing permission"));
    assertThat(sent).containsExactly("a1", "a2", "a3");
  }

  @Test
  @DisplayName("beyond the cap a message waits until an earlier message has all its reactions")
  void capsMessages() {
    // GIVEN
    ChoiceReactions reactions = new ChoiceReactions(1);
    reactions.add(List.of("1", "2"), e -> send("a", e));
    // WHEN
    reactions.add(List.of("1"), e -> send("b", e));
    assertThat(sent).containsExactly("a1");
    pending.get(0).complete(null);
    pending.get(1).complete(null);
    // THEN
    assertThat(sent).containsExactly("a1", "a2", "b1");
  }
}
