package dev.quizbot.discord.report;

import dev.quizbot.bank.Question;
import dev.quizbot.bank.QuestionBank;
import dev.quizbot.discord.CommandExecutor;
import dev.quizbot.discord.Language;
import dev.quizbot.i18n.Texts;
import dev.quizbot.quality.PickedChoices;
import dev.quizbot.quality.QuestionReport;
import dev.quizbot.quality.QuestionVersion;
import dev.quizbot.quality.ReportOutcome;
import dev.quizbot.quality.ReportReason;
import dev.quizbot.quality.ReportStore;
import java.time.Clock;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import net.dv8tion.jda.api.components.Component;
import net.dv8tion.jda.api.components.label.Label;
import net.dv8tion.jda.api.components.selections.StringSelectMenu;
import net.dv8tion.jda.api.components.textinput.TextInput;
import net.dv8tion.jda.api.components.textinput.TextInputStyle;
import net.dv8tion.jda.api.events.GenericEvent;
import net.dv8tion.jda.api.events.interaction.ModalInteractionEvent;
import net.dv8tion.jda.api.events.interaction.component.ButtonInteractionEvent;
import net.dv8tion.jda.api.hooks.EventListener;
import net.dv8tion.jda.api.interactions.modals.ModalMapping;
import net.dv8tion.jda.api.modals.Modal;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The 🚩 button's listener ({@link ReportIds}). A press is answered on JDA's event thread with the
 * modal (opening a modal is the acknowledgement, so it cannot wait): only in-memory checks come
 * first, the question looked up in the bank by the shown version. The modal asks for the reason
 * with a string select in a Label (the five {@link ReportReason}s) and an optional note. A submit's
 * reason is checked on the event thread too; then the reply is deferred (ephemeral) and the store
 * work (the member's answer on the round, the insert) runs on the {@link CommandExecutor}.
 */
public final class ReportFeature implements EventListener {
  private static final Logger log = LoggerFactory.getLogger(ReportFeature.class);

  private final QuestionBank bank;
  private final ReportStore reports;
  private final PickedChoices picks;
  private final CommandExecutor executor;
  private final Clock clock;
  private volatile Map<String, Question> byVersion;

  public ReportFeature(
      QuestionBank bank,
      ReportStore reports,
      PickedChoices picks,
      CommandExecutor executor,
      Clock clock) {
    this.bank = bank;
    this.reports = reports;
    this.picks = picks;
    this.executor = executor;
    this.clock = clock;
  }

  @Override
  public void onEvent(GenericEvent event) {
    if (event instanceof ButtonInteractionEvent press
        && press.getComponentId().startsWith(ReportIds.BUTTON)) {
      pressed(press);
    } else if (event instanceof ModalInteractionEvent submit
        && submit.getModalId().startsWith(ReportIds.MODAL)) {
      submitted(submit);
    }
  }

  private void pressed(ButtonInteractionEvent event) {
    Optional<ReportIds.Pressed> pressed = ReportIds.parse(event.getComponentId());
    if (pressed.isEmpty() || question(pressed.get().version()).isEmpty()) {
      event.reply(Language.of(event).get(ReportTexts.STALE)).setEphemeral(true).queue();
      return;
    }
    event.replyModal(modal(ReportIds.MODAL + pressed.get().rest(), Language.of(event))).queue();
  }

  static Modal modal(String id, Texts t) {
    StringSelectMenu.Builder reasons =
        StringSelectMenu.create("reason")
            .setPlaceholder(t.get("report.modal.placeholder"))
            .setRequiredRange(1, 1);
    for (ReportReason reason : ReportReason.values()) {
      reasons.addOption(t.get(ReportTexts.reasonKey(reason)), reason.code());
    }
    return Modal.create(id, t.get("report.modal.title"))
        .addComponents(
            Label.of(t.get("report.modal.reason"), reasons.build()),
            Label.of(
                t.get("report.modal.note"),
                t.get("report.modal.noteHint"),
                TextInput.create("note", TextInputStyle.PARAGRAPH)
                    .setRequired(false)
                    .setMaxLength(QuestionReport.MAX_NOTE)
                    .build()))
        .build();
  }

  private void submitted(ModalInteractionEvent event) {
    Optional<ReportIds.Pressed> parsed = ReportIds.parse(event.getModalId());
    Optional<Question> question = parsed.flatMap(p -> question(p.version()));
    Texts texts = Language.of(event);
    if (question.isEmpty()) {
      event.reply(texts.get(ReportTexts.STALE)).setEphemeral(true).queue();
      return;
    }
    // Discord's client only submits one of the select's options; anything else (a modal of an
    // older version of the bot, a hand-made request) is explained, and nothing is stored.
    ModalMapping reasonValue = event.getValue("reason");
    List<String> picked =
        reasonValue == null || reasonValue.getType() != Component.Type.STRING_SELECT
            ? List.of()
            : reasonValue.getAsStringList();
    Optional<ReportReason> reason =
        picked.size() == 1 ? ReportReason.ofCode(picked.get(0)) : Optional.empty();
    if (reason.isEmpty()) {
      event.reply(texts.get(ReportTexts.BAD_REASON)).setEphemeral(true).queue();
      return;
    }
    ModalMapping noteValue = event.getValue("note");
    String note = noteValue == null ? null : QuestionReport.cleanNote(noteValue.getAsString());
    Optional<CommandExecutor.Place> place = executor.reserve();
    if (place.isEmpty()) {
      event.reply(texts.get(ReportTexts.BUSY)).setEphemeral(true).queue();
      return;
    }
    event.deferReply(true).queue();
    ReportIds.Pressed pressed = parsed.get();
    String theNote = note;
    place
        .get()
        .run(
            () -> {
              String answer;
              try {
                answer = store(event, pressed, question.get(), reason.get(), theNote);
              } catch (RuntimeException e) {
                if (executor.interruptedByStop(e)) {
                  answer = ReportTexts.RESTARTING;
                } else {
                  log.error("storing the report {} failed", event.getModalId(), e);
                  answer = ReportTexts.SORRY;
                }
              }
              event.getHook().editOriginal(texts.get(answer)).queue();
            },
            () -> event.getHook().editOriginal(texts.get(ReportTexts.RESTARTING)).queue());
  }

  /** On a worker: the picked choice, then the insert; returns the member's answer. */
  private String store(
      ModalInteractionEvent event,
      ReportIds.Pressed pressed,
      Question question,
      ReportReason reason,
      String note) {
    long member = event.getUser().getIdLong();
    OptionalInt picked;
    if (pressed.inRound()) {
      Optional<PickedChoices.RoundPick> pick = picks.inRound(pressed.roundId().getAsLong(), member);
      if (pick.isEmpty() || !pick.get().questionId().equals(question.id())) {
        return ReportTexts.STALE;
      }
      picked = pick.get().choiceIndex();
    } else {
      picked = pressed.studyPick();
    }
    String pickedText =
        picked.isPresent() && picked.getAsInt() < question.choices().size()
            ? question.choices().get(picked.getAsInt())
            : null;
    Long guild = event.getGuild() == null ? null : event.getGuild().getIdLong();
    ReportOutcome outcome =
        reports.add(
            new QuestionReport(
                member,
                question.id(),
                QuestionVersion.hash(question),
                guild,
                pickedText,
                reason,
                note,
                clock.instant()));
    return outcome == ReportOutcome.STORED ? ReportTexts.THANKS : ReportTexts.ALREADY_NOTED;
  }

  /** The bank's question whose current text is the shown {@code version}. */
  private Optional<Question> question(String version) {
    Map<String, Question> versions = byVersion;
    if (versions == null) {
      versions = new HashMap<>();
      for (Question q : bank.questions()) {
        versions.put(ReportIds.version(q), q);
      }
      byVersion = versions;
    }
    return Optional.ofNullable(versions.get(version));
  }
}
