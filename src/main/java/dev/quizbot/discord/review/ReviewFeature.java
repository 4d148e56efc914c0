package dev.quizbot.discord.review;

import dev.quizbot.bank.QuestionBank;
import dev.quizbot.discord.CommandExecutor;
import dev.quizbot.discord.SlashCommand;
import dev.quizbot.study.ExamBlueprints;
import dev.quizbot.study.MemberParametersStore;
import dev.quizbot.study.ReadinessService;
import dev.quizbot.study.ReviewService;
import dev.quizbot.study.StudyReset;
import dev.quizbot.study.StudySettingsStore;
import java.time.Clock;
import java.util.List;
import java.util.function.Supplier;
import net.dv8tion.jda.api.hooks.EventListener;

/**
 * The Discord side of personal study, built by the wiring from the study services: {@code /review},
 * {@code /readiness}, the study buttons' listener, and {@link ReviewSessions} for other features
 * (the reminder DMs' "Start review" button).
 */
public final class ReviewFeature {

  private final ReviewSessions sessions;
  private final List<SlashCommand> commands;
  private final EventListener buttons;

  /**
   * @param executor the slash commands' executor; button presses run there too
   * @param clock the domain's clock (settings' timestamps)
   * @param wallClock the real time, to measure a press's age against Discord's 3 s
   */
  public ReviewFeature(
      ReviewService reviews,
      StudySettingsStore settings,
      StudyReset reset,
      MemberParametersStore memberParameters,
      ReadinessService readiness,
      Supplier<QuestionBank> bank,
      ExamBlueprints blueprints,
      CommandExecutor executor,
      Clock clock,
      Clock wallClock) {
    ButtonWork work = new ButtonWork(executor, wallClock);
    sessions = new ReviewSessions(reviews, bank, work);
    commands =
        List.of(
            new ReviewCommand(reviews, sessions, settings, memberParameters, bank, clock),
            new ReadinessCommand(readiness, bank, blueprints));
    buttons = new ReviewButtons(sessions, reset, work);
  }

  public List<SlashCommand> commands() {
    return commands;
  }

  /** Answers, "Study here" and the reset confirmation. */
  public EventListener buttons() {
    return buttons;
  }

  /** The public entry to start a member's session (see its Javadoc). */
  public ReviewSessions sessions() {
    return sessions;
  }
}
