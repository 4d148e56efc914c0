package dev.quizbot.discord.exam;

import dev.quizbot.bank.Question;
import dev.quizbot.discord.QuestionPictures;
import dev.quizbot.exam.ExamItem;
import dev.quizbot.exam.ExamQuestion;
import dev.quizbot.exam.ExamState;
import dev.quizbot.i18n.Texts;
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
import net.dv8tion.jda.api.utils.messages.MessageEditBuilder;
import net.dv8tion.jda.api.utils.messages.MessageEditData;

/**
 * The running exam's messages: one question at a time (choices as buttons, Skip, 🔖 Mark for
 * review, "Review & submit", a select menu of every question, the deadline as {@code <t:END:R>})
 * and the review screen, whose one submit button says how many questions stay unanswered. Nothing
 * here says right or wrong: the picked choice is only highlighted. A question with a picture
 * carries it as an attachment its embed shows ({@link QuestionPictures}); every edit names exactly
 * the files its view shows, so the next question's message drops the previous picture.
 */
final class ExamMessages {

  private static final Color COLOR = new Color(0x58, 0x65, 0xF2);
  private static final int MAX_PROMPT = 3000;
  private static final int MAX_CHOICE = 300;
  private static final int MAX_MENU = 25; // Discord: options of one select
  private static final int MAX_ROWS = 5; // Discord: action rows of one message

  private ExamMessages() {}

  static MessageCreateData question(Texts t, ExamQuestion q) {
    ExamState state = q.state();
    long exam = state.examId();
    ExamItem item = q.item();
    EmbedBuilder embed =
        new EmbedBuilder().setColor(COLOR).setTitle(ExamTexts.title(t, q.number(), q.total()));
    List<ActionRow> rows = new ArrayList<>();
    String picked = null;
    java.util.Optional<QuestionPictures.Attached> picture = java.util.Optional.empty();
    if (q.question().isPresent()) {
      Question question = q.question().get();
      picture = QuestionPictures.of(question);
      embed.setImage(QuestionPictures.url(picture));
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
      embed.setDescription(t.get("exam.questionGone"));
    }
    embed.addField(t.get("exam.timeField"), ExamTexts.timeLeft(t, state.exam().endsAt()), true);
    embed.addField(t.get("exam.progressField"), ExamTexts.progress(t, state), true);
    embed.addField(t.get("exam.answerField"), ExamTexts.yourAnswer(t, picked), true);
    embed.setFooter(t.get(item.flagged() ? "exam.markedFooter" : "exam.noFeedbackFooter"));
    rows.add(
        ActionRow.of(
            Button.secondary(ExamIds.skip(exam, q.index()), t.get("exam.skip")),
            item.flagged()
                ? Button.secondary(ExamIds.mark(exam, q.index(), false), t.get("exam.unmark"))
                : Button.secondary(ExamIds.mark(exam, q.index(), true), t.get("exam.mark")),
            Button.secondary(ExamIds.review(exam, q.index()), t.get("exam.reviewAndSubmit"))));
    rows.addAll(goToMenus(t, state, q.index(), MAX_ROWS - rows.size()));
    MessageCreateBuilder message =
        new MessageCreateBuilder().setEmbeds(embed.build()).setComponents(rows);
    picture.ifPresent(p -> message.setFiles(p.upload()));
    return message.build();
  }

  /**
   * The review screen: answered, not answered and marked questions by number, and one press to
   * submit. With questions open the button says so ("Submit anyway (1 not answered)", red) and
   * submits as it is: the screen itself is the confirmation, no second one follows.
   */
  static MessageCreateData review(Texts t, ExamState state, int from) {
    long exam = state.examId();
    EmbedBuilder embed =
        new EmbedBuilder()
            .setColor(COLOR)
            .setTitle(t.get("exam.review.title"))
            .setDescription(ExamTexts.reviewBody(t, state));
    int open = state.unanswered().size();
    String submit = ExamTexts.submit(t, open);
    List<ActionRow> rows = new ArrayList<>();
    rows.add(
        ActionRow.of(
            open == 0
                ? Button.success(ExamIds.submit(exam, false), submit)
                : Button.danger(ExamIds.submit(exam, true), submit),
            Button.secondary(ExamIds.question(exam, from), ExamTexts.backTo(t, from))));
    rows.addAll(goToMenus(t, state, from, MAX_ROWS - rows.size()));
    return new MessageCreateBuilder().setEmbeds(embed.build()).setComponents(rows).build();
  }

  /** A plain line that replaces an exam message and its buttons. */
  static MessageEditData closed(String text) {
    return edit(new MessageCreateBuilder().setContent(text).setEmbeds().setComponents().build());
  }

  /** The edit to {@code data}'s view, its files exactly (none drops an earlier picture). */
  static MessageEditData edit(MessageCreateData data) {
    return MessageEditBuilder.fromCreateData(data).setFiles(data.getFiles()).build();
  }

  /**
   * The selects of every question (answered ones too: an answer can be changed until submitting),
   * 25 a select, in the action rows the screen leaves free. More than fit: the window of them
   * around question {@code current}, so the farthest one listed always moves on and every question
   * stays reachable.
   */
  static List<ActionRow> goToMenus(Texts t, ExamState state, int current, int freeRows) {
    List<ExamItem> open = new ArrayList<>(state.items());
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
                      ? ExamTexts.goToRange(
                          t, some.get(0).index(), some.get(some.size() - 1).index())
                      : t.get("exam.goTo"));
      for (ExamItem item : some) {
        menu.addOption(
            ExamTexts.goToOption(t, item.index(), item.answered(), item.flagged()),
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
