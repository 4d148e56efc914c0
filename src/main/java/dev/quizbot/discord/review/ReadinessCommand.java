package dev.quizbot.discord.review;

import dev.quizbot.bank.Deck;
import dev.quizbot.bank.GuildBanks;
import dev.quizbot.bank.QuestionBank;
import dev.quizbot.discord.DeckChoices;
import dev.quizbot.discord.QueuedSlashCommand;
import dev.quizbot.discord.ServerOf;
import dev.quizbot.discord.SlashReply;
import dev.quizbot.i18n.Texts;
import dev.quizbot.input.Typed;
import dev.quizbot.study.ExamBlueprints;
import dev.quizbot.study.ReadinessRefusal;
import dev.quizbot.study.ReadinessReport;
import dev.quizbot.study.ReadinessService;
import dev.quizbot.study.ReadinessWords;
import dev.quizbot.study.TopicReadiness;
import java.awt.Color;
import java.time.LocalDate;
import java.time.format.DateTimeParseException;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;
import net.dv8tion.jda.api.EmbedBuilder;
import net.dv8tion.jda.api.events.interaction.command.CommandAutoCompleteInteractionEvent;
import net.dv8tion.jda.api.events.interaction.command.SlashCommandInteractionEvent;
import net.dv8tion.jda.api.interactions.commands.Command;
import net.dv8tion.jda.api.interactions.commands.OptionMapping;
import net.dv8tion.jda.api.interactions.commands.OptionType;
import net.dv8tion.jda.api.interactions.commands.build.Commands;
import net.dv8tion.jda.api.interactions.commands.build.SlashCommandData;
import net.dv8tion.jda.api.utils.FileUpload;
import net.dv8tion.jda.api.utils.messages.MessageCreateBuilder;

/**
 * {@code /readiness [date] [deck]}: the member's predicted exam score per topic and in total
 * against the pass mark, the chance of passing and the likely range, with a chart, naming the
 * topics where reviewing would gain the most. Queued (memory states read, a PNG drawn); always
 * ephemeral: it is the member's own data.
 */
public final class ReadinessCommand implements QueuedSlashCommand {

  static final String CHART_FILE = "readiness.png";
  private static final Color COLOR = new Color(0x57F287);
  private static final int GAINS_SHOWN = 3;
  private static final int FIELD_VALUE_MAX = 1024;

  private final ReadinessService readiness;
  private final GuildBanks banks;
  private final ExamBlueprints blueprints;
  private final ReadinessChart chart = new ReadinessChart();

  ReadinessCommand(ReadinessService readiness, GuildBanks banks, ExamBlueprints blueprints) {
    this.readiness = readiness;
    this.banks = banks;
    this.blueprints = blueprints;
  }

  @Override
  public SlashCommandData definition() {
    return ReviewCommand.everywhere(
        Commands.slash("readiness", "Your predicted exam score on a date, per topic")
            .addOption(
                OptionType.STRING,
                "date",
                "YYYY-MM-DD (default: your exam date from /review settings, else today)")
            .addOption(OptionType.STRING, "deck", "The exam's deck", false, true));
  }

  @Override
  public void onQueuedSlash(SlashCommandInteractionEvent event, SlashReply reply) {
    long member = event.getUser().getIdLong();
    QuestionBank questions = banks.of(ServerOf.id(event));
    Optional<LocalDate> date = Optional.empty();
    Optional<String> typedDate = text(event, "date");
    if (typedDate.isPresent()) {
      try {
        date = Optional.of(LocalDate.parse(typedDate.get().trim()));
      } catch (DateTimeParseException e) {
        reply.explain(reply.texts().get("readiness.badDate", Typed.echo(typedDate.get())));
        return;
      }
    }
    Optional<String> typedDeck = text(event, "deck");
    Optional<Deck> deck =
        typedDeck.isPresent() ? questions.deck(typedDeck.get().trim()) : Optional.empty();
    if (typedDeck.isPresent() && deck.isEmpty()) {
      reply.explain(
          reply
              .texts()
              .get(
                  "readiness.unknownDeck",
                  Typed.echo(typedDeck.get()),
                  questions.decks().stream()
                      .map(d -> "`" + d.id() + "`")
                      .collect(Collectors.joining(", "))));
      return;
    }
    ReadinessReport report;
    try {
      report =
          deck.isPresent()
              ? forecast(member, deck.get(), date)
              : mostStudied(member, questions, date);
    } catch (ReadinessRefusal.Refused e) {
      reply.explain(ReadinessRefusalText.of(e.refusal(), reply.texts()));
      return;
    }
    Deck shown = questions.deck(report.deckId()).orElseThrow();
    byte[] png = chart.render(report, reply.texts());
    reply.send(
        new MessageCreateBuilder()
            .setEmbeds(embed(report, shown, reply.texts()))
            .setFiles(FileUpload.fromData(png, CHART_FILE))
            .build(),
        true);
  }

  private ReadinessReport forecast(long member, Deck deck, Optional<LocalDate> date) {
    return readiness.forecast(
        member, deck.id(), date, blueprints.topicWeights(deck), blueprints.passMark(deck));
  }

  /** Without a deck option: the deck the member has seen most of (the first one on a tie). */
  private ReadinessReport mostStudied(
      long member, QuestionBank questions, Optional<LocalDate> date) {
    ReadinessReport best = null;
    int bestSeen = -1;
    for (Deck d : questions.decks()) {
      if (d.questions().isEmpty()) {
        continue;
      }
      ReadinessReport r = forecast(member, d, date);
      int seen = r.topics().stream().mapToInt(TopicReadiness::seen).sum();
      if (seen > bestSeen) {
        best = r;
        bestSeen = seen;
      }
    }
    if (best == null) {
      throw ReadinessRefusal.of(ReadinessRefusal.Kind.NO_QUESTIONS).refused();
    }
    return best;
  }

  static net.dv8tion.jda.api.entities.MessageEmbed embed(ReadinessReport r, Deck deck) {
    return embed(r, deck, Texts.english());
  }

  static net.dv8tion.jda.api.entities.MessageEmbed embed(ReadinessReport r, Deck deck, Texts t) {
    StringBuilder perTopic = new StringBuilder();
    for (TopicReadiness topic : r.topics()) {
      String line =
          t.get(
                  "readiness.topicLine",
                  topic.topic(),
                  t.percent(topic.predicted()),
                  t.percent(topic.weight()),
                  topic.seen(),
                  topic.questions())
              + "\n";
      if (perTopic.length() + line.length() > FIELD_VALUE_MAX - 20) {
        perTopic.append("…");
        break;
      }
      perTopic.append(line);
    }
    List<TopicReadiness> gains = r.bestGains(GAINS_SHOWN);
    String gainText =
        gains.isEmpty()
            ? t.get("readiness.noGain")
            : gains.stream()
                .map(g -> t.plural("readiness.gain", ReadinessWords.points(g.gain()), g.topic()))
                .collect(Collectors.joining("\n"));
    return new EmbedBuilder()
        .setColor(COLOR)
        .setTitle(ReviewMessages.truncate(t.get("readiness.title", deck.title()), 256))
        .setDescription(
            (ReadinessWords.summary(r, "<t:" + r.at().getEpochSecond() + ":D>", "**", t)
                    + "\n"
                    + ReadinessWords.nextStep(
                        r, "readiness.command.deck", "readiness.command.topic", v -> v, t))
                .strip())
        .addField(t.get("readiness.perTopic"), perTopic.toString().strip(), false)
        .addField(t.get("readiness.gains"), gainText, false)
        .setImage("attachment://" + CHART_FILE)
        .setFooter(t.get("readiness.footer"))
        .build();
  }

  @Override
  public void onAutocomplete(CommandAutoCompleteInteractionEvent event) {
    List<Command.Choice> choices =
        DeckChoices.matching(banks.of(ServerOf.id(event)), event.getFocusedOption().getValue());
    event.replyChoices(choices).queue();
  }

  private static Optional<String> text(SlashCommandInteractionEvent event, String name) {
    return Optional.ofNullable(event.getOption(name))
        .map(OptionMapping::getAsString)
        .filter(s -> !s.isBlank());
  }
}
