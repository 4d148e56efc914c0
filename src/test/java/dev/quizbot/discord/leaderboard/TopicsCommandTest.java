package dev.quizbot.discord.leaderboard;

import static org.assertj.core.api.Assertions.assertThat;

import dev.quizbot.bank.Deck;
import dev.quizbot.bank.Question;
import dev.quizbot.bank.QuestionBank;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import net.dv8tion.jda.api.entities.MessageEmbed;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

final class TopicsCommandTest {

  @Test
  @DisplayName(
      "/topics with more topics than fit lists whole topic lines and says how many more there are")
  void manyTopicsCutByLine() {
    // GIVEN a bank of 150 topics, one question each
    List<Question> questions = new ArrayList<>();
    for (int i = 0; i < 150; i++) {
      questions.add(
          new Question(
              "q-" + i,
              "big",
              String.format("syllabus-topic-%03d", i),
              "P?",
              List.of("a", "b"),
              0,
              "E.",
              null,
              null,
              null));
    }
    QuestionBank bank =
        QuestionBank.of(List.of(new Deck("big", "Big deck", "Many topics", null, questions)));

    // WHEN /topics is rendered
    MessageEmbed embed = TopicsCommand.render(bank);

    // THEN every topic line shown is whole, and the last line tells how many are left out
    List<String> lines = Arrays.asList(embed.getDescription().split("\n"));
    List<String> topicLines = lines.subList(1, lines.size() - 1);
    assertThat(topicLines)
        .isNotEmpty()
        .allMatch(l -> l.matches("`syllabus-topic-\\d{3}` — 1 question"));
    assertThat(lines.get(lines.size() - 1))
        .isEqualTo("… and " + (150 - topicLines.size()) + " more topics");
  }
}
