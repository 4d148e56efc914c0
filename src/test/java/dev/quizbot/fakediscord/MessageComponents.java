package dev.quizbot.fakediscord;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.HashSet;
import java.util.Set;

/**
 * Discord's rules for a message's classic components (action rows of buttons or one string select)
 * and the numeric {@code id} Discord gives every component the bot left without one. A violation is
 * the 400 Invalid Form Body (50035) Discord answers, with the error at the offending field's path.
 * Components V2 (flag 32768) are stored as sent, unchecked: the bot does not use them yet.
 */
final class MessageComponents {

  static final int ACTION_ROW = 1;
  static final int BUTTON = 2;
  static final int STRING_SELECT = 3;
  static final int LINK_STYLE = 5;
  static final int PREMIUM_STYLE = 6;
  static final int MAX_ROWS = 5;
  static final int MAX_BUTTONS_PER_ROW = 5;
  static final int CUSTOM_ID = 100;
  static final int BUTTON_LABEL = 80;
  static final int URL = 512;
  static final int SELECT_OPTIONS = 25;
  static final int OPTION_TEXT = 100;
  static final int PLACEHOLDER = 150;
  static final int FLAG_COMPONENTS_V2 = 1 << 15;

  private MessageComponents() {}

  /**
   * Validates a create/edit body's {@code components} and returns the stored form: a copy with
   * Discord's sequential {@code id}s filled in (ids the bot chose are kept and never reused).
   */
  static ArrayNode normalize(JsonNode components, int flags) {
    if (components == null || components.isNull()) {
      return Json.array();
    }
    if (!components.isArray()) {
      throw DiscordError.invalidForm("components", "BASE_TYPE_ARRAY", "Must be an array.");
    }
    ArrayNode copy = components.deepCopy();
    if ((flags & FLAG_COMPONENTS_V2) != 0) {
      assignIds(copy);
      return copy;
    }
    if (copy.size() > MAX_ROWS) {
      throw tooMany("components", MAX_ROWS);
    }
    Set<String> customIds = new HashSet<>();
    for (int r = 0; r < copy.size(); r++) {
      checkRow("components." + r, copy.get(r), customIds);
    }
    assignIds(copy);
    return copy;
  }

  private static void checkRow(String path, JsonNode row, Set<String> customIds) {
    if (row.path("type").asInt() != ACTION_ROW) {
      // Without the Components V2 flag only action rows may be top-level.
      throw DiscordError.invalidForm(
          path, "COMPONENT_TYPE_INVALID", "Component type must be an action row (1).");
    }
    JsonNode children = row.path("components");
    if (children.size() == 0) {
      throw DiscordError.invalidForm(
          path + ".components", "BASE_TYPE_MIN_LENGTH", "Must be 1 or more in length.");
    }
    boolean hasSelect = false;
    for (JsonNode child : children) {
      hasSelect |= child.path("type").asInt() == STRING_SELECT;
    }
    if (hasSelect && children.size() > 1) {
      // A select fills the row's whole width: Discord flags the first component that no longer
      // fits.
      throw DiscordError.invalidForm(
          path + ".components.1",
          "COMPONENT_LAYOUT_WIDTH_EXCEEDED",
          "The specified component exceeds the maximum width");
    }
    if (children.size() > MAX_BUTTONS_PER_ROW) {
      throw tooMany(path + ".components", MAX_BUTTONS_PER_ROW);
    }
    for (int i = 0; i < children.size(); i++) {
      String childPath = path + ".components." + i;
      JsonNode child = children.get(i);
      switch (child.path("type").asInt()) {
        case BUTTON -> checkButton(childPath, child, customIds);
        case STRING_SELECT -> checkSelect(childPath, child, customIds);
        default ->
            throw DiscordError.invalidForm(
                childPath + ".type",
                "COMPONENT_TYPE_INVALID",
                "The fake supports buttons (2) and string selects (3) in action rows.");
      }
    }
  }

  private static void checkButton(String path, JsonNode button, Set<String> customIds) {
    int style = button.path("style").asInt();
    if (style < 1 || style > PREMIUM_STYLE) {
      throw DiscordError.invalidForm(
          path + ".style", "BASE_TYPE_CHOICES", "Value must be one of {1, 2, 3, 4, 5, 6}.");
    }
    maxLength(path + ".label", button.path("label").asText(""), BUTTON_LABEL);
    if (style == LINK_STYLE) {
      if (!button.hasNonNull("url")) {
        throw required(path + ".url");
      }
      if (button.hasNonNull("custom_id")) {
        throw DiscordError.invalidForm(
            path + ".custom_id",
            "BUTTON_COMPONENT_CUSTOM_ID_NOT_ALLOWED",
            "A link button cannot have a custom id");
      }
      maxLength(path + ".url", button.get("url").asText(), URL);
      return;
    }
    if (button.hasNonNull("url")) {
      throw DiscordError.invalidForm(
          path + ".url", "BUTTON_COMPONENT_URL_NOT_ALLOWED", "Only link buttons can have a url");
    }
    if (style != PREMIUM_STYLE) {
      checkCustomId(path, button, customIds);
    }
  }

  static void checkSelect(String path, JsonNode select, Set<String> customIds) {
    checkCustomId(path, select, customIds);
    maxLength(path + ".placeholder", select.path("placeholder").asText(""), PLACEHOLDER);
    JsonNode options = select.path("options");
    if (options.size() == 0) {
      throw DiscordError.invalidForm(
          path + ".options", "BASE_TYPE_MIN_LENGTH", "Must be 1 or more in length.");
    }
    if (options.size() > SELECT_OPTIONS) {
      throw tooMany(path + ".options", SELECT_OPTIONS);
    }
    Set<String> values = new HashSet<>();
    for (int i = 0; i < options.size(); i++) {
      String optionPath = path + ".options." + i;
      JsonNode option = options.get(i);
      maxLength(optionPath + ".label", option.path("label").asText(""), OPTION_TEXT);
      maxLength(optionPath + ".value", option.path("value").asText(""), OPTION_TEXT);
      maxLength(optionPath + ".description", option.path("description").asText(""), OPTION_TEXT);
      if (!values.add(option.path("value").asText())) {
        throw DiscordError.invalidForm(
            optionPath + ".value",
            "SELECT_COMPONENT_OPTION_VALUE_DUPLICATED",
            "Select component option value cannot be duplicated");
      }
    }
    int min = select.path("min_values").asInt(1);
    int max = select.path("max_values").asInt(1);
    if (min < 0 || min > SELECT_OPTIONS) {
      throw DiscordError.invalidForm(
          path + ".min_values", "NUMBER_TYPE_MAX", "int value should be between 0 and 25.");
    }
    if (max < 1 || max > SELECT_OPTIONS) {
      throw DiscordError.invalidForm(
          path + ".max_values", "NUMBER_TYPE_MAX", "int value should be between 1 and 25.");
    }
    if (max > options.size() || min > max) {
      throw DiscordError.invalidForm(
          path + ".max_values",
          "SELECT_COMPONENT_TOO_MANY_OPTIONS_SELECTED",
          "max_values must not exceed the number of options");
    }
  }

  /** custom_id: required, 1–100 characters, unique within the message (or modal). */
  static void checkCustomId(String path, JsonNode component, Set<String> customIds) {
    if (!component.hasNonNull("custom_id") || component.get("custom_id").asText().isEmpty()) {
      throw required(path + ".custom_id");
    }
    String customId = component.get("custom_id").asText();
    maxLength(path + ".custom_id", customId, CUSTOM_ID);
    if (!customIds.add(customId)) {
      throw DiscordError.invalidForm(
          path + ".custom_id",
          "COMPONENT_CUSTOM_ID_DUPLICATED",
          "Component custom id cannot be duplicated");
    }
  }

  static void maxLength(String path, String text, int max) {
    if (text.codePointCount(0, text.length()) > max) {
      throw tooLong(path, max);
    }
  }

  static DiscordError tooLong(String path, int max) {
    return DiscordError.invalidForm(
        path, "BASE_TYPE_MAX_LENGTH", "Must be " + max + " or fewer in length.");
  }

  static DiscordError tooMany(String path, int max) {
    return tooLong(path, max);
  }

  static DiscordError required(String path) {
    return DiscordError.invalidForm(path, "BASE_TYPE_REQUIRED", "This field is required");
  }

  /**
   * Gives every component without a (non-zero) {@code id} the next free number, depth first, as
   * Discord does: JDA reads it back as the component's unique id, and modal submits echo it.
   */
  static void assignIds(ArrayNode components) {
    Set<Integer> taken = new HashSet<>();
    walk(components, c -> taken.add(c.path("id").asInt(0)));
    int[] next = {1};
    walk(
        components,
        c -> {
          if (c.path("id").asInt(0) == 0) {
            while (taken.contains(next[0])) {
              next[0]++;
            }
            c.put("id", next[0]);
            taken.add(next[0]);
          }
        });
  }

  private static void walk(JsonNode components, java.util.function.Consumer<ObjectNode> visit) {
    for (JsonNode component : components) {
      if (component instanceof ObjectNode object) {
        visit.accept(object);
        walk(object.path("components"), visit);
        if (object.get("component") instanceof ObjectNode child) {
          walk(Json.array().add(child), visit);
        }
      }
    }
  }

  /** The interactive component with this custom_id in a stored component tree, or null. */
  static ObjectNode find(JsonNode components, String customId) {
    for (JsonNode component : components) {
      if (customId.equals(component.path("custom_id").asText(null))) {
        return (ObjectNode) component;
      }
      ObjectNode inRow = find(component.path("components"), customId);
      if (inRow != null) {
        return inRow;
      }
      if (component.has("component")) {
        ObjectNode inLabel = find(Json.array().add(component.get("component")), customId);
        if (inLabel != null) {
          return inLabel;
        }
      }
    }
    return null;
  }
}
