package dev.quizbot.discord.suggest;

import dev.quizbot.bank.QuestionBank;
import dev.quizbot.discord.ComponentHandler;
import dev.quizbot.discord.ComponentHandler.Threading;
import dev.quizbot.discord.ComponentId;
import dev.quizbot.discord.ComponentReply;
import dev.quizbot.discord.Feature;
import dev.quizbot.discord.Language;
import dev.quizbot.discord.SlashCommand;
import dev.quizbot.i18n.Texts;
import dev.quizbot.suggestion.Decision;
import dev.quizbot.suggestion.Submission;
import dev.quizbot.suggestion.Suggestion;
import dev.quizbot.suggestion.SuggestionFields;
import dev.quizbot.suggestion.SuggestionService;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.function.Supplier;
import net.dv8tion.jda.api.components.actionrow.ActionRow;
import net.dv8tion.jda.api.components.buttons.Button;
import net.dv8tion.jda.api.components.label.Label;
import net.dv8tion.jda.api.components.textinput.TextInput;
import net.dv8tion.jda.api.components.textinput.TextInputStyle;
import net.dv8tion.jda.api.events.interaction.ModalInteractionEvent;
import net.dv8tion.jda.api.events.interaction.component.ButtonInteractionEvent;
import net.dv8tion.jda.api.interactions.modals.ModalMapping;
import net.dv8tion.jda.api.modals.Modal;
import net.dv8tion.jda.api.utils.messages.MessageCreateBuilder;

/**
 * {@code /question} and its forms and review buttons. Forms open on JDA's event thread (a modal is
 * the press's acknowledgement) from what the press carries; everything that reads or writes the
 * database runs on a command worker.
 */
public final class SuggestFeature implements Feature {
  static final String NEW_FORM = "sgn";
  static final String FIX_FORM = "sgf";
  static final String EDIT_FORM = "sgem";
  static final String REJECT_FORM = "sgrm";
  private static final String REASON = "reason";

  private final SuggestionService service;
  private final Supplier<QuestionBank> bank;
  private final SuggestionNotices notices;
  private final ReviewAnswers answers;
  private final RefusedForms refused = new RefusedForms();

  public SuggestFeature(SuggestionService service, Supplier<QuestionBank> bank) {
    this.service = service;
    this.bank = bank;
    this.notices = new SuggestionNotices(service.store());
    this.answers = new ReviewAnswers(service, notices);
  }

  @Override
  public List<SlashCommand> commands() {
    return List.of(new QuestionCommand(service, bank, answers));
  }

  @Override
  public List<ComponentHandler<?, ?>> components() {
    return List.of(
        Handlers.of(
            NEW_FORM,
            ModalInteractionEvent.class,
            Threading.WORKER_PRIVATE,
            NewFormIds::read,
            Handlers::nobody,
            this::submitted),
        Handlers.of(
            FIX_FORM,
            ButtonInteractionEvent.class,
            Threading.EVENT_THREAD,
            FixButton::read,
            fix -> OptionalLong.of(fix.member()),
            this::reopen),
        ComponentHandler.button(
            SuggestionCards.APPROVE, SuggestionCards::shown, Handlers::nobody, this::approve),
        Handlers.of(
            SuggestionCards.EDIT,
            ButtonInteractionEvent.class,
            Threading.EVENT_THREAD,
            SuggestionCards::shown,
            Handlers::nobody,
            this::openEdit),
        Handlers.of(
            EDIT_FORM,
            ModalInteractionEvent.class,
            Threading.WORKER,
            SuggestionCards::shown,
            Handlers::nobody,
            this::edited),
        Handlers.of(
            SuggestionCards.REJECT,
            ButtonInteractionEvent.class,
            Threading.EVENT_THREAD,
            SuggestionCards::id,
            Handlers::nobody,
            this::openReject),
        Handlers.of(
            REJECT_FORM,
            ModalInteractionEvent.class,
            Threading.WORKER,
            SuggestionCards::id,
            Handlers::nobody,
            this::rejected));
  }

  /** The new form's id: deck and topic (checked on submit, like everything typed). */
  record DeckTopic(String deckId, String topic) {}

  /**
   * "Edit and send again": whose refused form, and its number. A button from before numbers came
   * from before a restart (refused forms live in memory), so its form is gone: number 0, which no
   * kept form has.
   */
  record FixButton(long member, long number) {
    static Optional<FixButton> read(ComponentId id) {
      if (id.arity() == 1) {
        return SuggestionCards.id(id).map(member -> new FixButton(member, 0));
      }
      if (id.arity() != 2) {
        return Optional.empty();
      }
      try {
        long member = Long.parseLong(id.arg(0));
        long number = Long.parseLong(id.arg(1));
        return member > 0 && number > 0
            ? Optional.of(new FixButton(member, number))
            : Optional.empty();
      } catch (NumberFormatException e) {
        return Optional.empty();
      }
    }
  }

  /** A member's form: stored, or refused with what to fix and a button to fix it. */
  private void submitted(ModalInteractionEvent event, DeckTopic where, ComponentReply reply) {
    Texts t = Language.of(event);
    if (event.getGuild() == null) {
      reply.explain(t.get("suggest.guildOnly"));
      return;
    }
    long guild = event.getGuild().getIdLong();
    long member = event.getUser().getIdLong();
    if (NewFormIds.isHashed(where)) {
      Optional<DeckTopic> named = NewFormIds.resolve(where, service.decks().decks(guild));
      if (named.isEmpty()) {
        reply.explain(t.get("suggest.badOptions", "`/" + QuestionCommand.suggestName(t) + "`"));
        return;
      }
      where = named.get();
    }
    SuggestionFields form = SuggestionForm.read(event, where.deckId(), where.topic());
    Submission result = service.submit(guild, member, form);
    if (result instanceof Submission.Accepted accepted) {
      refused.forget(guild, member);
      reply.explain(t.get("suggest.accepted", "`/" + QuestionCommand.mineName(t) + "`"));
      notices.post(event.getGuild(), accepted.suggestion());
    } else if (result instanceof Submission.Refused no) {
      long number = refused.keep(guild, member, new RefusedForms.Refused(event.getModalId(), form));
      reply.send(refusal(no.problems(), member, number, t), true);
    } else if (result instanceof Submission.TooMany many) {
      reply.explain(t.get("suggest.tooMany", many.max()));
    } else if (result instanceof Submission.UnknownDeck unknown) {
      reply.explain(t.get("suggest.unknownDeck", unknown.deckId()));
    }
  }

  private static net.dv8tion.jda.api.utils.messages.MessageCreateData refusal(
      List<String> problems, long member, long number, Texts t) {
    StringBuilder lines = new StringBuilder();
    problems.forEach(p -> lines.append("\n• ").append(p));
    return new MessageCreateBuilder()
        .setContent(t.get("suggest.refused", lines.toString(), t.get("suggest.fixButton")))
        .setComponents(
            ActionRow.of(
                Button.primary(
                    ComponentId.of(FIX_FORM, member, number).encode(), t.get("suggest.fixButton"))))
        .build();
  }

  /** "Edit and send again": the refused form, as typed, if it is still the member's latest. */
  private void reopen(ButtonInteractionEvent event, FixButton fix, ComponentReply reply) {
    Texts t = Language.of(event);
    Optional<RefusedForms.Refused> form =
        event.getGuild() == null
            ? Optional.empty()
            : refused.find(event.getGuild().getIdLong(), fix.member(), fix.number());
    if (form.isEmpty()) {
      reply.explain(t.get("suggest.formGone"));
      return;
    }
    String title =
        form.get().modalId().startsWith(EDIT_FORM + ":")
            ? t.get("suggest.edit.title")
            : t.get("suggest.form.title");
    event
        .replyModal(SuggestionForm.modal(form.get().modalId(), title, form.get().fields(), t))
        .queue();
  }

  private void approve(
      ButtonInteractionEvent event, SuggestionCards.Shown card, ComponentReply reply) {
    Texts t = Language.of(event);
    if (event.getGuild() == null || !ReviewAnswers.isAdmin(event.getMember())) {
      reply.explain(ReviewAnswers.notAdmin(t));
      return;
    }
    Decision d =
        service.approve(
            event.getGuild().getIdLong(), card.id(), event.getUser().getIdLong(), card.version());
    answers.decided(event, event.getMessage(), d, reply);
  }

  /** Edit: the form prefilled from the card pressed on, carrying the version the card shows. */
  private void openEdit(
      ButtonInteractionEvent event, SuggestionCards.Shown card, ComponentReply reply) {
    Texts t = Language.of(event);
    if (!ReviewAnswers.isAdmin(event.getMember())) {
      reply.explain(ReviewAnswers.notAdmin(t));
      return;
    }
    Optional<SuggestionFields> shown = SuggestionCards.fields(event.getMessage().getEmbeds());
    if (shown.isEmpty()) {
      reply.explain(t.get("suggest.missing"));
      return;
    }
    String modalId =
        card.version().isPresent()
            ? ComponentId.of(EDIT_FORM, card.id(), card.version().getAsInt()).encode()
            : ComponentId.of(EDIT_FORM, card.id()).encode();
    event
        .replyModal(SuggestionForm.modal(modalId, t.get("suggest.edit.title"), shown.get(), t))
        .queue();
  }

  private void edited(
      ModalInteractionEvent event, SuggestionCards.Shown card, ComponentReply reply) {
    Texts t = Language.of(event);
    if (event.getGuild() == null || !ReviewAnswers.isAdmin(event.getMember())) {
      reply.explain(ReviewAnswers.notAdmin(t));
      return;
    }
    long guild = event.getGuild().getIdLong();
    Optional<Suggestion> current = service.find(guild, card.id());
    if (current.isEmpty()) {
      reply.explain(t.get("suggest.missing"));
      return;
    }
    SuggestionFields form =
        SuggestionForm.read(event, current.get().fields().deckId(), current.get().fields().topic());
    Submission result =
        service.edit(guild, card.id(), event.getUser().getIdLong(), form, card.version());
    if (result instanceof Submission.Accepted accepted) {
      answers.show(event.getMessage(), accepted.suggestion(), reply, t);
      notices.refreshCard(
          event.getGuild(),
          accepted.suggestion(),
          event.getMessage() == null ? 0 : event.getMessage().getIdLong());
      reply.explain(t.get("suggest.edited"));
    } else if (result instanceof Submission.Refused no) {
      long admin = event.getUser().getIdLong();
      long number = refused.keep(guild, admin, new RefusedForms.Refused(event.getModalId(), form));
      reply.send(refusal(no.problems(), admin, number, t), true);
    } else if (result instanceof Submission.Changed changed) {
      answers.show(event.getMessage(), changed.suggestion(), reply, t);
      reply.explain(t.get("suggest.editChanged"));
    } else {
      reply.explain(t.get("suggest.notPending"));
    }
  }

  /** Reject: a form for the optional reason. */
  private void openReject(ButtonInteractionEvent event, Long id, ComponentReply reply) {
    Texts t = Language.of(event);
    if (!ReviewAnswers.isAdmin(event.getMember())) {
      reply.explain(ReviewAnswers.notAdmin(t));
      return;
    }
    Modal modal =
        Modal.create(ComponentId.of(REJECT_FORM, id).encode(), t.get("suggest.reject.title"))
            .addComponents(
                Label.of(
                    t.get("suggest.reject.reason"),
                    t.get("suggest.reject.reasonHint"),
                    TextInput.create(REASON, TextInputStyle.PARAGRAPH)
                        .setRequired(false)
                        .setMaxLength(SuggestionService.MAX_REASON)
                        .build()))
            .build();
    event.replyModal(modal).queue();
  }

  private void rejected(ModalInteractionEvent event, Long id, ComponentReply reply) {
    Texts t = Language.of(event);
    if (event.getGuild() == null || !ReviewAnswers.isAdmin(event.getMember())) {
      reply.explain(ReviewAnswers.notAdmin(t));
      return;
    }
    ModalMapping reason = event.getValue(REASON);
    Decision d =
        service.reject(
            event.getGuild().getIdLong(),
            id,
            event.getUser().getIdLong(),
            reason == null ? null : reason.getAsString());
    answers.decided(event, event.getMessage(), d, reply);
  }
}
