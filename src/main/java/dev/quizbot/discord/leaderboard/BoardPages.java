package dev.quizbot.discord.leaderboard;

import dev.quizbot.discord.ComponentHandler;
import dev.quizbot.discord.ComponentId;
import dev.quizbot.discord.ComponentReply;
import dev.quizbot.discord.Language;
import dev.quizbot.i18n.Texts;
import dev.quizbot.leaderboard.Board;
import dev.quizbot.leaderboard.LeaderboardException;
import dev.quizbot.leaderboard.LeaderboardService;
import dev.quizbot.leaderboard.Period;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import net.dv8tion.jda.api.components.actionrow.ActionRow;
import net.dv8tion.jda.api.components.buttons.Button;
import net.dv8tion.jda.api.events.interaction.component.ButtonInteractionEvent;
import net.dv8tion.jda.api.utils.messages.MessageCreateBuilder;
import net.dv8tion.jda.api.utils.messages.MessageCreateData;
import net.dv8tion.jda.api.utils.messages.MessageEditData;

/**
 * The ◀ ▶ buttons under a {@code /leaderboard} page: {@code lb:<period>:<page>:<caller>:<topic>}.
 * Only the member who asked may turn the pages (the board shows their rank); the page is read again
 * at each press, so a board that shrank meanwhile shows its last page instead of refusing.
 */
final class BoardPages {

  static final String FAMILY = "lb";

  /** What a page button says: the board and the page to show. */
  record Pressed(Period period, int page, long caller, Optional<String> topic) {}

  private BoardPages() {}

  /** The board's message: the page and, when it has more than one, ◀ ▶. */
  static MessageCreateData message(Board board, long callerId, Texts t) {
    MessageCreateBuilder message =
        new MessageCreateBuilder().setEmbeds(BoardEmbed.render(board, callerId, t));
    if (board.pageCount() > 1) {
      Optional<String> back = id(board, board.page() - 1, callerId);
      Optional<String> next = id(board, board.page() + 1, callerId);
      if (back.isPresent() && next.isPresent()) {
        message.setComponents(
            ActionRow.of(
                Button.secondary(back.get(), t.get("board.previous"))
                    .withDisabled(board.page() <= 1),
                Button.secondary(next.get(), t.get("board.next"))
                    .withDisabled(board.page() >= board.pageCount())));
      }
    }
    return message.build();
  }

  /**
   * The id of a page button; empty when the topic cannot go in an id (it holds the separator, or is
   * too long): that board pages with {@code page:} only.
   */
  private static Optional<String> id(Board board, int page, long callerId) {
    try {
      return Optional.of(
          ComponentId.of(
                  FAMILY,
                  code(board.period()),
                  Math.max(1, page),
                  callerId,
                  board.topic().orElse(""))
              .encode());
    } catch (IllegalArgumentException e) {
      return Optional.empty();
    }
  }

  static Optional<Pressed> read(ComponentId id) {
    if (!id.family().equals(FAMILY) || id.arity() != 4) {
      return Optional.empty();
    }
    Optional<Period> period = period(id.arg(0));
    try {
      int page = Integer.parseInt(id.arg(1));
      long caller = Long.parseLong(id.arg(2));
      String topic = id.arg(3);
      return period.map(
          p ->
              new Pressed(
                  p, page, caller, topic.isEmpty() ? Optional.empty() : Optional.of(topic)));
    } catch (NumberFormatException e) {
      return Optional.empty();
    }
  }

  static List<ComponentHandler<?, ?>> handlers(LeaderboardService leaderboards) {
    List<ComponentHandler<?, ?>> all = new ArrayList<>();
    all.add(
        ComponentHandler.button(
            FAMILY,
            BoardPages::read,
            pressed -> OptionalLong.of(pressed.caller()),
            (event, pressed, reply) -> turn(leaderboards, event, pressed, reply)));
    return all;
  }

  private static void turn(
      LeaderboardService leaderboards,
      ButtonInteractionEvent event,
      Pressed pressed,
      ComponentReply reply) {
    Texts t = Language.of(event);
    if (event.getGuild() == null) {
      reply.explain(t.get("board.serversOnly"));
      return;
    }
    long guild = event.getGuild().getIdLong();
    Board board;
    try {
      board =
          leaderboards.board(
              guild, pressed.period(), pressed.topic(), pressed.page(), pressed.caller());
    } catch (LeaderboardException e) {
      if (e.reason() != LeaderboardException.Reason.NO_SUCH_PAGE) {
        reply.explain(BoardRefusal.text(e, t));
        return;
      }
      // the board shrank since this page was drawn: its last page now
      board =
          leaderboards.board(
              guild, pressed.period(), pressed.topic(), e.pageCount(), pressed.caller());
    }
    reply.update(MessageEditData.fromCreateData(message(board, pressed.caller(), t)));
  }

  private static String code(Period period) {
    return switch (period) {
      case ALL_TIME -> "a";
      case MONTH -> "m";
      case WEEK -> "w";
    };
  }

  private static Optional<Period> period(String code) {
    return switch (code) {
      case "a" -> Optional.of(Period.ALL_TIME);
      case "m" -> Optional.of(Period.MONTH);
      case "w" -> Optional.of(Period.WEEK);
      default -> Optional.empty();
    };
  }
}
