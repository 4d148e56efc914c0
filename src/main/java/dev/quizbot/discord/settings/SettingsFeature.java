package dev.quizbot.discord.settings;

import dev.quizbot.discord.ComponentHandler;
import dev.quizbot.discord.Feature;
import dev.quizbot.discord.SlashCommand;
import dev.quizbot.guildconfig.GuildSettingsService;
import dev.quizbot.leaderboard.GuildZones;
import dev.quizbot.lifecycle.ServerLifecycle;
import dev.quizbot.suggestion.SuggestionStore;
import java.time.Clock;
import java.util.List;

/** {@code /quizconfig} and the buttons of its erase confirmation. */
public final class SettingsFeature implements Feature {
  private final EraseConfirmation erase;
  private final QuizConfigCommand command;

  public SettingsFeature(
      GuildSettingsService settings,
      GuildZones zones,
      ServerLifecycle servers,
      SuggestionStore suggestions,
      Clock clock) {
    this.erase = new EraseConfirmation(servers, clock);
    this.command = new QuizConfigCommand(settings, zones, erase, suggestions);
  }

  @Override
  public List<SlashCommand> commands() {
    return List.of(command);
  }

  @Override
  public List<ComponentHandler<?, ?>> components() {
    return List.of(erase.handler());
  }
}
