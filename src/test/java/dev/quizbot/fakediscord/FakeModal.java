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
 * its inputs: text inputs, each in a Label (type 18, what JDA 6 sends) or, the deprecated way,
 * alone in an action row (type 1) with its own {@code label}; and string selects (type 3), only in
 * a Label (Discord refuses them in a modal's action row, and refuses {@code disabled} there).
 * Components carry Discord's numeric ids.
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

  /**
   * One string select of the modal (in a Label): the option values the user may pick, how many, and
   * whether one must be picked ({@code required} defaults to true in a modal).
   */
  public record Select(
      int id,
      String customId,
      String label,
      List<String> optionValues,
      int minValues,
      int maxValues,
      boolean required,
      int labelId) {}

  private final String customId;
  private final String title;
  private final ArrayNode components;
  private final List<TextInput> inputs;
  private final List<Select> selects;

  private FakeModal(
      String customId,
      String title,
      ArrayNode components,
      List<TextInput> inputs,
      List<Select> selects) {
    this.customId = customId;
    this.title = title;
    this.components = components;
    this.inputs = List.copyOf(inputs);
    this.selects = List.copyOf(selects);
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

  /** The string selects in display order. */
  public List<Select> selects() {
    return selects;
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
    List<Select> selects = new ArrayList<>();
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
          if (child.path("type").asInt() == MessageComponents.STRING_SELECT) {
            selects.add(
                select(path + ".component", child, label, top.path("id").asInt(), customIds));
          } else {
            inputs.add(
                textInput(path + ".component", child, label, top.path("id").asInt(), customIds));
          }
        }
        case MessageComponents.ACTION_ROW -> {
          // Deprecated, still accepted: one text input per row, carrying its own label.
          JsonNode children = top.path("components");
          if (children.size() != 1) {
            throw DiscordError.invalidForm(
                path + ".components", "BASE_TYPE_BAD_LENGTH", "Must be between 1 and 1 in length.");
          }
          JsonNode child = children.get(0);
          if (child.path("type").asInt() != TEXT_INPUT) {
            throw DiscordError.invalidForm(
                path + ".components.0.type",
                "COMPONENT_TYPE_INVALID",
                "Only text inputs may sit in a modal's action row; put selects in a Label.");
          }
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
    return new FakeModal(customId, title, stored, inputs, selects);
  }

  private static Select select(
      String path, JsonNode select, String label, int labelId, Set<String> customIds) {
    MessageComponents.checkSelect(path, select, customIds);
    if (select.path("disabled").asBoolean(false)) {
      throw DiscordError.invalidForm(
          path + ".disabled",
          "COMPONENT_DISABLED_NOT_ALLOWED",
          "Select menus in modals cannot be disabled.");
    }
    List<String> values = new ArrayList<>();
    select.path("options").forEach(o -> values.add(o.path("value").asText()));
    return new Select(
        select.path("id").asInt(),
        select.get("custom_id").asText(),
        label,
        values,
        select.path("min_values").asInt(1),
        select.path("max_values").asInt(1),
        select.path("required").asBoolean(true),
        labelId);
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
   * The {@code data.components} of the MODAL_SUBMIT, in the modal's own order and shape: each text
   * input's {@code value} (in its Label's {@code component}, or an action row of one text input),
   * each string select's picked {@code values} (in its Label; a select's entry in {@code values} is
   * the picked option values, comma-separated when it allows several; empty when none).
   */
  ArrayNode submitComponents(java.util.Map<String, String> values) {
    ArrayNode result = Json.array();
    for (JsonNode top : components) {
      ObjectNode wrapper = result.addObject();
      wrapper.put("type", top.path("type").asInt());
      wrapper.put("id", top.path("id").asInt());
      JsonNode child =
          top.path("type").asInt() == LABEL ? top.path("component") : top.path("components").get(0);
      ObjectNode submitted = Json.object();
      submitted.put("type", child.path("type").asInt());
      submitted.put("id", child.path("id").asInt());
      String id = child.path("custom_id").asText();
      submitted.put("custom_id", id);
      if (child.path("type").asInt() == MessageComponents.STRING_SELECT) {
        ArrayNode picked = submitted.putArray("values");
        String given = values.getOrDefault(id, "");
        if (!given.isEmpty()) {
          for (String value : given.split(",")) {
            picked.add(value);
          }
        }
      } else {
        submitted.put("value", values.getOrDefault(id, ""));
      }
      if (top.path("type").asInt() == LABEL) {
        wrapper.set("component", submitted);
      } else {
        wrapper.putArray("components").add(submitted);
      }
    }
    return result;
  }
}
