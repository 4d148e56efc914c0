package dev.quizbot.cli;

import dev.quizbot.practice.TerminalLanguage;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/** The top {@code quizbot} command; without a subcommand it runs the bot. */
@Command(
    name = "quizbot",
    mixinStandardHelpOptions = true,
    versionProvider = VersionProvider.class,
    description = "Self-hosted Discord study bot: posts quiz questions, grades reactions.",
    subcommands = {CommandLine.HelpCommand.class})
public final class QuizbotCommand implements Callable<Integer> {

  private final RunCommand run;

  private QuizbotCommand(RunCommand run) {
    this.run = run;
  }

  /**
   * The command line with every subcommand.
   *
   * @param starter what {@code run} calls to start the bot
   * @param defaultQuestions what {@code validate} checks when given no path
   */
  /**
   * Parses and runs {@code args}, writing to {@code out} and {@code err}; returns the exit status.
   * Here rather than in {@code Main}, so that a plain {@code quizbot run} never loads picocli.
   */
  public static int execute(
      BotStarter starter, Path defaultQuestions, PrintWriter out, PrintWriter err, String[] args) {
    return execute(starter, PracticeStarter.NOT_WIRED, defaultQuestions, out, err, args);
  }

  /** As above, with {@code practice} wired to {@code practice}. */
  public static int execute(
      BotStarter starter,
      PracticeStarter practice,
      Path defaultQuestions,
      PrintWriter out,
      PrintWriter err,
      String[] args) {
    CommandLine cli = commandLine(starter, practice, defaultQuestions, System.getenv());
    cli.setOut(out);
    cli.setErr(err);
    return cli.execute(args);
  }

  public static CommandLine commandLine(BotStarter starter, Path defaultQuestions) {
    return commandLine(starter, defaultQuestions, System.getenv());
  }

  /**
   * The command line with every subcommand, reading settings ({@code items}) from {@code env}.
   *
   * @param env the environment: {@code QUIZBOT_CONFIG} and the {@code QUIZBOT_*} overrides
   */
  public static CommandLine commandLine(
      BotStarter starter, Path defaultQuestions, Map<String, String> env) {
    return commandLine(starter, PracticeStarter.NOT_WIRED, defaultQuestions, env);
  }

  /** The command line with every subcommand, {@code practice} run by {@code practice}. */
  public static CommandLine commandLine(
      BotStarter starter,
      PracticeStarter practice,
      Path defaultQuestions,
      Map<String, String> env) {
    RunCommand run = new RunCommand(starter);
    CommandLine cli = new CommandLine(new QuizbotCommand(run));
    cli.addSubcommand("run", run);
    cli.addSubcommand("validate", new ValidateCommand(defaultQuestions));
    cli.addSubcommand("import", new ImportCommand());
    cli.addSubcommand("export", new ExportCommand(defaultQuestions));
    cli.addSubcommand("items", new ItemsCommand(env));
    cli.addSubcommand("calibration", new CalibrationCommand(env));
    cli.addSubcommand("practice", new PracticeCommand(practice, env));
    cli.addSubcommand("backup", new BackupCommand(env));
    cli.addSubcommand("restore", new RestoreCommand(env));
    cli.addSubcommand("move", new MoveCommand(env, System.console() != null));
    cli.setParameterExceptionHandler(new RunArgumentsRefusal(cli.getParameterExceptionHandler()));
    cli.getSubcommands().get("items").setParameterExceptionHandler(ToolSettings::usageError);
    cli.getSubcommands().get("calibration").setParameterExceptionHandler(ToolSettings::usageError);
    cli.getSubcommands().get("practice").setParameterExceptionHandler(PracticeCommand::usageError);
    // practice --help in the learner's language: the system's here, --language's once parsed
    cli.getSubcommands()
        .get("practice")
        .setResourceBundle(PracticeCommand.helpIn(TerminalLanguage.of(null, env)));
    cli.setExecutionStrategy(QuizbotCommand::refuseUnmatchedThenRun);
    cli.setExecutionExceptionHandler(
        (e, commandLine, parseResult) -> {
          // A bug, not a user error: one readable line instead of a stack trace.
          PrintWriter err = commandLine.getErr();
          err.println(unexpectedError(e));
          err.flush();
          return 70;
        });
    return cli;
  }

  /**
   * picocli does not refuse unmatched arguments when {@code --help} is among them: {@code quizbot
   * items --help} (no such command) printed the general help and exited 0, as if it had worked.
   * Refused here like any other unknown argument (exit 2).
   */
  private static int refuseUnmatchedThenRun(CommandLine.ParseResult parseResult) {
    for (CommandLine.ParseResult level = parseResult; level != null; level = level.subcommand()) {
      if (!level.unmatched().isEmpty()) {
        throw new CommandLine.UnmatchedArgumentException(
            level.commandSpec().commandLine(), level.unmatched());
      }
      helpInLanguageAsked(level);
    }
    return new CommandLine.RunLast().execute(parseResult);
  }

  /** {@code practice --language ja --help}: the help in Japanese (a bad value: left as it was). */
  private static void helpInLanguageAsked(CommandLine.ParseResult level) {
    if (!level.commandSpec().name().equals("practice") || !level.hasMatchedOption("--language")) {
      return;
    }
    try {
      Locale language = TerminalLanguage.of(level.matchedOptionValue("--language", ""), Map.of());
      level.commandSpec().commandLine().setResourceBundle(PracticeCommand.helpIn(language));
    } catch (IllegalArgumentException notALanguage) {
      // said in the learner's words when the command runs; the help stays as it was
    }
  }

  /** The one line printed for a bug that reaches the command line. */
  static String unexpectedError(Exception e) {
    return "quizbot: unexpected error: " + e;
  }

  @Override
  public Integer call() {
    return run.call();
  }
}
