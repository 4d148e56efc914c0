package dev.quizbot.round;

import dev.quizbot.bank.Question;
import dev.quizbot.guildconfig.GuildSettings;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Whether a round may start, and with what: the rules of {@link RoundService#start} as one pure
 * check over the request, the server's settings and what the channel is doing. In this order, so a
 * member first hears about a mistake they can fix now: the answer window; for a {@code /quiz} the
 * allowed channels and the round already open there; the topic and deck options; a question to ask;
 * last, for a {@code /quiz}, the channel's cooldown.
 */
final class StartRules {

  /** What the rules read of the channel: its open {@code /quiz} and the end of its cooldown. */
  record Channel(Optional<Instant> openQuizClosesAt, Optional<Instant> cooldownEnds) {}

  /** The rules' answer. */
  sealed interface Decision {}

  /** Refused: nothing may be stored. */
  record Refused(StartRefusal refusal) implements Decision {}

  /** Allowed with this window; one of {@code eligible} (never empty) is to be asked. */
  record Allowed(Duration window, List<Question> eligible) implements Decision {}

  private final QuestionSource questions;
  private final RoundConfig config;
  private final Duration cooldown;

  StartRules(QuestionSource questions, RoundConfig config, Duration cooldown) {
    this.questions = questions;
    this.config = config;
    this.cooldown = cooldown;
  }

  /**
   * @param questionId the question a daily schedule already chose; empty for a {@code /quiz}
   */
  Decision check(
      RoundRequest request, Optional<String> questionId, GuildSettings guild, Channel channel) {
    boolean quiz = request.kind() == RoundKind.QUIZ;
    Duration window = request.window().orElse(quiz ? guild.answerWindow() : config.dailyWindow());
    if (window.compareTo(RoundConfig.MIN_WINDOW) < 0 || window.compareTo(config.maxWindow()) > 0) {
      return refused(
          new StartRefusal.WindowOutOfRange(window, RoundConfig.MIN_WINDOW, config.maxWindow()));
    }
    if (quiz && !guild.allowsChannel(request.channelId())) {
      return refused(new StartRefusal.ChannelNotAllowed(guild.allowedChannels()));
    }
    if (quiz && channel.openQuizClosesAt().isPresent()) {
      return refused(new StartRefusal.RoundAlreadyOpen(channel.openQuizClosesAt().get()));
    }
    Optional<String> topic = Optional.empty();
    if (request.topic().isPresent()) {
      topic = canonical(request.topic().get(), questions.topics(guild.guildId()));
      if (topic.isEmpty()) {
        return refused(
            new StartRefusal.UnknownTopic(
                request.topic().get(), questions.topics(guild.guildId())));
      }
    }
    Optional<String> deck = Optional.empty();
    if (request.deckId().isPresent()) {
      deck = canonical(request.deckId().get(), questions.deckIds(guild.guildId()));
      if (deck.isEmpty()) {
        return refused(
            new StartRefusal.UnknownDeck(
                request.deckId().get(), questions.deckIds(guild.guildId())));
      }
    }
    List<Question> eligible =
        questionId.isPresent()
            ? questionId.flatMap(questions::byId).stream().toList()
            : questions.eligible(guild.guildId(), topic, deck);
    if (eligible.isEmpty()) {
      return refused(
          questionId.isPresent()
              ? new StartRefusal.QuestionGone(questionId.get())
              : new StartRefusal.NoMatchingQuestion(topic, deck));
    }
    if (quiz && channel.cooldownEnds().isPresent()) {
      return refused(new StartRefusal.Cooldown(cooldown, channel.cooldownEnds().get()));
    }
    return new Allowed(window, eligible);
  }

  private static Optional<String> canonical(String asked, Set<String> known) {
    String wanted = asked.trim();
    return known.stream().filter(k -> k.equalsIgnoreCase(wanted)).findFirst();
  }

  private static Refused refused(StartRefusal refusal) {
    return new Refused(refusal);
  }
}
