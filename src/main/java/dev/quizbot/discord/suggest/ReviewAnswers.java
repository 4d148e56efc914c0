package dev.quizbot.discord.suggest;

import dev.quizbot.discord.ComponentReply;
import dev.quizbot.discord.Language;
import dev.quizbot.i18n.Texts;
import dev.quizbot.suggestion.Decision;
import dev.quizbot.suggestion.Suggestion;
import dev.quizbot.suggestion.SuggestionService;
import dev.quizbot.suggestion.SuggestionState;
import java.util.List;
import net.dv8tion.jda.api.Permission;
import net.dv8tion.jda.api.entities.Member;
import net.dv8tion.jda.api.entities.Message;
import net.dv8tion.jda.api.events.interaction.GenericInteractionCreateEvent;
import net.dv8tion.jda.api.utils.messages.MessageCreateBuilder;
import net.dv8tion.jda.api.utils.messages.MessageCreateData;
import net.dv8tion.jda.api.utils.messages.MessageEditBuilder;
import net.dv8tion.jda.api.utils.messages.MessageEditData;

/**
 * How a review press is answered: the channel's card shows the decision; the private queue of
 * {@code /question review} moves on to the next pending suggestion. The admin check lives here too:
 * a press is checked on the server, whatever the client showed.
 */
final class ReviewAnswers {
  private final SuggestionService service;
  private final SuggestionNotices notices;

  ReviewAnswers(SuggestionService service, SuggestionNotices notices) {
    this.service = service;
    this.notices = notices;
  }

  /** Manage Server, checked here: buttons and forms reach anyone who sees them. */
  static boolean isAdmin(Member member) {
    return member != null && member.hasPermission(Permission.MANAGE_SERVER);
  }

  static String notAdmin(Texts t) {
    return t.get("suggest.adminOnly");
  }

  /**
   * Answers an Approve or Reject: the card and, when it was decided, the author and the channel.
   */
  void decided(
      GenericInteractionCreateEvent event, Message card, Decision d, ComponentReply reply) {
    Texts t = Language.of(event);
    if (d instanceof Decision.Decided decided) {
      Suggestion s = decided.suggestion();
      notices.tellAuthor(event.getGuild(), s);
      notices.refreshCard(event.getGuild(), s, card == null ? 0 : card.getIdLong());
      show(card, s, reply, t);
    } else if (d instanceof Decision.AlreadyDecided already) {
      Suggestion s = already.suggestion();
      show(card, s, reply, t);
      reply.explain(
          t.get(
              "suggest.alreadyDecided",
              t.get(
                  s.state() == SuggestionState.APPROVED
                      ? "suggest.decided.approved"
                      : "suggest.decided.rejected",
                  "<@" + s.reviewerId() + ">")));
    } else if (d instanceof Decision.Changed changed) {
      show(card, changed.suggestion(), reply, t);
      reply.explain(t.get("suggest.approveChanged"));
    } else {
      reply.explain(t.get("suggest.missing"));
    }
  }

  /**
   * The card after a change of {@code s}. On the private queue, the queue drawn again with its "N
   * waiting" line: the next pending one once {@code s} is decided, else {@code s} as it is now.
   */
  void show(Message card, Suggestion s, ComponentReply reply, Texts t) {
    if (card != null && card.isEphemeral()) {
      reply.update(MessageEditData.fromCreateData(queue(s.guildId(), t)));
      return;
    }
    reply.update(
        new MessageEditBuilder()
            .setContent("")
            .setEmbeds(SuggestionCards.embed(s, t.get("suggest.card.title"), t))
            .setComponents(SuggestionCards.buttons(s, t))
            .build());
  }

  /** The private review queue: the oldest pending suggestion, and how many wait. */
  MessageCreateData queue(long guildId, Texts t) {
    List<Suggestion> pending = service.pending(guildId, QUEUE_PEEK);
    if (pending.isEmpty()) {
      return new MessageCreateBuilder().setContent(t.get("suggest.review.none")).build();
    }
    Suggestion first = pending.get(0);
    String waiting =
        pending.size() >= QUEUE_PEEK
            ? t.get("suggest.review.waitingMany", QUEUE_PEEK - 1)
            : t.plural("suggest.review.waiting", pending.size());
    return new MessageCreateBuilder()
        .setContent(waiting)
        .setEmbeds(SuggestionCards.embed(first, t.get("suggest.card.title"), t))
        .setComponents(SuggestionCards.buttons(first, t))
        .build();
  }

  /** How many pending suggestions the queue counts exactly (one more reads as "more than"). */
  private static final int QUEUE_PEEK = 100;
}
