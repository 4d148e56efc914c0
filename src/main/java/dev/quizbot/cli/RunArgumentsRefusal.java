package dev.quizbot.cli;

import java.io.PrintWriter;
import java.util.Arrays;
import java.util.List;
import picocli.CommandLine;
import picocli.CommandLine.IParameterExceptionHandler;
import picocli.CommandLine.ParameterException;

/**
 * Refuses arguments given to the command that starts the bot ({@code quizbot} or {@code quizbot
 * run}, which take none) without repeating them: the usual reason for one is a bot token typed on
 * the command line, and picocli's own message ("Unknown options: '--token', 'MTIz...'") would put
 * it on standard error, which docker logs and journald keep. Other commands' usage errors are
 * picocli's, which name the unknown option (useful for {@code validate --frobnicate}). Every usage
 * error of the bot-starting commands comes here, not only unknown arguments: {@code run
 * --help=TOKEN} is an invalid value, and picocli's message would quote it.
 */
final class RunArgumentsRefusal implements IParameterExceptionHandler {
  private final IParameterExceptionHandler others;

  RunArgumentsRefusal(IParameterExceptionHandler others) {
    this.others = others;
  }

  @Override
  public int handleParseException(ParameterException e, String[] args) throws Exception {
    CommandLine where = e.getCommandLine();
    boolean isRun = "run".equals(where.getCommandName()) && where.getParent() != null;
    if (where.getParent() != null && !isRun) {
      IParameterExceptionHandler own = where.getParameterExceptionHandler();
      return own != this
          ? own.handleParseException(e, args) // a subcommand's own, e.g. items' one line
          : others.handleParseException(e, args);
    }
    PrintWriter err = where.getErr();
    if (!isRun
        && e instanceof CommandLine.UnmatchedArgumentException unmatched
        && !unmatched.getSuggestions().isEmpty()
        && looksLikeMistypedWords(unmatched.getUnmatched())) {
      // A mistyped command ("valdate"): the suggestions are our own command and option names,
      // so they can be shown; what was typed is still not repeated.
      err.println(
          "quizbot: unknown command or option. Did you mean: quizbot "
              + String.join(" or quizbot ", unmatched.getSuggestions())
              + "?");
    } else {
      err.println(
          "quizbot: '"
              + (isRun ? "quizbot run" : "quizbot")
              + "' takes no arguments or options; "
              + argumentsOf(isRun, args)
              + " given (not repeated here: a bot token may be among them).");
      err.println(
          "The bot token comes from the DISCORD_TOKEN environment variable or a token file"
              + " (DISCORD_TOKEN_FILE, discord.tokenFile): see README \"Discord token\".");
    }
    err.println(
        "Commands: "
            + String.join(", ", where.getCommandSpec().root().subcommands().keySet())
            + ". Try 'quizbot --help'.");
    err.flush();
    return where.getCommandSpec().exitCodeOnInvalidInput();
  }

  /**
   * Whether every unmatched argument looks like a mistyped command or option ("valdate",
   * "--versoin"): short, letters and dashes only. picocli suggests a command for most base64 text
   * too, and a pasted token deserves the token hint, not "Did you mean: quizbot validate?".
   */
  private static boolean looksLikeMistypedWords(List<String> unmatched) {
    return !unmatched.isEmpty()
        && unmatched.stream()
            .allMatch(arg -> arg.length() <= 20 && arg.matches("-{0,2}[A-Za-z-]+"));
  }

  /** How many arguments the bot-starting command got: for {@code run}, those after the word. */
  private static int argumentsOf(boolean isRun, String[] args) {
    if (!isRun) {
      return args.length;
    }
    int run = Arrays.asList(args).indexOf("run");
    return run < 0 ? args.length : args.length - run - 1;
  }
}
