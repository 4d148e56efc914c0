package dev.quizbot.discord.review;

import dev.quizbot.bank.GuildBanks;
import dev.quizbot.discord.ComponentHandler;
import dev.quizbot.discord.Feature;
import dev.quizbot.discord.SlashCommand;
import dev.quizbot.study.ExamBlueprints;
import dev.quizbot.study.MemberParametersStore;
import dev.quizbot.study.ReadinessService;
import dev.quizbot.study.ReviewService;
import dev.quizbot.study.StudyReset;
import dev.quizbot.study.StudySettingsStore;
import java.time.Clock;
import java.util.List;

/**
 * The Discord side of personal study, built by the wiring from the study services: {@code /review},
 * {@code /readiness}, the study buttons' listener, and {@link ReviewSessions} for other features
 * (the reminder DMs' "Start review" button).
 */
public final class ReviewFeature implements Feature {

  private final ReviewSessions sessions;
  private final List<SlashCommand> commands;
  private final List<ComponentHandler<?, ?>> buttons;

  /**
   * @param clock the domain's clock (settings' timestamps)
   */
  public ReviewFeature(
      ReviewService reviews,
      StudySettingsStore settings,
      StudyReset reset,
      MemberParametersStore memberParameters,
      ReadinessService readiness,
      GuildBanks bank,
      ExamBlueprints blueprints,
      Clock clock) {
    sessions = new ReviewSessions(reviews, bank);
    commands =
        List.of(
            new ReviewCommand(reviews, sessions, settings, memberParameters, bank, clock),
            new ReadinessCommand(readiness, bank, blueprints));
    buttons = ReviewButtons.handlers(sessions, reset, clock);
  }

  @Override
  public List<SlashCommand> commands() {
    return commands;
  }

  /** Answers, "Study here" and the reset confirmation. */
  @Override
  public List<ComponentHandler<?, ?>> components() {
    return buttons;
  }

  /** The public entry to start a member's session (see its Javadoc). */
  public ReviewSessions sessions() {
    return sessions;
  }
}
