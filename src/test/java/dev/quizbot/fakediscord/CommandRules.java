package dev.quizbot.fakediscord;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.Iterator;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Discord's checks of a slash command definition's names and localizations: a name (the command's,
 * an option's, and every localized one) matches {@code
 * ^[-_\p{L}\p{N}\p{sc=Deva}\p{sc=Thai}]{1,32}$} and is lowercase where its letters have a lowercase
 * form; a description (also localized) is 1 to 100 characters, a choice name 1 to 100; localization
 * maps are keyed by Discord's locales only. A violation is 400 / 50035 at the field's path, as
 * Discord answers.
 */
final class CommandRules {
  static final Pattern NAME =
      Pattern.compile("^[-_\\p{L}\\p{N}\\p{IsDevanagari}\\p{IsThai}]{1,32}$");
  static final Set<String> LOCALES =
      Set.of(
          "id", "da", "de", "en-GB", "en-US", "es-ES", "es-419", "fr", "hr", "it", "lt", "hu", "nl",
          "no", "pl", "pt-BR", "ro", "fi", "sv-SE", "vi", "tr", "cs", "el", "bg", "ru", "uk", "hi",
          "th", "zh-CN", "ja", "zh-TW", "ko");

  private CommandRules() {}

  static void check(JsonNode command, String path) {
    name(command.path("name").asText(), path + ".name");
    localized(command.path("name_localizations"), path + ".name_localizations", true);
    if (command.has("description")) {
      text(command.path("description").asText(), path + ".description");
      localized(
          command.path("description_localizations"), path + ".description_localizations", false);
    }
    JsonNode options = command.path("options");
    for (int i = 0; i < options.size(); i++) {
      JsonNode option = options.get(i);
      check(option, path + ".options." + i);
      JsonNode choices = option.path("choices");
      for (int j = 0; j < choices.size(); j++) {
        String at = path + ".options." + i + ".choices." + j;
        text(choices.get(j).path("name").asText(), at + ".name");
        JsonNode names = choices.get(j).path("name_localizations");
        for (Iterator<Map.Entry<String, JsonNode>> it = names.fields(); it.hasNext(); ) {
          Map.Entry<String, JsonNode> e = it.next();
          locale(e.getKey(), at + ".name_localizations");
          text(e.getValue().asText(), at + ".name_localizations." + e.getKey());
        }
      }
    }
  }

  private static void localized(JsonNode map, String path, boolean names) {
    for (Iterator<Map.Entry<String, JsonNode>> it = map.fields(); it.hasNext(); ) {
      Map.Entry<String, JsonNode> e = it.next();
      locale(e.getKey(), path);
      if (names) {
        name(e.getValue().asText(), path + "." + e.getKey());
      } else {
        text(e.getValue().asText(), path + "." + e.getKey());
      }
    }
  }

  private static void locale(String locale, String path) {
    if (!LOCALES.contains(locale)) {
      throw invalid(path + "." + locale, "Invalid locale " + locale);
    }
  }

  private static void name(String name, String path) {
    if (!NAME.matcher(name).matches() || !name.equals(name.toLowerCase(Locale.ROOT))) {
      throw invalid(path, "Command name is invalid: " + name);
    }
  }

  private static void text(String text, String path) {
    if (text.isEmpty() || text.length() > 100) {
      throw invalid(path, "Must be between 1 and 100 in length.");
    }
  }

  private static DiscordError invalid(String path, String message) {
    return new DiscordError(400, 50035, "Invalid Form Body (" + path + "): " + message, null);
  }
}
