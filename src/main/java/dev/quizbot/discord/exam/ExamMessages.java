package dev.quizbot.discord.exam;

import dev.quizbot.bank.Question;
import dev.quizbot.exam.ExamItem;
import dev.quizbot.exam.ExamQuestion;
import dev.quizbot.exam.ExamState;
import java.awt.Color;
import java.util.ArrayList;
import java.util.List;
import net.dv8tion.jda.api.EmbedBuilder;
import net.dv8tion.jda.api.components.actionrow.ActionRow;
import net.dv8tion.jda.api.components.buttons.Button;
import net.dv8tion.jda.api.components.selections.StringSelectMenu;
import net.dv8tion.jda.api.entities.MessageEmbed;
import net.dv8tion.jda.api.utils.messages.MessageCreateBuilder;
import net.dv8tion.jda.api.utils.messages.MessageCreateData;
import net.dv8tion.jda.api.utils.messages.MessageEditData;

/**
 * The running exam's messages: one question at a time (choices as buttons, Skip, 🚩 Flag, "Review
 * and submit", a select menu of unanswered and flagged questions, the deadline as {@code
 * <t:END:R>}), the review screen and the confirmation. Nothing here says right or wrong: the picked
 * choice is only highlighted.
 */
final class ExamMessages {

  private static final Color COLOR = new Color(0x58, 0x65, 0xF2);
  private static final int MAX_PROMPT = 3000;
  private static final int MAX_CHOICE = 300;
  private static final int MAX_MENU = 25; // Discord: options of one select
  private static final int MAX_ROWS = 5; // Discord: action rows of one message

  private ExamMessages() {}

  static MessageCreateData question(ExamQuestion q) {
    ExamState state = q.state();
    long exam = state.examId();
    ExamItem item = q.item();
    EmbedBuilder embed =
        new EmbedBuilder().setColor(COLOR).setTitle(ExamTexts.title(q.number(), q.total()));
    List<ActionRow> rows = new ArrayList<>();
    String picked = null;
    if (q.question().isPresent()) {
      Question question = q.question().get();
      StringBuilder text = new StringBuilder(shorten(question.prompt(), MAX_PROMPT)).append("\n");
      List<Button> buttons = new ArrayList<>();
      for (int shown = 0; shown < q.choiceOrder().size(); shown++) {
        int choice = q.choiceOrder().get(shown);
        String letter = String.valueOf((char) ('A' + shown));
        text.append("\n**")
            .append(letter)
            .append(".** ")
            .append(shorten(question.choices().get(choice), MAX_CHOICE));
        boolean mine = item.choice().isPresent() && item.choice().getAsInt() == choice;
        if (mine) {
          picked = letter;
        }
        String id = ExamIds.answer(exam, q.index(), choice);
        buttons.add(mine ? Button.primary(id, letter) : Button.secondary(id, letter));
      }
      embed.setDescription(shorten(text.toString(), MessageEmbed.DESCRIPTION_MAX_LENGTH));
      for (int from = 0; from < buttons.size(); from += 5) {
        rows.add(ActionRow.of(buttons.subList(from, Math.min(from + 5, buttons.size()))));
      }
    } else {
      embed.setDescription(ExamTexts.QUESTION_GONE);
    }
    embed.addField(ExamTexts.TIME_FIELD, ExamTexts.timeLeft(state.exam().endsAt()), true);
    embed.addField(ExamTexts.PROGRESS_FIELD, ExamTexts.progress(state), true);
    embed.addField(ExamTexts.ANSWER_FIELD, ExamTexts.yourAnswer(picked), true);
    embed.setFooter(item.flagged() ? ExamTexts.FLAGGED_FOOTER : ExamTexts.NO_FEEDBACK_FOOTER);
    rows.add(
        ActionRow.of(
            Button.secondary(ExamIds.skip(exam, q.index()), ExamTexts.SKIP),
            item.flagged()
                ? Button.danger(ExamIds.flag(exam, q.index(), false), ExamTexts.UNFLAG)
                : Button.secondary(ExamIds.flag(exam, q.index(), true), ExamTexts.FLAG),
            Button.success(ExamIds.review(exam, q.index()), ExamTexts.REVIEW_AND_SUBMIT)));
    rows.addAll(goToMenus(state, q.index(), MAX_ROWS - rows.size()));
    return new MessageCreateBuilder().setEmbeds(embed.build()).setComponents(rows).build();
  }

  static MessageCreateData review(ExamState state, int from) {
    long exam = state.examId();
    EmbedBuilder embed =
        new EmbedBuilder()
            .setColor(COLOR)
            .setTitle(ExamTexts.reviewTitle())
            .setDescription(ExamTexts.reviewBody(state));
    List<ActionRow> rows = new ArrayList<>();
    rows.add(
        ActionRow.of(
            Button.success(ExamIds.submit(exam, false), ExamTexts.SUBMIT),
            Button.secondary(ExamIds.question(exam, from), ExamTexts.backTo(from))));
    rows.addAll(goToMenus(state, from, MAX_ROWS - rows.size()));
    return new MessageCreateBuilder().setEmbeds(embed.build()).setComponents(rows).build();
  }

  static MessageCreateData confirmSubmit(ExamState state) {
    long exam = state.examId();
    List<Integer> open = state.unanswered();
    return new MessageCreateBuilder()
        .setEmbeds(
            new EmbedBuilder()
                .setColor(COLOR)
                .setTitle(ExamTexts.reviewTitle())
                .setDescription(ExamTexts.needsConfirmation(open))
                .build())
        .setComponents(
            ActionRow.of(
                Button.danger(ExamIds.submit(exam, true), ExamTexts.SUBMIT_ANYWAY),
                Button.secondary(
                    ExamIds.review(exam, open.isEmpty() ? 0 : open.get(0)), ExamTexts.BACK)))
        .build();
  }

  /** A plain line that replaces an exam message and its buttons. */
  static MessageEditData closed(String text) {
    return MessageEditData.fromCreateData(
        new MessageCreateBuilder().setContent(text).setEmbeds().setComponents().build());
  }

  static MessageEditData edit(MessageCreateData data) {
    return MessageEditData.fromCreateData(data);
  }

  /**
   * The selects of unanswered and flagged questions, 25 a select, in the action rows the screen
   * leaves free. More than fit: the window of them around question {@code current}, so the farthest
   * one listed always moves on and every question stays reachable.
   */
  static List<ActionRow> goToMenus(ExamState state, int current, int freeRows) {
    List<ExamItem> open = new ArrayList<>();
    for (ExamItem item : state.items()) {
      if (!item.answered() || item.flagged()) {
        open.add(item);
      }
    }
    int room = Math.max(0, freeRows) * MAX_MENU;
    if (open.size() > room) {
      int at = 0;
      while (at < open.size() && open.get(at).index() < current) {
        at++;
      }
      int from = Math.max(0, Math.min(at - room / 2, open.size() - room));
      open = open.subList(from, from + room);
    }
    List<ActionRow> rows = new ArrayList<>();
    boolean several = open.size() > MAX_MENU;
    for (int from = 0, part = 0; from < open.size(); from += MAX_MENU, part++) {
      List<ExamItem> some = open.subList(from, Math.min(from + MAX_MENU, open.size()));
      StringSelectMenu.Builder menu =
          StringSelectMenu.create(ExamIds.goTo(state.examId(), part))
              .setPlaceholder(
                  several
                      ? ExamTexts.goToRange(some.get(0).index(), some.get(some.size() - 1).index())
                      : ExamTexts.GO_TO);
      for (ExamItem item : some) {
        menu.addOption(
            ExamTexts.goToOption(item.index(), item.answered(), item.flagged()),
            Integer.toString(item.index()));
      }
      rows.add(ActionRow.of(menu.build()));
    }
    return rows;
  }

  static String shorten(String text, int max) {
    return text.length() <= max ? text : text.substring(0, max - 1) + "…";
  }
}
