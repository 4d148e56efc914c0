package dev.quizbot.fakediscord;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * A modal the bot opened (interaction callback type 9), as Discord stores it: custom_id, title and
 * its text inputs, each in a Label (type 18, what JDA 6 sends) or, the deprecated way, alone in an
 * action row (type 1) with its own {@code label}. Components carry Discord's numeric ids.
 */
public final class FakeModal {

  static final int LABEL = 18;
  static final int TEXT_INPUT = 4;
  static final int TITLE = 45;
  static final int MAX_COMPONENTS = 5;
  static final int LABEL_TEXT = 45;
  static final int LABEL_DESCRIPTION = 100;
  static final int TEXT_LENGTH = 4000;
  static final int PLACEHOLDER = 100;

  /** One text input of the modal. */
  public record TextInput(
      int id,
      String customId,
      int style,
      String label,
      int minLength,
      int maxLength,
      boolean required,
      String value,
      int labelId) {}

  private final String customId;
  private final String title;
  private final ArrayNode components;
  private final List<TextInput> inputs;

  private FakeModal(String customId, String title, ArrayNode components, List<TextInput> inputs) {
    this.customId = customId;
    this.title = title;
    this.components = components;
    this.inputs = List.copyOf(inputs);
  }

  public String customId() {
    return customId;
  }

  public String title() {
    return title;
  }

  /** The text inputs in display order. */
  public List<TextInput> textInputs() {
    return inputs;
  }

  /** The modal's components as stored (with ids); a copy. */
  public ArrayNode components() {
    return components.deepCopy();
  }

  /** Validates a type-9 callback's {@code data} as Discord does and stores it. */
  static FakeModal fromCallback(JsonNode data) {
    if (!data.hasNonNull("custom_id") || data.get("custom_id").asText().isEmpty()) {
      throw MessageComponents.required("data.custom_id");
    }
    String customId = data.get("custom_id").asText();
    MessageComponents.maxLength("data.custom_id", customId, MessageComponents.CUSTOM_ID);
    if (!data.hasNonNull("title")) {
      throw MessageComponents.required("data.title");
    }
    String title = data.get("title").asText();
    MessageComponents.maxLength("data.title", title, TITLE);
    JsonNode components = data.path("components");
    if (components.size() == 0) {
      throw DiscordError.invalidForm(
          "data.components", "BASE_TYPE_MIN_LENGTH", "Must be 1 or more in length.");
    }
    if (components.size() > MAX_COMPONENTS) {
      throw MessageComponents.tooMany("data.components", MAX_COMPONENTS);
    }
    ArrayNode stored = components.deepCopy();
    MessageComponents.assignIds(stored);
    List<TextInput> inputs = new ArrayList<>();
    Set<String> customIds = new HashSet<>();
    for (int i = 0; i < stored.size(); i++) {
      String path = "data.components." + i;
      JsonNode top = stored.get(i);
      switch (top.path("type").asInt()) {
        case LABEL -> {
          String label = top.path("label").asText("");
          if (label.isEmpty()) {
            throw MessageComponents.required(path + ".label");
          }
          MessageComponents.maxLength(path + ".label", label, LABEL_TEXT);
          MessageComponents.maxLength(
              path + ".description", top.path("description").asText(""), LABEL_DESCRIPTION);
          JsonNode child = top.path("component");
          inputs.add(
              textInput(path + ".component", child, label, top.path("id").asInt(), customIds));
        }
        case MessageComponents.ACTION_ROW -> {
          // Deprecated, still accepted: one text input per row, carrying its own label.
          JsonNode children = top.path("components");
          if (children.size() != 1) {
            throw DiscordError.invalidForm(
                path + ".components", "BASE_TYPE_BAD_LENGTH", "Must be between 1 and 1 in length.");
          }
          JsonNode child = children.get(0);
          String label = child.path("label").asText("");
          if (label.isEmpty()) {
            throw MessageComponents.required(path + ".components.0.label");
          }
          MessageComponents.maxLength(path + ".components.0.label", label, LABEL_TEXT);
          inputs.add(
              textInput(path + ".components.0", child, label, top.path("id").asInt(), customIds));
        }
        default ->
            throw DiscordError.invalidForm(
                path + ".type",
                "COMPONENT_TYPE_INVALID",
                "The fake supports labels (18) and action rows (1) of text inputs in modals.");
      }
    }
    return new FakeModal(customId, title, stored, inputs);
  }

  private static TextInput textInput(
      String path, JsonNode input, String label, int labelId, Set<String> customIds) {
    if (input.path("type").asInt() != TEXT_INPUT) {
      throw DiscordError.invalidForm(
          path + ".type", "COMPONENT_TYPE_INVALID", "The fake supports text inputs (4) here.");
    }
    MessageComponents.checkCustomId(path, input, customIds);
    int style = input.path("style").asInt();
    if (style != 1 && style != 2) {
      throw DiscordError.invalidForm(
          path + ".style", "BASE_TYPE_CHOICES", "Value must be one of {1, 2}.");
    }
    int min = input.path("min_length").asInt(0);
    int max = input.path("max_length").asInt(TEXT_LENGTH);
    if (min < 0 || min > TEXT_LENGTH) {
      throw DiscordError.invalidForm(
          path + ".min_length", "NUMBER_TYPE_MAX", "int value should be between 0 and 4000.");
    }
    if (max < 1 || max > TEXT_LENGTH) {
      throw DiscordError.invalidForm(
          path + ".max_length", "NUMBER_TYPE_MAX", "int value should be between 1 and 4000.");
    }
    if (min > max) {
      throw DiscordError.invalidForm(
          path + ".min_length",
          "TEXT_INPUT_MIN_LENGTH_GREATER_THAN_MAX",
          "min_length must not be greater than max_length");
    }
    String value = input.hasNonNull("value") ? input.get("value").asText() : null;
    if (value != null) {
      MessageComponents.maxLength(path + ".value", value, max);
    }
    MessageComponents.maxLength(
        path + ".placeholder", input.path("placeholder").asText(""), PLACEHOLDER);
    return new TextInput(
        input.path("id").asInt(),
        input.get("custom_id").asText(),
        style,
        label,
        min,
        max,
        input.path("required").asBoolean(true),
        value,
        labelId);
  }

  /**
   * The {@code data.components} of the MODAL_SUBMIT: each input's value in the modal's own shape (a
   * Label with its {@code component}, or an action row of one text input).
   */
  ArrayNode submitComponents(java.util.Map<String, String> values) {
    ArrayNode result = Json.array();
    for (TextInput input : inputs) {
      ObjectNode textInput = Json.object();
      textInput.put("type", TEXT_INPUT);
      textInput.put("id", input.id());
      textInput.put("custom_id", input.customId());
      textInput.put("value", values.getOrDefault(input.customId(), ""));
      ObjectNode wrapper = result.addObject();
      if (wrapperType(input.labelId()) == MessageComponents.ACTION_ROW) {
        wrapper.put("type", MessageComponents.ACTION_ROW);
        wrapper.put("id", input.labelId());
        wrapper.putArray("components").add(textInput);
      } else {
        wrapper.put("type", LABEL);
        wrapper.put("id", input.labelId());
        wrapper.set("component", textInput);
      }
    }
    return result;
  }

  private int wrapperType(int id) {
    for (JsonNode top : components) {
      if (top.path("id").asInt() == id) {
        return top.path("type").asInt();
      }
    }
    return LABEL;
  }
}
