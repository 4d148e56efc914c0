package dev.quizbot.fakediscord;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import com.fasterxml.jackson.databind.JsonNode;
import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import javax.imageio.ImageIO;
import net.dv8tion.jda.api.EmbedBuilder;
import net.dv8tion.jda.api.entities.channel.concrete.TextChannel;
import net.dv8tion.jda.api.entities.emoji.Emoji;
import net.dv8tion.jda.api.exceptions.ErrorResponseException;
import net.dv8tion.jda.api.requests.ErrorResponse;
import net.dv8tion.jda.api.utils.FileUpload;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

final class DiscordRulesE2ETest {

  @RegisterExtension
  final FakeDiscordExtension discord = FakeDiscordExtension.withBot(JdaTestBot::new);

  private static TextChannel quizChannel(DiscordScenario scenario) {
    return ((JdaTestBot) scenario.startedBot()).jda().getTextChannelById(scenario.channel().id());
  }

  private static HttpResponse<String> rawPost(DiscordScenario scenario, String path, String json)
      throws Exception {
    HttpRequest request =
        HttpRequest.newBuilder(URI.create(scenario.fake().apiUrl() + path))
            .header("Authorization", "Bot " + scenario.fake().token())
            .header("Content-Type", "application/json")
            .POST(HttpRequest.BodyPublishers.ofString(json))
            .build();
    return HttpClient.newHttpClient().send(request, HttpResponse.BodyHandlers.ofString());
  }

  @Test
  @DisplayName("An embed title over 256 characters is rejected with 400 Invalid Form Body")
  void oversizedEmbedTitleIsRejected(DiscordScenario scenario) throws Exception {
    // GIVEN a title one character too long (JDA's EmbedBuilder would refuse it locally)
    String body = "{\"embeds\":[{\"title\":\"" + "x".repeat(257) + "\",\"description\":\"d\"}]}";

    // WHEN it is posted straight to the fake's REST API
    HttpResponse<String> response =
        rawPost(scenario, "channels/" + scenario.channel().id() + "/messages", body);

    // THEN Discord's 400 with code 50035 names the field
    assertThat(response.statusCode()).isEqualTo(400);
    JsonNode error = Json.parse(response.body());
    assertThat(error.path("code").asInt()).isEqualTo(50035);
    assertThat(error.path("errors").path("embeds").path("0").has("title")).isTrue();
    assertThat(scenario.messages(scenario.channel())).isEmpty();
  }

  @Test
  @DisplayName("Embeds that together exceed 6000 characters are rejected by the fake, through JDA")
  void embedsOverTotalAreRejected(DiscordScenario scenario) {
    // GIVEN two embeds each within JDA's local limits but 7000 characters together
    var first = new EmbedBuilder().setDescription("a".repeat(3500)).build();
    var second = new EmbedBuilder().setDescription("b".repeat(3500)).build();

    // WHEN the bot sends them in one message
    ErrorResponseException failure =
        catchThrowableOfType(
            ErrorResponseException.class,
            () -> quizChannel(scenario).sendMessageEmbeds(first, second).complete());

    // THEN JDA surfaces Discord's 400 Invalid Form Body and nothing is posted
    assertThat(failure.getErrorResponse()).isEqualTo(ErrorResponse.INVALID_FORM_BODY);
    assertThat(failure.getErrorCode()).isEqualTo(50035);
    assertThat(scenario.messages(scenario.channel())).isEmpty();
  }

  @Test
  @DisplayName("Content over 2000 characters is rejected with 400")
  void oversizedContentIsRejected(DiscordScenario scenario) throws Exception {
    // GIVEN 2001 characters of content
    String body = "{\"content\":\"" + "y".repeat(2001) + "\"}";

    // WHEN posted raw
    HttpResponse<String> response =
        rawPost(scenario, "channels/" + scenario.channel().id() + "/messages", body);

    // THEN 400 / 50035 on the content field
    assertThat(response.statusCode()).isEqualTo(400);
    assertThat(Json.parse(response.body()).path("errors").has("content")).isTrue();
  }

  @Test
  @DisplayName("Reading a message that does not exist fails with Unknown Message 10008")
  void unknownMessage(DiscordScenario scenario) {
    // GIVEN a channel without that message
    // WHEN the bot retrieves a made-up message id
    ErrorResponseException failure =
        catchThrowableOfType(
            ErrorResponseException.class,
            () -> quizChannel(scenario).retrieveMessageById("123456789012345678").complete());

    // THEN JDA reports Discord's UNKNOWN_MESSAGE
    assertThat(failure.getErrorResponse()).isEqualTo(ErrorResponse.UNKNOWN_MESSAGE);
  }

  @Test
  @DisplayName("A permission removed after login makes sending fail with Missing Permissions 50013")
  void missingPermissionFromOverwrite(DiscordScenario scenario) {
    // GIVEN the channel now denies SEND_MESSAGES to @everyone and the bot's role has none
    TextChannel channel = quizChannel(scenario);
    scenario.fake().setBotRolePermissions(scenario.guild(), 0);
    scenario
        .fake()
        .setChannelOverwrite(
            scenario.channel(), scenario.guild().id(), false, 0, Permissions.SEND_MESSAGES);

    // WHEN the bot (whose cache still says it may) sends a message
    ErrorResponseException failure =
        catchThrowableOfType(
            ErrorResponseException.class, () -> channel.sendMessage("hello").complete());

    // THEN Discord answers 403 Missing Permissions
    assertThat(failure.getErrorResponse()).isEqualTo(ErrorResponse.MISSING_PERMISSIONS);
    assertThat(scenario.messages(scenario.channel())).isEmpty();
  }

  @Test
  @DisplayName("Adding a new reaction without ADD_REACTIONS fails with 50013")
  void missingAddReactions(DiscordScenario scenario) {
    // GIVEN a bot message, then ADD_REACTIONS denied to the bot in that channel
    var message = quizChannel(scenario).sendMessage("question").complete();
    scenario
        .fake()
        .setChannelOverwrite(
            scenario.channel(), scenario.botUser().id(), true, 0, Permissions.ADD_REACTIONS);

    // WHEN the bot adds 🇦
    ErrorResponseException failure =
        catchThrowableOfType(
            ErrorResponseException.class,
            () -> message.addReaction(Emoji.fromUnicode("🇦")).complete());

    // THEN 50013 and no reaction stored
    assertThat(failure.getErrorCode()).isEqualTo(50013);
    assertThat(
            scenario.fake().message(scenario.channel(), message.getId()).orElseThrow().reactions())
        .isEmpty();
  }

  @Test
  @DisplayName("An uploaded PNG is stored with its bytes so a test can decode the image")
  void attachmentBytesAreStored(DiscordScenario scenario) throws Exception {
    // GIVEN a 3x2 PNG
    ByteArrayOutputStream png = new ByteArrayOutputStream();
    ImageIO.write(new BufferedImage(3, 2, BufferedImage.TYPE_INT_RGB), "png", png);

    // WHEN the bot sends it as a file with an embed
    quizChannel(scenario)
        .sendMessageEmbeds(new EmbedBuilder().setTitle("chart").build())
        .addFiles(FileUpload.fromData(png.toByteArray(), "chart.png"))
        .complete();

    // THEN the stored attachment decodes to the same picture size
    FakeMessage stored = scenario.messages(scenario.channel()).get(0);
    StoredAttachment attachment = stored.attachments().get(0);
    assertThat(attachment.filename()).isEqualTo("chart.png");
    BufferedImage image = ImageIO.read(new ByteArrayInputStream(attachment.bytes()));
    assertThat(image.getWidth()).isEqualTo(3);
    assertThat(stored.embeds().get(0).path("title").asText()).isEqualTo("chart");
  }
}
