package dev.quizbot.e2e.exam;

import static dev.quizbot.e2e.exam.ExamE2E.index;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.quizbot.e2e.AppBot;
import dev.quizbot.fakediscord.DiscordScenario;
import dev.quizbot.fakediscord.FakeDiscordExtension;
import dev.quizbot.fakediscord.FakeMessage;
import dev.quizbot.fakediscord.FakeUser;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** A long exam: more unanswered questions than one select holds, every one still reachable. */
final class ExamGoToE2ETest {

  private static final int QUESTIONS = 100;

  private final AppBot bot = AppBot.fresh();

  @RegisterExtension final FakeDiscordExtension extension = FakeDiscordExtension.withBot(() -> bot);

  /** Question index listed → the custom_id of the select listing it, over every select. */
  private static Map<Integer, String> goTo(FakeMessage message) {
    Map<Integer, String> listed = new TreeMap<>();
    int selects = 0;
    for (JsonNode row : message.components()) {
      for (JsonNode c : row.path("components")) {
        if (c.path("type").asInt() == 3) {
          selects++;
          assertThat(c.path("custom_id").asText()).startsWith("ex:g:");
          assertThat(c.path("options").size()).isBetween(1, 25);
          for (JsonNode o : c.path("options")) {
            listed.put(o.path("value").asInt(), c.path("custom_id").asText());
          }
        }
      }
    }
    assertThat(message.components().size()).isLessThanOrEqualTo(5);
    assertThat(selects).isGreaterThanOrEqualTo(2);
    return listed;
  }

  private FakeMessage go(DiscordScenario discord, FakeUser user, FakeMessage message, int to) {
    String select = goTo(message).get(to);
    assertThat(select).as("question %d listed", to + 1).isNotNull();
    return discord
        .select(user, message, select, Integer.toString(to))
        .awaitAcknowledged(DiscordScenario.TIMEOUT)
        .message();
  }

  @Test
  @DisplayName(
      "a 100-question exam lists its unanswered questions in several selects within Discord's"
          + " limits, and every one is reachable")
  void everyQuestionReachable(DiscordScenario discord) throws Exception {
    FakeUser alice = discord.alice();
    bot.app().examTicker().tickOnlyWhenAsked();
    FakeMessage message =
        ExamE2E.startInDms(discord, alice, Map.of("deck", "nca-multi-gpu", "questions", QUESTIONS));
    assertThat(index(message)).isZero();

    // On question 1 the selects list more than 25, in order from question 1, each once
    Map<Integer, String> first = goTo(message);
    assertThat(first.size()).isGreaterThan(25);
    assertThat(new ArrayList<>(first.keySet()).subList(0, 30))
        .isEqualTo(java.util.stream.IntStream.range(0, 30).boxed().toList());

    // WHEN alice keeps jumping to the farthest question listed
    Map<Integer, Integer> visits = new HashMap<>();
    int hops = 0;
    while (index(message) < QUESTIONS - 1 && hops++ < 10) {
      Map<Integer, String> listed = goTo(message);
      int farthest = ((TreeMap<Integer, String>) listed).lastKey();
      message = go(discord, alice, message, farthest);
      assertThat(index(message)).isEqualTo(farthest);
      visits.merge(farthest, 1, Integer::sum);
    }
    // THEN the last question is reached, and from there the first again
    assertThat(index(message)).isEqualTo(QUESTIONS - 1);
    assertThat(hops).isLessThanOrEqualTo(3);
    hops = 0;
    while (index(message) > 0 && hops++ < 10) {
      int nearest = ((TreeMap<Integer, String>) goTo(message)).firstKey();
      message = go(discord, alice, message, nearest);
    }
    assertThat(index(message)).isZero();
    // AND every question was listed on some screen: the union of windows on the way covers all
    List<Integer> seen = new ArrayList<>(goTo(message).keySet());
    message = go(discord, alice, message, ((TreeMap<Integer, String>) goTo(message)).lastKey());
    seen.addAll(goTo(message).keySet());
    message = go(discord, alice, message, ((TreeMap<Integer, String>) goTo(message)).lastKey());
    seen.addAll(goTo(message).keySet());
    assertThat(seen.stream().distinct().sorted().toList())
        .isEqualTo(java.util.stream.IntStream.range(0, QUESTIONS).boxed().toList());
  }
}
