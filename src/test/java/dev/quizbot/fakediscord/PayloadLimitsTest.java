package dev.quizbot.fakediscord;

import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

final class PayloadLimitsTest {

  private static ObjectNode messageWithEmbed(ObjectNode embed) {
    ObjectNode body = Json.object();
    body.putArray("embeds").add(embed);
    return body;
  }

  @Test
  @DisplayName("A field value of 1025 characters is refused with 50035")
  void fieldValueTooLong() {
    // GIVEN an embed whose field value is one over the limit
    ObjectNode embed = Json.object();
    embed.putArray("fields").addObject().put("name", "n").put("value", "v".repeat(1025));

    // WHEN checked THEN Invalid Form Body
    assertThatThrownBy(() -> PayloadLimits.checkMessage(messageWithEmbed(embed)))
        .isInstanceOfSatisfying(
            DiscordError.class,
            e -> org.assertj.core.api.Assertions.assertThat(e.code()).isEqualTo(50035));
  }

  @Test
  @DisplayName("Twenty-six fields are refused")
  void tooManyFields() {
    // GIVEN 26 small fields
    ObjectNode embed = Json.object();
    ArrayNode fields = embed.putArray("fields");
    for (int i = 0; i < 26; i++) {
      fields.addObject().put("name", "n" + i).put("value", "v");
    }

    // WHEN checked THEN refused
    assertThatThrownBy(() -> PayloadLimits.checkMessage(messageWithEmbed(embed)))
        .isInstanceOf(DiscordError.class);
  }

  @Test
  @DisplayName("An embed exactly at every limit below 6000 in total is accepted")
  void atTheLimitsIsAccepted() {
    // GIVEN title 256, description 4096, footer 1000, author 256 (5608 in total)
    ObjectNode embed = Json.object();
    embed.put("title", "t".repeat(256)).put("description", "d".repeat(4096));
    embed.putObject("footer").put("text", "f".repeat(1000));
    embed.putObject("author").put("name", "a".repeat(256));

    // WHEN checked THEN accepted
    assertThatCode(() -> PayloadLimits.checkMessage(messageWithEmbed(embed)))
        .doesNotThrowAnyException();
  }

  @Test
  @DisplayName("A footer of 2049 characters is refused")
  void footerTooLong() {
    // GIVEN a footer one over the limit
    ObjectNode embed = Json.object();
    embed.putObject("footer").put("text", "f".repeat(2049));

    // WHEN checked THEN refused
    assertThatThrownBy(() -> PayloadLimits.checkMessage(messageWithEmbed(embed)))
        .isInstanceOf(DiscordError.class);
  }
}
