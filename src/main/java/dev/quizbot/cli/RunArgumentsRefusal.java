package dev.quizbot.cli;

import java.io.PrintWriter;
import picocli.CommandLine;
import picocli.CommandLine.IParameterExceptionHandler;
import picocli.CommandLine.ParameterException;

/**
 * Refuses arguments given to the command that starts the bot ({@code quizbot} or {@code quizbot
 * run}, which take none) without repeating them: the usual reason for one is a bot token typed on
 * the command line, and picocli's own message ("Unknown options: '--token', 'MTIz...'") would put
 * it on standard error, which docker logs and journald keep. Other commands' usage errors are
 * picocli's, which name the unknown option (useful for {@code validate --frobnicate}).
 */
final class RunArgumentsRefusal implements IParameterExceptionHandler {
  private final IParameterExceptionHandler others;

  RunArgumentsRefusal(IParameterExceptionHandler others) {
    this.others = others;
  }

  @Override
  public int handleParseException(ParameterException e, String[] args) throws Exception {
    CommandLine where = e.getCommandLine();
    boolean startsTheBot = where.getParent() == null || "run".equals(where.getCommandName());
    if (!startsTheBot || !(e instanceof CommandLine.UnmatchedArgumentException)) {
      return others.handleParseException(e, args);
    }
    PrintWriter err = where.getErr();
    err.println(
        "quizbot: '"
            + (where.getParent() == null ? "quizbot" : "quizbot run")
            + "' takes no arguments or options; "
            + args.length
            + " given (not repeated here: a bot token may be among them).");
    err.println(
        "The bot token comes from the DISCORD_TOKEN environment variable or a token file"
            + " (DISCORD_TOKEN_FILE, discord.tokenFile): see README \"Discord token\".");
    err.println("Commands: run, validate, import, help. Try 'quizbot --help'.");
    err.flush();
    return where.getCommandSpec().exitCodeOnInvalidInput();
  }
}
