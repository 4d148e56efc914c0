package dev.quizbot.e2e.i18n;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.quizbot.e2e.AppBot;
import dev.quizbot.fakediscord.DiscordScenario;
import dev.quizbot.fakediscord.FakeDiscordExtension;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Pattern;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Every registered command, subcommand, option and choice carries its German and Japanese name
 * (within Discord's name rule, which the fake enforces too) and description; and the bundles hold
 * exactly the command keys the registered commands have (none missing, none left over).
 */
final class CommandLocalizationE2ETest {
  private static final Pattern NAME =
      Pattern.compile("^[-_\\p{L}\\p{N}\\p{IsDevanagari}\\p{IsThai}]{1,32}$");
  private static final List<String> LOCALES = List.of("de", "ja");

  private final AppBot bot = AppBot.fresh();

  @RegisterExtension final FakeDiscordExtension extension = FakeDiscordExtension.withBot(() -> bot);

  @Test
  @DisplayName("registered commands carry de and ja names and descriptions for every part")
  void everyPartLocalized(DiscordScenario discord) throws IOException {
    discord.await(() -> discord.fake().globalCommands().size() >= 9, "the commands registered");

    Set<String> keys = new TreeSet<>();
    List<String> problems = new ArrayList<>();
    for (JsonNode command : discord.fake().globalCommands().values()) {
      walk(command, command.path("name").asText(), keys, problems);
    }

    assertThat(problems).isEmpty();
    Set<String> bundleKeys = new TreeSet<>();
    for (String key : english().stringPropertyNames()) {
      if (key.startsWith("cmd.")) {
        bundleKeys.add(key.substring(4));
      }
    }
    assertThat(bundleKeys).as("cmd.* keys in messages.properties").isEqualTo(keys);
  }

  private static void walk(JsonNode part, String key, Set<String> keys, List<String> problems) {
    keys.add(key + ".name");
    keys.add(key + ".description");
    for (String locale : LOCALES) {
      String name = part.path("name_localizations").path(locale).asText("");
      if (!NAME.matcher(name).matches() || !name.equals(name.toLowerCase())) {
        problems.add(key + ": " + locale + " name '" + name + "'");
      }
      String description = part.path("description_localizations").path(locale).asText("");
      if (description.isEmpty() || description.length() > 100) {
        problems.add(key + ": " + locale + " description '" + description + "'");
      }
    }
    for (JsonNode option : part.path("options")) {
      String name = option.path("name").asText();
      int type = option.path("type").asInt();
      // Subcommands (1) and groups (2) sit beside the command's name; options under "options".
      String child = type == 1 || type == 2 ? key + "." + name : key + ".options." + name;
      walk(option, child, keys, problems);
      for (JsonNode choice : option.path("choices")) {
        String choiceKey = child + ".choices." + choice.path("name").asText() + ".name";
        keys.add(choiceKey);
        for (String locale : LOCALES) {
          if (choice.path("name_localizations").path(locale).asText("").isEmpty()) {
            problems.add(choiceKey + ": no " + locale + " name");
          }
        }
      }
    }
  }

  static Properties english() throws IOException {
    Properties properties = new Properties();
    try (InputStream in =
        CommandLocalizationE2ETest.class.getResourceAsStream("/i18n/messages.properties")) {
      properties.load(new InputStreamReader(in, StandardCharsets.UTF_8));
    }
    return properties;
  }
}
