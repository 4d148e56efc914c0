package dev.quizbot.discord.quiz;

import dev.quizbot.bank.GuildBanks;
import dev.quizbot.bank.QuestionBank;
import dev.quizbot.discord.AnswerHider;
import dev.quizbot.discord.Feature;
import dev.quizbot.discord.SlashCommand;
import dev.quizbot.round.RoundService;
import java.time.Clock;
import java.util.List;
import net.dv8tion.jda.api.hooks.EventListener;

/**
 * Channel rounds: {@code /quiz}, the reactions graded as answers, and the rounds' lifecycle (the
 * close at the deadline, the reveal), which the daily post shares: built by the wiring and closed
 * by this feature, last of all.
 */
public final class QuizFeature implements Feature {
  private final RoundLifecycle lifecycle;
  private final List<SlashCommand> commands;
  private final List<EventListener> listeners;

  public QuizFeature(
      RoundService rounds,
      QuestionBank bank,
      AnswerHider hider,
      RoundLifecycle lifecycle,
      Clock clock) {
    this(rounds, GuildBanks.fixed(bank), hider, lifecycle, clock);
  }

  public QuizFeature(
      RoundService rounds,
      GuildBanks banks,
      AnswerHider hider,
      RoundLifecycle lifecycle,
      Clock clock) {
    this.lifecycle = lifecycle;
    this.commands = List.of(new QuizCommand(rounds, banks, hider));
    this.listeners = List.of(new ReactionGrader(rounds, hider, clock), lifecycle);
  }

  @Override
  public List<SlashCommand> commands() {
    return commands;
  }

  @Override
  public List<EventListener> listeners() {
    return listeners;
  }

  /** No more closes at deadlines; the reveals already handed to the pacer still go out. */
  @Override
  public void close() {
    lifecycle.close();
  }
}
