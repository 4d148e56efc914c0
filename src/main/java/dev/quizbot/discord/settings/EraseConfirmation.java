package dev.quizbot.discord.settings;

import dev.quizbot.discord.ComponentHandler;
import dev.quizbot.discord.ComponentId;
import dev.quizbot.discord.ComponentReply;
import dev.quizbot.discord.ConfirmationAge;
import dev.quizbot.discord.Language;
import dev.quizbot.i18n.Texts;
import dev.quizbot.lifecycle.ServerLifecycle;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.OptionalLong;
import net.dv8tion.jda.api.Permission;
import net.dv8tion.jda.api.components.actionrow.ActionRow;
import net.dv8tion.jda.api.components.buttons.Button;
import net.dv8tion.jda.api.events.interaction.component.ButtonInteractionEvent;
import net.dv8tion.jda.api.utils.messages.MessageCreateBuilder;
import net.dv8tion.jda.api.utils.messages.MessageCreateData;
import net.dv8tion.jda.api.utils.messages.MessageEditBuilder;

/**
 * {@code /quizconfig erase_data:True}: the confirmation and its buttons, {@code
 * qcerase:yes|no:<server>:<admin>:<asked at, epoch s>}. A press erases only when it is the admin
 * who asked, in the server named, still with Manage Server, within {@link #VALID} of the question;
 * the buttons are removed by the press, so an old confirmation never erases what came after it.
 */
public final class EraseConfirmation {
  static final String FAMILY = "qcerase";

  /** How long the question may be answered. */
  static final Duration VALID = Duration.ofMinutes(5);

  private final ServerLifecycle servers;
  private final Clock clock;

  /** What a press's id says. */
  record Press(boolean confirmed, long guildId, long adminId, long askedAtSecond) {}

  public EraseConfirmation(ServerLifecycle servers, Clock clock) {
    this.servers = servers;
    this.clock = clock;
  }

  /** The question with its two buttons. */
  MessageCreateData prompt(long guildId, long adminId, Texts texts) {
    long now = clock.instant().getEpochSecond();
    return new MessageCreateBuilder()
        .setContent(texts.get("quizconfig.erase.confirm"))
        .setComponents(
            ActionRow.of(
                Button.danger(id(true, guildId, adminId, now), texts.get("quizconfig.erase.yes")),
                Button.secondary(
                    id(false, guildId, adminId, now), texts.get("quizconfig.erase.no"))))
        .build();
  }

  static String id(boolean confirmed, long guildId, long adminId, long askedAtSecond) {
    return ComponentId.of(FAMILY, confirmed ? "yes" : "no", guildId, adminId, askedAtSecond)
        .encode();
  }

  static Optional<Press> read(ComponentId id) {
    if (id.arity() != 4) {
      return Optional.empty();
    }
    try {
      return Optional.of(
          new Press(
              id.arg(0).equals("yes"),
              Long.parseLong(id.arg(1)),
              Long.parseLong(id.arg(2)),
              Long.parseLong(id.arg(3))));
    } catch (NumberFormatException e) {
      return Optional.empty();
    }
  }

  /** The buttons' handler, on a command worker (it deletes rows). */
  public ComponentHandler<ButtonInteractionEvent, Press> handler() {
    return ComponentHandler.button(
        FAMILY, EraseConfirmation::read, p -> OptionalLong.of(p.adminId()), this::pressed);
  }

  private void pressed(ButtonInteractionEvent event, Press press, ComponentReply reply) {
    Texts texts = Language.of(event);
    if (!press.confirmed()) {
      done(reply, texts.get("quizconfig.erase.cancelled"));
      return;
    }
    if (event.getGuild() == null || event.getGuild().getIdLong() != press.guildId()) {
      done(reply, texts.get("quizconfig.erase.otherServer"));
      return;
    }
    if (event.getMember() == null || !event.getMember().hasPermission(Permission.MANAGE_SERVER)) {
      done(reply, texts.get("quizconfig.erase.notAdmin"));
      return;
    }
    if (!ConfirmationAge.fresh(
        Instant.ofEpochSecond(press.askedAtSecond()), clock.instant(), VALID)) {
      done(reply, texts.get("quizconfig.erase.expired", VALID.toMinutes()));
      return;
    }
    OptionalInt rows = servers.erase(press.guildId());
    if (rows.isEmpty()) {
      // Keep the buttons: the admin may confirm again once the question closed.
      reply.explain(texts.get("quizconfig.erase.roundOpen"));
      return;
    }
    done(reply, texts.plural("quizconfig.erase.done", rows.getAsInt()));
  }

  /** Replaces the question and removes its buttons: a press is used once. */
  private static void done(ComponentReply reply, String text) {
    reply.update(new MessageEditBuilder().setContent(text).setComponents().build());
  }
}
