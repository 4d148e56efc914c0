package dev.quizbot.discord.review;

import dev.quizbot.bank.EmbedLimits;
import dev.quizbot.bank.Question;
import dev.quizbot.bank.QuestionBank;
import dev.quizbot.bank.SuggestedBy;
import dev.quizbot.discord.QuestionPictures;
import dev.quizbot.discord.report.ReportIds;
import dev.quizbot.i18n.Texts;
import dev.quizbot.study.AnswerResult;
import dev.quizbot.study.ChoiceOrder;
import dev.quizbot.study.Intervals;
import dev.quizbot.study.SessionQuestion;
import dev.quizbot.study.SessionSummary;
import java.awt.Color;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import net.dv8tion.jda.api.EmbedBuilder;
import net.dv8tion.jda.api.components.actionrow.ActionRow;
import net.dv8tion.jda.api.components.buttons.Button;
import net.dv8tion.jda.api.entities.MessageEmbed;
import net.dv8tion.jda.api.utils.messages.MessageCreateBuilder;
import net.dv8tion.jda.api.utils.messages.MessageCreateData;
import net.dv8tion.jda.api.utils.messages.MessageEditBuilder;
import net.dv8tion.jda.api.utils.messages.MessageEditData;

/**
 * The messages of a review session: a question with its buttons (the embed as a channel round's,
 * see {@code discord/quiz/RoundEmbeds}), the answered question (right or wrong, the correct choice,
 * the explanation, when it comes back) and the summary.
 *
 * <p>The choices are shown in an order drawn from the session id and position, so a question does
 * not always have its answer under the same letter, and a message rebuilt after a restart shows the
 * same order. Buttons carry the author's index, never the letter.
 */
final class ReviewMessages {
  private static final Color OPEN = new Color(0x76B900);
  private static final Color RIGHT = new Color(0x57F287);
  private static final Color WRONG = new Color(0xED4245);
  private static final Color SUMMARY = new Color(0x5865F2);
  private static final int BUTTONS_PER_ROW = 5;

  private ReviewMessages() {}

  /** Display position p shows {@code question.choices().get(order[p])}: {@link ChoiceOrder}. */
  static int[] choiceOrder(long sessionId, int position, int choices) {
    return ChoiceOrder.of(sessionId, position, choices);
  }

  static String letter(int displayPosition) {
    return String.valueOf((char) ('A' + displayPosition));
  }

  /** The question as asked, with a button per choice and "Don't know". */
  static MessageCreateData question(SessionQuestion asked, QuestionBank bank, Texts texts) {
    Question q = asked.question();
    Optional<QuestionPictures.Attached> picture = QuestionPictures.of(q);
    int[] order = choiceOrder(asked.sessionId(), asked.position(), q.choices().size());
    List<String> shown = new ArrayList<>();
    List<Button> buttons = new ArrayList<>();
    for (int p = 0; p < order.length; p++) {
      shown.add(q.choices().get(order[p]));
      buttons.add(
          Button.primary(
              ButtonIds.answer(asked.sessionId(), asked.position(), OptionalInt.of(order[p])),
              letter(p)));
    }
    buttons.add(
        Button.secondary(
            ButtonIds.answer(asked.sessionId(), asked.position(), OptionalInt.empty()),
            texts.get("review.dontKnow")));
    MessageEmbed embed =
        new EmbedBuilder()
            .setColor(OPEN)
            .setTitle(truncate(deckTitle(q, bank), EmbedLimits.TITLE))
            .setDescription(
                truncate(
                    EmbedLimits.questionDescription(q.prompt(), shown), EmbedLimits.DESCRIPTION))
            .addField(texts.get("round.topic"), truncate(q.topic(), EmbedLimits.FIELD_VALUE), true)
            .addField(
                texts.get("review.field"),
                texts.get("review.progress", asked.number(), asked.remaining()),
                true)
            .setFooter(texts.get("review.questionFooter"))
            .setImage(picture.map(QuestionPictures.Attached::embedUrl).orElse(null))
            .build();
    MessageCreateBuilder message =
        new MessageCreateBuilder().setEmbeds(embed).setComponents(rows(buttons));
    picture.ifPresent(p -> message.setFiles(p.upload()));
    return message.build();
  }

  /**
   * The answered question: right or wrong, the correct choice marked, the explanation and when the
   * question comes back; the buttons are gone.
   */
  static MessageEditData answered(
      long sessionId,
      int position,
      OptionalInt picked,
      AnswerResult result,
      Instant answeredAt,
      Texts texts) {
    Question q = result.question().orElseThrow();
    int[] order = choiceOrder(sessionId, position, q.choices().size());
    StringBuilder lines = new StringBuilder(q.prompt()).append('\n');
    for (int p = 0; p < order.length; p++) {
      int author = order[p];
      boolean correct = author == q.answerIndex();
      boolean mine = picked.isPresent() && picked.getAsInt() == author;
      String mark = correct ? "✅ " : mine ? "❌ " : "▫️ ";
      String bold = correct ? "**" : "";
      lines
          .append('\n')
          .append(mark)
          .append(EmbedLimits.choiceEmoji(p))
          .append(' ')
          .append(bold)
          .append(q.choices().get(author))
          .append(bold);
    }
    int correctPosition = 0;
    for (int p = 0; p < order.length; p++) {
      if (order[p] == q.answerIndex()) {
        correctPosition = p;
      }
    }
    String title =
        result.right()
            ? texts.get("review.right")
            : picked.isEmpty()
                ? texts.get("review.notKnown", letter(correctPosition))
                : texts.get("review.wrong", letter(correctPosition));
    EmbedBuilder embed =
        new EmbedBuilder()
            .setColor(result.right() ? RIGHT : WRONG)
            .setTitle(truncate(title, EmbedLimits.TITLE))
            .setDescription(truncate(lines.toString(), EmbedLimits.DESCRIPTION))
            .addField(
                texts.get("reveal.explanation"),
                truncate(q.explanation(), EmbedLimits.FIELD_VALUE),
                false);
    if (q.reference() != null && !q.reference().isBlank()) {
      embed.addField(
          texts.get("reveal.reference"), truncate(q.reference(), EmbedLimits.FIELD_VALUE), false);
    }
    SuggestedBy.author(q)
        .ifPresent(
            author -> embed.addField(texts.get("reveal.suggestedBy"), "<@" + author + ">", false));
    embed.addField(texts.get("review.comesBack"), comesBack(result, answeredAt, texts), false);
    embed.setFooter(truncate(texts.get("review.answeredFooter", q.topic()), EmbedLimits.FOOTER));
    Optional<QuestionPictures.Attached> picture = QuestionPictures.of(q);
    embed.setImage(picture.map(QuestionPictures.Attached::embedUrl).orElse(null));
    // Uploaded again with the edit, which then names exactly the files its embed shows.
    MessageEditBuilder edit =
        new MessageEditBuilder()
            .setEmbeds(embed.build())
            .setComponents(ReportIds.forStudy(q, picked, texts));
    picture.ifPresent(p -> edit.setFiles(p.upload()));
    return edit.build();
  }

  static String comesBack(AnswerResult result, Instant answeredAt, Texts texts) {
    Duration interval =
        result
            .interval()
            .orElseGet(() -> Duration.between(answeredAt, result.nextDue().orElse(answeredAt)));
    String when =
        result
            .nextDue()
            .map(
                d ->
                    texts.get(
                        "review.again.at",
                        worded(interval, texts),
                        "<t:" + d.getEpochSecond() + ":f>"))
            .orElse(texts.get("review.again", worded(interval, texts)));
    return result.right() ? when : when + " " + texts.get("review.againInSession");
  }

  /**
   * "in 10 minutes", "in 5 hours", "in 4 days" (in English; {@link Intervals} for the terminal).
   */
  static String worded(Duration interval) {
    return worded(interval, Texts.english());
  }

  static String worded(Duration interval, Texts texts) {
    long minutes = Math.max(1, (interval.toSeconds() + 59) / 60);
    if (minutes < 60) {
      return texts.plural("review.in.minutes", minutes);
    }
    long hours = Math.round(interval.toMinutes() / 60.0);
    if (interval.compareTo(Duration.ofHours(23)) < 0) {
      return texts.plural("review.in.hours", hours);
    }
    long days = Math.round(interval.toHours() / 24.0);
    return texts.plural("review.in.days", days);
  }

  /**
   * The end of the session, with its next step: "Review more" when questions are ready now (it runs
   * the review right where it is pressed), else when the next one falls due and how to get a
   * reminder; the footer points to {@code /readiness}.
   */
  static MessageCreateData summary(SessionSummary s, long memberId, Texts t) {
    int percent = s.answered() == 0 ? 0 : Math.round(100f * s.right() / s.answered());
    MessageEmbed embed =
        new EmbedBuilder()
            .setColor(SUMMARY)
            .setTitle(t.get("review.done"))
            .addField(t.get("stats.answered"), t.number(s.answered()), true)
            .addField(
                t.get("review.rightCount"),
                t.get("review.rightValue", s.right(), t.wholePercent(percent)),
                true)
            .addField(t.get("review.dueTomorrow"), t.number(s.dueTomorrow()), true)
            .addField(t.get("study.streak"), t.plural("study.days", s.streak()), true)
            .addField(t.get("review.next"), next(s, t), false)
            .setFooter(t.get("review.summaryFooter"))
            .build();
    MessageCreateBuilder message = new MessageCreateBuilder().setEmbeds(embed);
    if (s.readyNow() > 0) {
      message.setComponents(
          ActionRow.of(ReviewSessions.startHereButton(memberId, t.get("review.more"))));
    }
    return message.build();
  }

  private static String next(SessionSummary s, Texts t) {
    if (s.readyNow() > 0) {
      return t.plural("review.next.more", s.readyNow());
    }
    if (s.nextDue().isEmpty()) {
      return t.get("review.next.later");
    }
    String when = "<t:" + s.nextDue().get().getEpochSecond() + ":R>";
    return t.get(s.remindersOn() ? "review.next.dueReminded" : "review.next.due", when);
  }

  private static List<ActionRow> rows(List<Button> buttons) {
    List<ActionRow> rows = new ArrayList<>();
    for (int i = 0; i < buttons.size(); i += BUTTONS_PER_ROW) {
      rows.add(ActionRow.of(buttons.subList(i, Math.min(buttons.size(), i + BUTTONS_PER_ROW))));
    }
    return rows;
  }

  private static String deckTitle(Question q, QuestionBank bank) {
    return bank.deck(q.deckId()).map(d -> d.title()).orElse(q.deckId());
  }

  static String truncate(String text, int max) {
    if (text == null) {
      return "";
    }
    return text.length() <= max ? text : text.substring(0, max - 1) + "…";
  }
}
