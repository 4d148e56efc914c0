package dev.quizbot.e2e.leaderboard;

import com.fasterxml.jackson.databind.JsonNode;
import dev.quizbot.fakediscord.FakeUser;
import dev.quizbot.fakediscord.InteractionReply;
import java.util.Arrays;
import java.util.List;

/** What a member reads on a /leaderboard reply. */
record BoardView(String title, List<String> lines, String period, String footer, int length) {

  static BoardView of(InteractionReply reply) {
    JsonNode embed = reply.embeds().get(0);
    String description = embed.path("description").asText();
    int length =
        embed.path("title").asText().length()
            + description.length()
            + embed.path("footer").path("text").asText().length();
    for (JsonNode field : embed.path("fields")) {
      length += field.path("name").asText().length() + field.path("value").asText().length();
    }
    return new BoardView(
        embed.path("title").asText(),
        Arrays.stream(description.split("\n")).filter(l -> !l.isBlank()).toList(),
        embed.path("fields").get(0).path("value").asText(),
        embed.path("footer").path("text").asText(),
        length);
  }

  /** The board's lines as "rank mention points", e.g. "#1 <@42> 20". */
  List<String> ranking() {
    return lines.stream()
        .filter(l -> l.startsWith("**#") || l.startsWith("Your rank"))
        .map(
            l ->
                l.replace("Your rank: ", "").replace("**", "").replaceAll(" — (\\d+) pts.*", " $1"))
        .toList();
  }

  static String entry(int rank, FakeUser user, int points) {
    return "#" + rank + " <@" + user.id() + "> " + points;
  }

  static String entry(int rank, long userId, int points) {
    return "#" + rank + " <@" + userId + "> " + points;
  }
}
