package dev.quizbot.discord.report;

import dev.quizbot.bank.GuildBanks;
import dev.quizbot.bank.Question;
import dev.quizbot.bank.QuestionBank;
import dev.quizbot.discord.ComponentHandler;
import dev.quizbot.discord.ComponentId;
import dev.quizbot.discord.ComponentReply;
import dev.quizbot.discord.Feature;
import dev.quizbot.discord.Language;
import dev.quizbot.i18n.Texts;
import dev.quizbot.quality.PickedChoices;
import dev.quizbot.quality.QuestionReport;
import dev.quizbot.quality.QuestionVersion;
import dev.quizbot.quality.ReportOutcome;
import dev.quizbot.quality.ReportReason;
import dev.quizbot.quality.ReportStore;
import java.time.Clock;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import net.dv8tion.jda.api.components.Component;
import net.dv8tion.jda.api.components.label.Label;
import net.dv8tion.jda.api.components.selections.StringSelectMenu;
import net.dv8tion.jda.api.components.textinput.TextInput;
import net.dv8tion.jda.api.components.textinput.TextInputStyle;
import net.dv8tion.jda.api.events.interaction.ModalInteractionEvent;
import net.dv8tion.jda.api.events.interaction.component.ButtonInteractionEvent;
import net.dv8tion.jda.api.interactions.modals.ModalMapping;
import net.dv8tion.jda.api.modals.Modal;

/**
 * The 🚩 button and its form ({@link ReportIds}), two families of the component router. A press is
 * answered on JDA's event thread with the modal (opening a modal is the acknowledgement, so it
 * cannot wait): only in-memory checks come first, a shipped question looked up in the bank by the
 * shown version (a server deck's question is checked at the submit: reading the server's decks may
 * wait on the database). The modal asks for the reason with a string select in a Label (the five
 * {@link ReportReason}s) and an optional note. A submit runs on a command worker, acknowledged at
 * once with a private "thinking" reply: the reason checked, the member's answer on the round read,
 * the report stored.
 */
public final class ReportFeature implements Feature {

  private final GuildBanks banks;
  private final ReportStore reports;
  private final PickedChoices picks;
  private final Clock clock;
  // The last bank indexed by version, per server (0: the shipped bank): a server's bank is a new
  // object after each upload, so its index is built again then.
  private final Map<Long, Indexed> byVersion =
      Collections.synchronizedMap(
          new LinkedHashMap<>(16, 0.75f, true) {
            @Override
            protected boolean removeEldestEntry(Map.Entry<Long, Indexed> eldest) {
              return size() > INDEXED_BANKS;
            }
          });

  /** Banks kept indexed: the shipped one and the servers' most recently reported on. */
  private static final int INDEXED_BANKS = 8;

  private record Indexed(QuestionBank bank, Map<String, Question> versions) {}

  public ReportFeature(QuestionBank bank, ReportStore reports, PickedChoices picks, Clock clock) {
    this(GuildBanks.fixed(bank), reports, picks, clock);
  }

  public ReportFeature(GuildBanks banks, ReportStore reports, PickedChoices picks, Clock clock) {
    this.banks = banks;
    this.reports = reports;
    this.picks = picks;
    this.clock = clock;
  }

  /** The button's and the form's handlers. */
  @Override
  public List<ComponentHandler<?, ?>> components() {
    return List.of(new Press(), new Form());
  }

  /** The 🚩 press: opens the form, on the event thread. */
  private final class Press implements ComponentHandler<ButtonInteractionEvent, ReportIds.Pressed> {
    @Override
    public String family() {
      return ReportIds.BUTTON;
    }

    @Override
    public Class<ButtonInteractionEvent> eventType() {
      return ButtonInteractionEvent.class;
    }

    @Override
    public Threading threading() {
      return Threading.EVENT_THREAD;
    }

    @Override
    public Optional<ReportIds.Pressed> read(ComponentId id) {
      return ReportIds.parse(id);
    }

    @Override
    public void handle(
        ButtonInteractionEvent event, ReportIds.Pressed pressed, ComponentReply reply) {
      // A server's own decks are read from the database (ServerDeckBanks), which may wait for
      // seconds when it is in trouble: past Discord's 3 s the form could not open, and the event
      // thread would stall the gateway. Their questions are checked when the form is submitted.
      if (pressed.bankGuild() == GuildBanks.NO_GUILD && question(pressed).isEmpty()) {
        reply.explain(Language.of(event).get(ReportTexts.STALE));
        return;
      }
      event.replyModal(modal(pressed.modalId(), Language.of(event))).queue();
    }
  }

  /** The submitted form: stored on a worker. */
  private final class Form implements ComponentHandler<ModalInteractionEvent, ReportIds.Pressed> {
    @Override
    public String family() {
      return ReportIds.MODAL;
    }

    @Override
    public Class<ModalInteractionEvent> eventType() {
      return ModalInteractionEvent.class;
    }

    @Override
    public Threading threading() {
      return Threading.WORKER_PRIVATE;
    }

    @Override
    public Optional<ReportIds.Pressed> read(ComponentId id) {
      return ReportIds.parse(id);
    }

    @Override
    public void handle(
        ModalInteractionEvent event, ReportIds.Pressed pressed, ComponentReply reply) {
      reply.explain(Language.of(event).get(submitted(event, pressed)));
    }
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

  /** On a worker: the answer's key for a submitted form. */
  private String submitted(ModalInteractionEvent event, ReportIds.Pressed pressed) {
    Optional<Question> question = question(pressed);
    if (question.isEmpty()) {
      return ReportTexts.STALE;
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
      return ReportTexts.BAD_REASON;
    }
    ModalMapping noteValue = event.getValue("note");
    String note = noteValue == null ? null : QuestionReport.cleanNote(noteValue.getAsString());
    return store(event, pressed, question.get(), reason.get(), note);
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

  /** The question whose current text is the shown version, in the bank the button names. */
  private Optional<Question> question(ReportIds.Pressed pressed) {
    QuestionBank bank = banks.of(pressed.bankGuild());
    Indexed indexed = byVersion.get(pressed.bankGuild());
    if (indexed == null || indexed.bank() != bank) {
      Map<String, Question> versions = new HashMap<>();
      for (Question q : bank.questions()) {
        versions.put(ReportIds.version(q), q);
      }
      indexed = new Indexed(bank, versions);
      byVersion.put(pressed.bankGuild(), indexed);
    }
    return Optional.ofNullable(indexed.versions().get(pressed.version()));
  }
}
