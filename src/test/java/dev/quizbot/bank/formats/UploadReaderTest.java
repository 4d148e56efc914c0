package dev.quizbot.bank.formats;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** {@code /bank upload} of a Quizbot deck (YAML): what an upload cannot carry is refused. */
final class UploadReaderTest {

  @Test
  @DisplayName("an uploaded deck's picture is refused at its line, even one naming a bot's file")
  void pictureRefused() {
    // The path names a real file relative to the bot's working directory (the shipped bank's).
    String yaml =
        """
        id: up
        title: Uploaded
        questions:
          - id: up-1
            topic: general
            prompt: Which ring?
            choices: [this, that]
            answer: this
            explanation: Because.
            image: questions/diagrams/ring-allreduce.png
        """;

    ImportResult result =
        new UploadReader().read("up.yaml", yaml.getBytes(StandardCharsets.UTF_8), null);

    assertThat(result.deck()).isNull();
    assertThat(result.problems())
        .extracting(p -> p.line() + " " + p.message())
        .containsExactly(
            "10 an uploaded deck cannot carry pictures: remove the image field (pictures work in"
                + " the bank on the bot's host, beside the deck file)");
  }
}
