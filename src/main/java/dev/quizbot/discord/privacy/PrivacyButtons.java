package dev.quizbot.discord.privacy;

import dev.quizbot.discord.ComponentHandler;
import dev.quizbot.discord.ComponentId;
import dev.quizbot.discord.ComponentReply;
import dev.quizbot.discord.ConfirmationAge;
import dev.quizbot.discord.Language;
import dev.quizbot.i18n.Texts;
import dev.quizbot.memberdata.MemberDataEraser;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Optional;
import java.util.OptionalLong;
import net.dv8tion.jda.api.events.interaction.component.ButtonInteractionEvent;
import net.dv8tion.jda.api.utils.messages.MessageEditBuilder;

/**
 * The {@code /privacy delete} confirmation, {@code pvdel:yes|no:<memberId>:<askedAtSecond>}. The id
 * carries when it was asked, so an old confirmation left on screen erases nothing: pressed more
 * than {@value #VALID_MINUTES} minutes later it says so and asks the member to run the command
 * again (which shows what there is to erase now). A press edits the message and drops the buttons;
 * a second press in the same instant finds nothing left to erase.
 */
final class PrivacyButtons {

  static final String FAMILY = "pvdel";

  /** How long a confirmation stays good. */
  static final int VALID_MINUTES = 10;

  record Pressed(boolean confirmed, long memberId, Instant askedAt) {}

  private PrivacyButtons() {}

  static String id(boolean confirm, long memberId, long askedAtSecond) {
    return ComponentId.of(FAMILY, confirm ? "yes" : "no", memberId, askedAtSecond).encode();
  }

  static Optional<Pressed> read(ComponentId id) {
    if (!id.family().equals(FAMILY) || id.arity() != 3) {
      return Optional.empty();
    }
    try {
      return Optional.of(
          new Pressed(
              id.arg(0).equals("yes"),
              Long.parseLong(id.arg(1)),
              Instant.ofEpochSecond(Long.parseLong(id.arg(2)))));
    } catch (NumberFormatException e) {
      return Optional.empty();
    }
  }

  static ComponentHandler<ButtonInteractionEvent, Pressed> handler(
      MemberDataEraser eraser, Clock clock) {
    return ComponentHandler.button(
        FAMILY,
        PrivacyButtons::read,
        pressed -> OptionalLong.of(pressed.memberId()),
        (event, pressed, reply) -> pressed(eraser, clock, event, pressed, reply));
  }

  private static void pressed(
      MemberDataEraser eraser,
      Clock clock,
      ButtonInteractionEvent event,
      Pressed pressed,
      ComponentReply reply) {
    Texts texts = Language.of(event);
    String text;
    if (!pressed.confirmed()) {
      text = texts.get("privacy.delete.cancelled");
    } else if (!ConfirmationAge.fresh(
        pressed.askedAt(), clock.instant(), Duration.ofMinutes(VALID_MINUTES))) {
      text = texts.get("privacy.delete.expired", VALID_MINUTES);
    } else {
      long rows =
          eraser.erase(pressed.memberId()).values().stream().mapToLong(Long::longValue).sum();
      text =
          rows == 0
              ? texts.get("privacy.delete.nothing")
              : texts.plural("privacy.delete.done", rows);
    }
    reply.update(new MessageEditBuilder().setContent(text).setComponents().build());
  }
}
