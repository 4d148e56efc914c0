package dev.quizbot.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/**
 * Review of RunArgumentsRefusal (commit 9db4157): the refusal of arguments to {@code quizbot} and
 * {@code quizbot run}, seen from an operator's shell.
 */
final class RunArgumentsRefusalTest {
  private static final String TOKEN = "Mfake.review-token.do-not-echo";

  @TempDir Path dir;

  private final StringWriter err = new StringWriter();

  private int run(String... args) {
    CommandLine cli =
        QuizbotCommand.commandLine(
            e -> {
              throw new AssertionError("the bot must not start");
            },
            dir.resolve("questions"));
    cli.setOut(new PrintWriter(new StringWriter(), true));
    cli.setErr(new PrintWriter(err, true));
    return cli.execute(args);
  }

  @Test
  @DisplayName("a token typed as the value of --help or --version is not echoed either")
  void tokenAsHelpOptionValueNotEchoed() {
    // GIVEN an operator who types the token after '--help=' (or '--version=') of the command that
    // starts the bot: picocli reports "Invalid value for option '--help': '<token>' is not a
    // boolean", a ParameterException that is not an UnmatchedArgumentException, so the refusal
    // hands it to picocli's own handler

    // WHEN 'quizbot run --help=<token>' is run
    int status = run("run", "--help=" + TOKEN);

    // THEN it is a usage error that does not print the token to stderr (docker logs, journald)
    assertThat(status).isEqualTo(2);
    assertThat(err.toString()).doesNotContain(TOKEN);
  }

  @Test
  @DisplayName("a misspelled command gets picocli's suggestion, not 'takes no arguments'")
  void misspelledCommandIsSuggested() {
    // GIVEN an operator who mistypes 'validate' (before the refusal, picocli answered "Unmatched
    // argument at index 0: 'valdate'" and "Did you mean: quizbot validate?")

    // WHEN 'quizbot valdate' is run
    int status = run("valdate");

    // THEN it is a usage error that suggests the command meant (the suggestion is one of ours,
    // not the typed word, so it cannot leak a token), instead of saying that 'quizbot' takes no
    // arguments, which reads as if there were no commands at all
    assertThat(status).isEqualTo(2);
    assertThat(err.toString()).contains("Did you mean").doesNotContain("takes no arguments");
  }

  @Test
  @DisplayName("the refusal counts the arguments given to 'quizbot run', not the word 'run'")
  void refusalCountsOnlyTheRunArguments() {
    // GIVEN an operator who passes one argument to 'quizbot run'

    // WHEN 'quizbot run --token=<token>' is run
    int status = run("run", "--token=" + TOKEN);

    // THEN the refusal says one argument was given to 'quizbot run' (it says "2 given": it counts
    // the whole command line, the word 'run' included)
    assertThat(status).isEqualTo(2);
    assertThat(err.toString()).contains("'quizbot run' takes no arguments").contains("; 1 given");
  }

  @Test
  @DisplayName(
      "a token-shaped argument to 'quizbot' is told where the token goes, not 'Did you mean'")
  void tokenShapedArgumentGetsTheTokenHint() {
    // GIVEN an operator who pastes the bot token as the argument of 'quizbot' (the case the
    // refusal exists for); a real token is base64 text, and picocli's suggestion finds a command
    // name sharing two-letter pairs with most such strings (about two in three random ones)
    String tokenShaped = "MTA5ODc2NTQzMjEwOTg3NjU0.Gfake0.made-up-review-token-not-valid";

    // WHEN 'quizbot <token>' is run
    int status = run(tokenShaped);

    // THEN it is a usage error pointing to DISCORD_TOKEN (it says "unknown command or option.
    // Did you mean: quizbot validate?" and never mentions where the token goes)
    assertThat(status).isEqualTo(2);
    assertThat(err.toString()).doesNotContain(tokenShaped).contains("DISCORD_TOKEN");
  }
}
