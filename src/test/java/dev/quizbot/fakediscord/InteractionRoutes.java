package dev.quizbot.fakediscord;

import com.fasterxml.jackson.databind.JsonNode;

/** Interaction callbacks and the interaction webhook: {@code @original} and follow-ups. */
final class InteractionRoutes implements RouteGroup {

  private static final int REPLY = 4;
  private static final int DEFERRED_REPLY = 5;
  private static final int DEFERRED_UPDATE = 6;
  private static final int UPDATE_MESSAGE = 7;
  private static final int AUTOCOMPLETE_RESULT = 8;
  private static final int MODAL = 9;

  private final FakeState state;
  private final InteractionRegistry interactions;
  private final MessageWriter writer;

  InteractionRoutes(FakeState state, InteractionRegistry interactions, MessageWriter writer) {
    this.state = state;
    this.interactions = interactions;
    this.writer = writer;
  }

  @Override
  public RestResponse handle(RestRequest r) {
    if (r.matches("POST", "interactions", "*", "*", "callback")) {
      InteractionRecord record =
          interactions
              .byIdAndToken(r.segment(1), r.segment(2))
              .orElseThrow(DiscordError::unknownInteraction);
      callback(record, r);
      // JDA asks with_response=true but treats the body as optional.
      return RestResponse.noContent();
    }
    if (r.segments().size() >= 3 && r.segment(0).equals("webhooks")) {
      return webhook(r);
    }
    return null;
  }

  private void callback(InteractionRecord record, RestRequest r) {
    int type = r.body().path("type").asInt();
    JsonNode data = r.body().path("data");
    boolean ephemeral = (data.path("flags").asInt() & FakeMessage.FLAG_EPHEMERAL) != 0;
    switch (type) {
      case REPLY -> {
        PayloadLimits.checkMessage(data);
        synchronized (record) {
          checkOpen(record);
          FakeMessage message =
              writer.create(
                  record.channel, state.applicationId(), data, r.files(), !ephemeral, false);
          record.acknowledge(InteractionRecord.State.REPLIED, message, null);
        }
      }
      case DEFERRED_REPLY -> {
        synchronized (record) {
          checkOpen(record);
          FakeMessage thinking =
              writer.create(
                  record.channel,
                  state.applicationId(),
                  Json.object(),
                  r.files(),
                  !ephemeral,
                  true);
          thinking.setFlags(thinking.flags() | FakeMessage.FLAG_LOADING);
          record.acknowledge(InteractionRecord.State.DEFERRED, thinking, null);
        }
      }
      case AUTOCOMPLETE_RESULT -> {
        JsonNode choices = data.path("choices");
        if (choices.size() > 25) {
          throw DiscordError.invalidForm(
              "data.choices", "BASE_TYPE_MAX_LENGTH", "Must be 25 or fewer in length.");
        }
        record.acknowledge(InteractionRecord.State.AUTOCOMPLETE_ANSWERED, null, choices);
      }
      case DEFERRED_UPDATE -> {
        // No loading state; later @original edits go to the component's message.
        FakeMessage source = requireSourceMessage(record, type);
        record.acknowledge(InteractionRecord.State.DEFERRED_UPDATE, source, null);
      }
      case UPDATE_MESSAGE -> {
        FakeMessage source = requireSourceMessage(record, type);
        synchronized (record) {
          checkOpen(record);
          writer.edit(source, data, r.files(), !source.isEphemeral());
          record.acknowledge(InteractionRecord.State.UPDATED, source, null);
        }
      }
      case MODAL -> {
        if (record.type == InteractionFactory.MODAL_SUBMIT
            || record.type == InteractionFactory.AUTOCOMPLETE) {
          throw invalidCallbackType(type);
        }
        FakeModal modal = FakeModal.fromCallback(data);
        record.openModal(modal);
      }
      default ->
          throw DiscordError.invalidForm(
              "type", "INTERACTION_CALLBACK_TYPE", "Unsupported callback type " + type);
    }
  }

  /** Types 6 and 7 exist only for interactions on a message's component (or its modal). */
  private static FakeMessage requireSourceMessage(InteractionRecord record, int type) {
    if (record.sourceMessage == null) {
      throw invalidCallbackType(type);
    }
    return record.sourceMessage;
  }

  private static DiscordError invalidCallbackType(int type) {
    return DiscordError.invalidForm(
        "type",
        "INTERACTION_CALLBACK_TYPE_INVALID",
        "Callback type " + type + " is not valid for this interaction type");
  }

  /** Checks acknowledgement state before creating any message, so a late reply posts nothing. */
  private static void checkOpen(InteractionRecord record) {
    if (record.state() != InteractionRecord.State.PENDING) {
      throw DiscordError.alreadyAcknowledged();
    }
    if (record.isPastDeadline()) {
      throw DiscordError.unknownInteraction();
    }
  }

  private RestResponse webhook(RestRequest r) {
    InteractionRecord record =
        interactions.byToken(r.segment(2)).orElseThrow(DiscordError::unknownWebhook);
    if (!r.segment(1).equals(state.applicationId())) {
      throw DiscordError.unknownWebhook();
    }
    if (record.state() == InteractionRecord.State.PENDING) {
      throw DiscordError.unknownWebhook();
    }
    String self = state.botUser().id();
    if (r.matches("POST", "webhooks", "*", "*")) {
      boolean ephemeral = (r.body().path("flags").asInt() & FakeMessage.FLAG_EPHEMERAL) != 0;
      FakeMessage followUp =
          writer.create(
              record.channel, state.applicationId(), r.body(), r.files(), !ephemeral, false);
      record.addFollowUp(followUp);
      return RestResponse.ok(followUp.toJson(self));
    }
    if (r.segments().size() != 5 || !r.segment(3).equals("messages")) {
      return null;
    }
    FakeMessage target = webhookMessage(record, r.segment(4));
    boolean listed = !target.isEphemeral();
    switch (r.method()) {
      case "GET" -> {
        return RestResponse.ok(target.toJson(self));
      }
      case "PATCH" -> {
        writer.edit(target, r.body(), r.files(), listed);
        if (target == record.original()) {
          record.originalEdited.complete(null);
        }
        return RestResponse.ok(target.toJson(self));
      }
      case "DELETE" -> {
        state.deleteMessage(target);
        return RestResponse.noContent();
      }
      default -> {
        return null;
      }
    }
  }

  private static FakeMessage webhookMessage(InteractionRecord record, String messageId) {
    if (messageId.equals("@original")) {
      if (record.original() == null) {
        throw DiscordError.unknownMessage();
      }
      return record.original();
    }
    if (record.original() != null && record.original().id().equals(messageId)) {
      return record.original();
    }
    return record.followUps().stream()
        .filter(m -> m.id().equals(messageId))
        .findFirst()
        .orElseThrow(DiscordError::unknownMessage);
  }
}
