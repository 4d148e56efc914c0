package dev.quizbot.discord.privacy;

import dev.quizbot.discord.RestFailures;
import dev.quizbot.discord.SlashReply;
import dev.quizbot.i18n.Texts;
import dev.quizbot.memberdata.ExportFiles;
import dev.quizbot.memberdata.MemberDataExport;
import java.io.ByteArrayOutputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import net.dv8tion.jda.api.entities.channel.concrete.PrivateChannel;
import net.dv8tion.jda.api.events.interaction.command.SlashCommandInteractionEvent;
import net.dv8tion.jda.api.exceptions.ErrorResponseException;
import net.dv8tion.jda.api.interactions.InteractionContextType;
import net.dv8tion.jda.api.requests.ErrorResponse;
import net.dv8tion.jda.api.utils.FileUpload;
import net.dv8tion.jda.api.utils.messages.MessageCreateBuilder;
import net.dv8tion.jda.api.utils.messages.MessageCreateData;

/**
 * {@code /privacy export}: the member's JSON, fitted under Discord's attachment limit ({@link
 * ExportFiles}), sent to their DMs with a link in the reply, as {@code /review start} does. Where
 * the DMs are closed the files come in the reply, for the member alone; in the bot's DM they are
 * the reply itself.
 */
final class ExportReply {

  private final MemberDataExport export;
  private final int attachmentLimit;

  ExportReply(MemberDataExport export, int attachmentLimit) {
    this.export = export;
    this.attachmentLimit = attachmentLimit;
  }

  void send(SlashCommandInteractionEvent event, SlashReply reply) {
    Texts texts = reply.texts();
    long member = event.getUser().getIdLong();
    ByteArrayOutputStream json = new ByteArrayOutputStream();
    long rows = export.write(member, json);
    if (rows == 0) {
      reply.explain(texts.get("privacy.export.nothing"));
      return;
    }
    ExportFiles.Fitted fitted =
        ExportFiles.fit("quizbot-data-" + member, json.toByteArray(), attachmentLimit);
    List<MessageCreateData> messages = messages(fitted, rows, texts, "");
    if (event.getContext() == InteractionContextType.BOT_DM) {
      messages.forEach(m -> reply.send(m, false));
      return;
    }
    event
        .getUser()
        .openPrivateChannel()
        .submit()
        .thenCompose(channel -> sendAll(channel, messages))
        .whenComplete(
            (channelId, failure) -> {
              if (failure == null) {
                reply.explain(
                    texts.get(
                        "privacy.export.sent", "https://discord.com/channels/@me/" + channelId));
                return;
              }
              Throwable cause =
                  failure instanceof CompletionException ? failure.getCause() : failure;
              if (cause instanceof ErrorResponseException e
                  && e.getErrorResponse() == ErrorResponse.CANNOT_SEND_TO_USER) {
                messages(fitted, rows, texts, texts.get("privacy.export.dmsClosed") + "\n")
                    .forEach(m -> reply.send(m, true));
                return;
              }
              RestFailures.log(cause);
              reply.explain(texts.get("privacy.export.failed"));
            });
  }

  /** Sends the messages one after the other; the DM channel's id when all are sent. */
  private static CompletableFuture<Long> sendAll(
      PrivateChannel channel, List<MessageCreateData> messages) {
    CompletableFuture<?> chain = CompletableFuture.completedFuture(null);
    for (MessageCreateData message : messages) {
      chain = chain.thenCompose(sent -> channel.sendMessage(message).submit());
    }
    return chain.thenApply(sent -> channel.getIdLong());
  }

  /** One message per file; the first says what it is. */
  private static List<MessageCreateData> messages(
      ExportFiles.Fitted fitted, long rows, Texts texts, String before) {
    String about =
        switch (fitted.shape()) {
          case JSON -> texts.plural("privacy.export.file", rows);
          case GZIP -> texts.plural("privacy.export.gzip", rows);
          case GZIP_PARTS -> texts.plural("privacy.export.parts", rows, fitted.files().size());
        };
    List<MessageCreateData> messages = new ArrayList<>();
    for (ExportFiles.File file : fitted.files()) {
      MessageCreateBuilder message =
          new MessageCreateBuilder().addFiles(FileUpload.fromData(file.bytes(), file.name()));
      if (messages.isEmpty()) {
        message.setContent(before + about);
      }
      messages.add(message.build());
    }
    return messages;
  }
}
