package dev.quizbot.fakediscord;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * What a user does with the bot's interactive parts: press a button, pick select values, submit a
 * modal. Each is checked against what Discord's client allows (a test that asks for more is wrong),
 * recorded as an interaction, and dispatched as INTERACTION_CREATE.
 */
final class ComponentActions {

  private final FakeState state;
  private final InteractionFactory interactionFactory;
  private final InteractionRegistry interactions;
  private final GatewayServer gateway;

  ComponentActions(
      FakeState state,
      InteractionFactory interactionFactory,
      InteractionRegistry interactions,
      GatewayServer gateway) {
    this.state = state;
    this.interactionFactory = interactionFactory;
    this.interactions = interactions;
    this.gateway = gateway;
  }

  /** See {@link FakeDiscord#pressButton}. */
  InteractionReply pressButton(FakeUser user, FakeMessage message, String customId) {
    JsonNode component = requireComponent(message, customId, MessageComponents.BUTTON);
    int style = component.path("style").asInt();
    if (style == MessageComponents.LINK_STYLE || style == MessageComponents.PREMIUM_STYLE) {
      throw new AssertionError("button '" + customId + "' is a link: it sends no interaction");
    }
    return dispatchComponent(user, message, component, null);
  }

  /** See {@link FakeDiscord#selectOptions}. */
  InteractionReply selectOptions(
      FakeUser user, FakeMessage message, String customId, List<String> values) {
    JsonNode select = requireComponent(message, customId, MessageComponents.STRING_SELECT);
    List<String> offered = new ArrayList<>();
    select.path("options").forEach(o -> offered.add(o.path("value").asText()));
    if (!offered.containsAll(values) || values.stream().distinct().count() != values.size()) {
      throw new AssertionError("select '" + customId + "' offers " + offered + ", not " + values);
    }
    int min = select.path("min_values").asInt(1);
    int max = select.path("max_values").asInt(1);
    if (values.size() < min || values.size() > max) {
      throw new AssertionError(
          "select '" + customId + "' takes " + min + ".." + max + " values, not " + values.size());
    }
    return dispatchComponent(user, message, select, List.copyOf(values));
  }

  private JsonNode requireComponent(FakeMessage message, String customId, int type) {
    JsonNode component = message.component(customId);
    if (component == null || component.path("type").asInt() != type) {
      throw new AssertionError(
          "message "
              + message.id()
              + " has no "
              + (type == MessageComponents.BUTTON ? "button" : "select")
              + " '"
              + customId
              + "'; its components: "
              + message.components());
    }
    if (component.path("disabled").asBoolean(false)) {
      throw new AssertionError("'" + customId + "' is disabled: the user cannot use it");
    }
    return component;
  }

  private InteractionReply dispatchComponent(
      FakeUser user, FakeMessage message, JsonNode component, List<String> values) {
    FakeChannel channel = state.channel(message.channelId()).orElseThrow();
    InteractionRecord record =
        interactionFactory.newRecord(InteractionFactory.MESSAGE_COMPONENT, channel, user, message);
    interactions.add(record);
    gateway.dispatch(
        "INTERACTION_CREATE",
        interactionFactory.componentPayload(record, component, values),
        Intents.NONE);
    return new InteractionReply(record);
  }

  /** See {@link FakeDiscord#submitModal}. */
  InteractionReply submitModal(FakeUser user, InteractionReply opened, Map<String, String> values) {
    InteractionRecord shown = opened.record();
    FakeModal modal = opened.modal();
    if (!shown.user.id().equals(user.id())) {
      throw new AssertionError("the modal was shown to " + shown.user.username() + " only");
    }
    java.util.Set<String> known = new java.util.HashSet<>();
    // A prefilled input the user leaves alone is submitted with its prefilled value, as Discord's
    // client does; a test names only what the user typed over.
    Map<String, String> typed = values;
    values = new java.util.HashMap<>(typed);
    for (FakeModal.TextInput input : modal.textInputs()) {
      if (!typed.containsKey(input.customId()) && input.value() != null) {
        values.put(input.customId(), input.value());
      }
    }
    for (FakeModal.TextInput input : modal.textInputs()) {
      known.add(input.customId());
      String value = values.getOrDefault(input.customId(), "");
      int length = value.codePointCount(0, value.length());
      if (value.isEmpty() && input.required()) {
        throw new AssertionError("text input '" + input.customId() + "' is required");
      }
      if (!value.isEmpty() && (length < input.minLength() || length > input.maxLength())) {
        throw new AssertionError(
            "text input '"
                + input.customId()
                + "' takes "
                + input.minLength()
                + ".."
                + input.maxLength()
                + " characters, not "
                + length);
      }
    }
    for (FakeModal.Select select : modal.selects()) {
      known.add(select.customId());
      String given = values.getOrDefault(select.customId(), "");
      java.util.List<String> picked =
          given.isEmpty() ? java.util.List.of() : java.util.List.of(given.split(","));
      if (picked.isEmpty() && select.required()) {
        throw new AssertionError("select '" + select.customId() + "' is required");
      }
      if (!picked.isEmpty()
          && (picked.size() < select.minValues() || picked.size() > select.maxValues())) {
        throw new AssertionError(
            "select '"
                + select.customId()
                + "' takes "
                + select.minValues()
                + ".."
                + select.maxValues()
                + " options, not "
                + picked.size());
      }
      if (!select.optionValues().containsAll(picked)) {
        throw new AssertionError(
            "select '"
                + select.customId()
                + "' offers "
                + select.optionValues()
                + ", not "
                + picked);
      }
    }
    if (!known.containsAll(values.keySet())) {
      throw new AssertionError("the modal has inputs " + known + ", not " + values.keySet());
    }
    InteractionRecord record =
        interactionFactory.newRecord(
            InteractionFactory.MODAL_SUBMIT, shown.channel, user, shown.sourceMessage);
    interactions.add(record);
    gateway.dispatch(
        "INTERACTION_CREATE",
        interactionFactory.modalSubmitPayload(record, modal, values),
        Intents.NONE);
    return new InteractionReply(record);
  }
}
