package dev.quizbot.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/**
 * Every command's {@code --help} reads as whole paragraphs: picocli wraps each description element
 * to the terminal's width on its own, so an element that is half a sentence leaves a stray fragment
 * on a line of its own ("exam", "learns from") in an 80-column terminal.
 */
final class UsageTextTest {

  private static List<CommandLine> everyCommand() {
    CommandLine root =
        QuizbotCommand.commandLine(BotStarter.NOT_WIRED, Path.of("questions"), java.util.Map.of());
    List<CommandLine> all = new ArrayList<>(List.of(root));
    all.addAll(root.getSubcommands().values());
    return all;
  }

  @Test
  @DisplayName("each description element of every command is a whole paragraph")
  void paragraphs() {
    for (CommandLine command : everyCommand()) {
      if (command.getCommand() instanceof CommandLine.HelpCommand) {
        continue; // picocli's own words
      }
      for (String paragraph : command.getCommandSpec().usageMessage().description()) {
        assertThat(paragraph)
            .as("a paragraph of quizbot %s --help", command.getCommandName())
            .matches("^[A-Z].*")
            .matches(".*[.)]$");
      }
    }
  }

  @Test
  @DisplayName("no --help names a default it does not know (\"default: null\")")
  void noUnknownDefaults() {
    for (CommandLine command : everyCommand()) {
      assertThat(command.getUsageMessage())
          .as("quizbot %s --help", command.getCommandName())
          .doesNotContain("default: null")
          .doesNotContain("${");
    }
  }
}
