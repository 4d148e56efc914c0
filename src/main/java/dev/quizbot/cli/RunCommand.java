package dev.quizbot.cli;

import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/** {@code quizbot run}: starts the bot (also what {@code quizbot} alone does). */
@Command(
    name = "run",
    mixinStandardHelpOptions = true,
    description = "Start the bot (the default when no command is given).")
public final class RunCommand implements Callable<Integer> {

  private final BotStarter starter;

  @Spec private CommandSpec spec;

  public RunCommand(BotStarter starter) {
    this.starter = starter;
  }

  @Override
  public Integer call() {
    return starter.start(spec.commandLine().getErr());
  }
}
