package dev.quizbot.discord.suggest;

import dev.quizbot.bank.Deck;
import dev.quizbot.bank.Question;
import dev.quizbot.bank.QuestionBank;
import dev.quizbot.discord.Language;
import dev.quizbot.discord.QueuedSlashCommand;
import dev.quizbot.discord.SlashReply;
import dev.quizbot.i18n.Texts;
import dev.quizbot.suggestion.Suggestion;
import dev.quizbot.suggestion.SuggestionDecks;
import dev.quizbot.suggestion.SuggestionService;
import dev.quizbot.suggestion.SuggestionState;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.function.Supplier;
import java.util.stream.Stream;
import net.dv8tion.jda.api.events.interaction.command.CommandAutoCompleteInteractionEvent;
import net.dv8tion.jda.api.events.interaction.command.SlashCommandInteractionEvent;
import net.dv8tion.jda.api.interactions.InteractionContextType;
import net.dv8tion.jda.api.interactions.commands.Command;
import net.dv8tion.jda.api.interactions.commands.OptionMapping;
import net.dv8tion.jda.api.interactions.commands.OptionType;
import net.dv8tion.jda.api.interactions.commands.build.Commands;
import net.dv8tion.jda.api.interactions.commands.build.OptionData;
import net.dv8tion.jda.api.interactions.commands.build.SlashCommandData;
import net.dv8tion.jda.api.interactions.commands.build.SubcommandData;

/**
 * {@code /question suggest topic [deck]} opens the form (on the event thread, from the options
 * alone: the deck and topic are checked with the rest on submit); {@code mine} lists the member's
 * suggestions; {@code review} (Manage Server) opens the private review queue. Where new suggestions
 * are posted is {@code /quizconfig review_channel}.
 */
final class QuestionCommand implements QueuedSlashCommand {
  private static final int MINE_SHOWN = 10;
  private static final int MAX_CHOICES = 25;

  private final SuggestionService service;
  private final Supplier<QuestionBank> bank;
  private final ReviewAnswers answers;

  QuestionCommand(SuggestionService service, Supplier<QuestionBank> bank, ReviewAnswers answers) {
    this.service = service;
    this.bank = bank;
    this.answers = answers;
  }

  /** The localized "question mine", as a member types it. */
  static String suggestName(Texts t) {
    return t.get("cmd.question.name") + " " + t.get("cmd.question.suggest.name");
  }

  static String mineName(Texts t) {
    return t.get("cmd.question.name") + " " + t.get("cmd.question.mine.name");
  }

  @Override
  public SlashCommandData definition() {
    return Commands.slash("question", "Suggest questions for this server's quiz")
        .setContexts(InteractionContextType.GUILD)
        .addSubcommands(
            new SubcommandData("suggest", "Suggest a question: a form opens")
                .addOptions(
                    new OptionData(OptionType.STRING, "topic", "The question's topic", true, true),
                    new OptionData(
                        OptionType.STRING, "deck", "The deck whose topics to use", false, true)),
            new SubcommandData("mine", "Your suggested questions and what became of them"),
            new SubcommandData("review", "Admins: review the suggested questions"));
  }

  @Override
  public boolean opensModal(SlashCommandInteractionEvent event) {
    return "suggest".equals(event.getSubcommandName());
  }

  /** {@code suggest}: the form, at once. */
  @Override
  public void onSlash(SlashCommandInteractionEvent event) {
    if (!opensModal(event)) {
      QueuedSlashCommand.super.onSlash(event);
      return;
    }
    Texts t = Language.of(event);
    String topic = option(event, "topic").orElse("").strip();
    String deck = option(event, "deck").map(String::strip).orElseGet(() -> deckOf(topic));
    Optional<String> modalId = NewFormIds.of(deck, topic);
    if (modalId.isEmpty()) {
      event.reply(t.get("suggest.colon")).setEphemeral(true).queue();
      return;
    }
    event
        .replyModal(SuggestionForm.modal(modalId.get(), t.get("suggest.form.title"), null, t))
        .queue();
  }

  /** The shipped deck with this topic, else the first one: in memory, as the form cannot wait. */
  private String deckOf(String topic) {
    List<Deck> decks = bank.get().decks();
    return decks.stream()
        .filter(d -> d.questions().stream().map(Question::topic).anyMatch(topic::equals))
        .findFirst()
        .or(() -> decks.stream().findFirst())
        .map(Deck::id)
        .orElse(dev.quizbot.suggestion.MemberDeck.DECK_ID);
  }

  @Override
  public void onQueuedSlash(SlashCommandInteractionEvent event, SlashReply reply) {
    Texts t = reply.texts();
    if (event.getGuild() == null) {
      reply.explain(t.get("suggest.guildOnly"));
      return;
    }
    long guild = event.getGuild().getIdLong();
    switch (String.valueOf(event.getSubcommandName())) {
      case "mine" -> reply.explain(mine(guild, event.getUser().getIdLong(), t));
      case "review" -> {
        if (!ReviewAnswers.isAdmin(event.getMember())) {
          reply.explain(ReviewAnswers.notAdmin(t));
          return;
        }
        reply.send(answers.queue(guild, t), true);
      }
      default -> reply.explain(t.get("router.unsupported"));
    }
  }

  private String mine(long guild, long member, Texts t) {
    List<Suggestion> mine = service.mine(guild, member, MINE_SHOWN);
    if (mine.isEmpty()) {
      return t.get(
          "suggest.mine.none",
          "`/" + t.get("cmd.question.name") + " " + t.get("cmd.question.suggest.name") + "`");
    }
    StringBuilder out = new StringBuilder(t.get("suggest.mine.title"));
    for (Suggestion s : mine) {
      out.append("\n")
          .append(t.get(stateKey(s.state())))
          .append(" — ")
          .append(SuggestionNotices.quote(s.fields().prompt()));
      if (s.reason() != null) {
        out.append("\n  ").append(t.get("suggest.mine.reason", s.reason()));
      }
    }
    return out.toString();
  }

  private static String stateKey(SuggestionState state) {
    return switch (state) {
      case PENDING -> "suggest.state.pending";
      case APPROVED -> "suggest.state.approved";
      case REJECTED -> "suggest.state.rejected";
    };
  }

  private static Optional<String> option(SlashCommandInteractionEvent event, String name) {
    return Optional.ofNullable(event.getOption(name)).map(OptionMapping::getAsString);
  }

  /** Decks and their topics as the member types. */
  @Override
  public void onAutocomplete(CommandAutoCompleteInteractionEvent event) {
    if (event.getGuild() == null) {
      event.replyChoices().queue();
      return;
    }
    String typed = event.getFocusedOption().getValue().toLowerCase(Locale.ROOT);
    List<SuggestionDecks.DeckView> decks = service.decks().decks(event.getGuild().getIdLong());
    Stream<Command.Choice> choices;
    if (event.getFocusedOption().getName().equals("deck")) {
      choices =
          decks.stream()
              .filter(
                  d ->
                      d.id().toLowerCase(Locale.ROOT).contains(typed)
                          || d.title().toLowerCase(Locale.ROOT).contains(typed))
              .map(d -> new Command.Choice(cut(d.title()), d.id()));
    } else {
      Optional<String> deck =
          Optional.ofNullable(event.getOption("deck")).map(OptionMapping::getAsString);
      choices =
          decks.stream()
              .filter(d -> deck.isEmpty() || d.id().equals(deck.get()))
              .flatMap(d -> d.topics().stream())
              .distinct()
              .filter(topic -> topic.contains(typed))
              .map(topic -> new Command.Choice(topic, topic));
    }
    event.replyChoices(choices.limit(MAX_CHOICES).toList()).queue();
  }

  private static String cut(String title) {
    return title.length() <= 100 ? title : title.substring(0, 99) + "…";
  }
}
