package dev.quizbot.fakediscord;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Discord's component limits and callback rules at the wire, sent raw (JDA checks most limits
 * itself, so it would never send these), with no bot running.
 */
final class ComponentRulesE2ETest {

  @RegisterExtension final FakeDiscordExtension discord = new FakeDiscordExtension();

  private static final HttpClient HTTP = HttpClient.newHttpClient();

  private static HttpResponse<String> send(
      DiscordScenario scenario, String method, String path, String json) throws Exception {
    HttpRequest request =
        HttpRequest.newBuilder(URI.create(scenario.fake().apiUrl() + path))
            .header("Content-Type", "application/json")
            .header("Authorization", "Bot " + scenario.fake().token())
            .method(method, HttpRequest.BodyPublishers.ofString(json))
            .build();
    return HTTP.send(request, HttpResponse.BodyHandlers.ofString());
  }

  private static String button(String customId) {
    return "{\"type\":2,\"style\":1,\"label\":\"L\",\"custom_id\":\"" + customId + "\"}";
  }

  private static String row(String... children) {
    return "{\"type\":1,\"components\":[" + String.join(",", children) + "]}";
  }

  private static String message(String... rows) {
    return "{\"content\":\"q\",\"components\":[" + String.join(",", rows) + "]}";
  }

  private static String select(int options) {
    StringBuilder list = new StringBuilder();
    for (int i = 0; i < options; i++) {
      list.append(i == 0 ? "" : ",")
          .append("{\"label\":\"o")
          .append(i)
          .append("\",\"value\":\"v")
          .append(i)
          .append("\"}");
    }
    return "{\"type\":3,\"custom_id\":\"s\",\"options\":[" + list + "]}";
  }

  static Stream<Arguments> overLimit() {
    String r = row(button("a"));
    return Stream.of(
        Arguments.of(
            "six action rows",
            message(
                row(button("a")),
                row(button("b")),
                row(button("c")),
                row(button("d")),
                row(button("e")),
                row(button("f"))),
            "components"),
        Arguments.of(
            "six buttons in a row",
            message(
                row(button("a"), button("b"), button("c"), button("d"), button("e"), button("f"))),
            "components.0.components"),
        Arguments.of(
            "a select beside a button",
            message(row(select(2), button("a"))),
            "components.0.components.1"),
        Arguments.of(
            "a custom_id of 101 characters",
            message(row(button("x".repeat(101)))),
            "components.0.components.0.custom_id"),
        Arguments.of(
            "a custom_id twice in the message",
            message(r, row(button("a"))),
            "components.1.components.0.custom_id"),
        Arguments.of(
            "a label of 81 characters",
            message(
                row(
                    "{\"type\":2,\"style\":2,\"custom_id\":\"a\",\"label\":\""
                        + "y".repeat(81)
                        + "\"}")),
            "components.0.components.0.label"),
        Arguments.of(
            "a select of 26 options",
            message(row(select(26))),
            "components.0.components.0.options"),
        Arguments.of(
            "a link button without url",
            message(row("{\"type\":2,\"style\":5,\"label\":\"Go\"}")),
            "components.0.components.0.url"));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("overLimit")
  @DisplayName("A message over a component limit gets 400 Invalid Form Body (50035) at the field")
  void overLimitIsRejected(String what, String body, String errorPath, DiscordScenario scenario)
      throws Exception {
    // GIVEN the quiz channel
    // WHEN the bot posts a message breaking one limit
    HttpResponse<String> response =
        send(scenario, "POST", "channels/" + scenario.channel().id() + "/messages", body);

    // THEN Discord refuses it, naming the field, and stores nothing
    assertThat(response.statusCode()).isEqualTo(400);
    JsonNode error = Json.parse(response.body());
    assertThat(error.path("code").asInt()).isEqualTo(50035);
    assertThat(error.path("message").asText()).isEqualTo("Invalid Form Body");
    JsonNode at = error.path("errors");
    for (String part : errorPath.split("\\.")) {
      at = at.path(part);
    }
    assertThat(at.path("_errors").path(0).path("code").asText()).isNotEmpty();
    assertThat(scenario.messages(scenario.channel())).isEmpty();
  }

  @Test
  @DisplayName("A message at every limit is stored, each component given Discord's numeric id")
  void atLimitIsStored(DiscordScenario scenario) throws Exception {
    // GIVEN five rows: four of five buttons and one select of 25 options
    String[] rows = new String[5];
    for (int r = 0; r < 4; r++) {
      String[] buttons = new String[5];
      for (int b = 0; b < 5; b++) {
        buttons[b] = button("b" + r + b);
      }
      rows[r] = row(buttons);
    }
    rows[4] = row(select(25));

    // WHEN the bot posts it
    HttpResponse<String> response =
        send(scenario, "POST", "channels/" + scenario.channel().id() + "/messages", message(rows));

    // THEN it is stored and returned with ids 1.. in tree order
    assertThat(response.statusCode()).isEqualTo(200);
    JsonNode returned = Json.parse(response.body()).path("components");
    assertThat(returned.size()).isEqualTo(5);
    assertThat(returned.path(0).path("id").asInt()).isEqualTo(1);
    assertThat(returned.path(0).path("components").path(0).path("id").asInt()).isEqualTo(2);
    assertThat(returned.path(4).path("components").path(0).path("options").size()).isEqualTo(25);
    FakeMessage stored = scenario.messages(scenario.channel()).get(0);
    assertThat(stored.buttonLabels()).hasSize(20);
    assertThat(stored.component("s").path("type").asInt()).isEqualTo(3);
  }

  private static FakeMessage postWithButton(DiscordScenario scenario) throws Exception {
    HttpResponse<String> response =
        send(
            scenario,
            "POST",
            "channels/" + scenario.channel().id() + "/messages",
            message(row(button("go"))));
    return scenario
        .fake()
        .message(scenario.channel(), Json.parse(response.body()).path("id").asText())
        .orElseThrow();
  }

  private static HttpResponse<String> callback(
      DiscordScenario scenario, InteractionReply reply, String json) throws Exception {
    InteractionRecord record = reply.record();
    return send(
        scenario, "POST", "interactions/" + record.id + "/" + record.token + "/callback", json);
  }

  @Test
  @DisplayName("A button's interaction takes one callback; the second gets 40060")
  void secondCallbackOnButtonIsRefused(DiscordScenario scenario) throws Exception {
    // GIVEN alice pressed the button
    FakeMessage message = postWithButton(scenario);
    InteractionReply reply = scenario.fake().pressButton(scenario.alice(), message, "go");

    // WHEN it is answered with UPDATE_MESSAGE twice
    String update = "{\"type\":7,\"data\":{\"content\":\"done\",\"components\":[]}}";
    HttpResponse<String> first = callback(scenario, reply, update);
    HttpResponse<String> second = callback(scenario, reply, update);

    // THEN the first edits the message, the second is Discord's "already acknowledged"
    assertThat(first.statusCode()).isEqualTo(204);
    assertThat(message.content()).isEqualTo("done");
    assertThat(message.components()).isEmpty();
    assertThat(second.statusCode()).isEqualTo(400);
    assertThat(Json.parse(second.body()).path("code").asInt()).isEqualTo(40060);
  }

  @Test
  @DisplayName("A button's interaction answered after 3 s gets 10062 and the message stays")
  void lateCallbackOnButtonIsUnknown(DiscordScenario scenario) throws Exception {
    // GIVEN a pressed button left unanswered past the (shortened) deadline
    scenario.fake().setInteractionDeadline(Duration.ofMillis(50));
    FakeMessage message = postWithButton(scenario);
    InteractionReply reply = scenario.fake().pressButton(scenario.bob(), message, "go");
    Thread.sleep(100);

    // WHEN the bot updates the message
    HttpResponse<String> late =
        callback(scenario, reply, "{\"type\":7,\"data\":{\"content\":\"late\"}}");

    // THEN Discord no longer knows the interaction and nothing changed
    assertThat(late.statusCode()).isEqualTo(404);
    assertThat(Json.parse(late.body()).path("code").asInt()).isEqualTo(10062);
    assertThat(message.content()).isEqualTo("q");
  }

  @Test
  @DisplayName("UPDATE_MESSAGE answers only components; a slash command gets 400 for it")
  void updateMessageOnSlashIsInvalid(DiscordScenario scenario) throws Exception {
    // GIVEN a registered command that alice ran
    send(
        scenario,
        "PUT",
        "applications/" + scenario.fake().applicationId() + "/commands",
        "[{\"name\":\"quiet\",\"description\":\"d\"}]");
    InteractionReply reply =
        scenario
            .fake()
            .invokeSlash(
                scenario.alice(), scenario.channel(), "quiet", Map.of(), DiscordScenario.TIMEOUT);

    // WHEN it is answered with type 7, then with a proper reply
    HttpResponse<String> update =
        callback(scenario, reply, "{\"type\":7,\"data\":{\"content\":\"x\"}}");
    HttpResponse<String> replied =
        callback(scenario, reply, "{\"type\":4,\"data\":{\"content\":\"ok\"}}");

    // THEN the first is invalid and does not use up the interaction
    assertThat(update.statusCode()).isEqualTo(400);
    assertThat(Json.parse(update.body()).path("code").asInt()).isEqualTo(50035);
    assertThat(replied.statusCode()).isEqualTo(204);
    assertThat(reply.content()).isEqualTo("ok");
  }

  static Stream<Arguments> badModals() {
    String input =
        "{\"type\":18,\"label\":\"Reason\",\"component\":"
            + "{\"type\":4,\"custom_id\":\"r\",\"style\":1}}";
    return Stream.of(
        Arguments.of(
            "a title of 46 characters",
            "{\"custom_id\":\"m\",\"title\":\""
                + "t".repeat(46)
                + "\",\"components\":["
                + input
                + "]}",
            "data.title"),
        Arguments.of(
            "six components",
            "{\"custom_id\":\"m\",\"title\":\"T\",\"components\":["
                + String.join(",", java.util.Collections.nCopies(6, input))
                + "]}",
            "data.components"),
        Arguments.of(
            "min_length over max_length",
            "{\"custom_id\":\"m\",\"title\":\"T\",\"components\":[{\"type\":18,\"label\":\"R\","
                + "\"component\":{\"type\":4,\"custom_id\":\"r\",\"style\":1,"
                + "\"min_length\":10,\"max_length\":5}}]}",
            "data.components.0.component.min_length"),
        Arguments.of(
            "a label of 46 characters",
            "{\"custom_id\":\"m\",\"title\":\"T\",\"components\":[{\"type\":18,\"label\":\""
                + "l".repeat(46)
                + "\",\"component\":{\"type\":4,\"custom_id\":\"r\",\"style\":1}}]}",
            "data.components.0.label"));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("badModals")
  @DisplayName("A modal over Discord's limits gets 400 (50035) and opens nothing")
  void badModalIsRejected(String what, String modal, String errorPath, DiscordScenario scenario)
      throws Exception {
    // GIVEN alice pressed a button
    FakeMessage message = postWithButton(scenario);
    InteractionReply reply = scenario.fake().pressButton(scenario.alice(), message, "go");

    // WHEN the bot answers with that modal
    HttpResponse<String> response =
        callback(scenario, reply, "{\"type\":9,\"data\":" + modal + "}");

    // THEN Discord refuses it at the field; the interaction is still open
    assertThat(response.statusCode()).isEqualTo(400);
    JsonNode at = Json.parse(response.body()).path("errors");
    for (String part : errorPath.split("\\.")) {
      at = at.path(part);
    }
    assertThat(at.path("_errors").isArray()).as(response.body()).isTrue();
    assertThat(reply.acknowledged()).isFalse();
  }
}
