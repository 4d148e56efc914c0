package dev.quizbot.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.quizbot.practice.PracticeOptions;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The picocli-free parse of {@code quizbot practice} gives exactly what picocli gives, or defers.
 */
final class PlainPracticeTest {
  private static final Map<String, String> ENV = Map.of("USER", "ada");

  /** What picocli hands the starter for {@code args}; empty when it refuses them. */
  private static Optional<PracticeOptions> picocli(List<String> args) {
    AtomicReference<PracticeOptions> seen = new AtomicReference<>();
    int status =
        QuizbotCommand.commandLine(
                BotStarter.NOT_WIRED,
                (options, out, err) -> {
                  seen.set(options);
                  return 0;
                },
                Path.of("questions"),
                ENV)
            .setOut(new PrintWriter(new StringWriter()))
            .setErr(new PrintWriter(new StringWriter()))
            .execute(args.toArray(String[]::new));
    return status == 0 ? Optional.ofNullable(seen.get()) : Optional.empty();
  }

  @Test
  @DisplayName("Well-formed options: the same PracticeOptions as picocli's parse")
  void sameAsPicocli() {
    for (List<String> args :
        List.of(
            List.of("practice"),
            List.of("practice", "--deck", "nca-seed", "--topic", "memory", "--count", "5"),
            List.of("practice", "--deck=nca-seed", "--count=7", "--learner", "bob"),
            List.of("practice", "--exam", "--count", "3", "--minutes", "10"),
            List.of("practice", "--readiness", "2030-01-31", "--deck", "d"),
            List.of("practice", "--readiness", "today"))) {
      Optional<PracticeOptions> plain = PlainPractice.parse(args, ENV);
      assertThat(plain).as("%s", args).isPresent();
      assertThat(plain).as("%s", args).isEqualTo(picocli(args));
    }
    assertThat(PlainPractice.parse(List.of("practice"), ENV).get().learner()).isEqualTo("ada");
  }

  @Test
  @DisplayName("Anything else is left to picocli, which refuses what is wrong")
  void defers() {
    for (List<String> args :
        List.of(
            List.of("practice", "--help"),
            List.of("practice", "--count", "0"),
            List.of("practice", "--count", "many"),
            List.of("practice", "--count"),
            List.of("practice", "--deck", "a", "--deck", "b"),
            List.of("practice", "--topic", "t", "--exam"),
            List.of("practice", "--minutes", "5"),
            List.of("practice", "--readiness", "tomorrow"),
            List.of("practice", "--colour"),
            List.of("practice", "extra"),
            List.of("practice", "--learner", " "),
            List.of("practice", "--time-scale", "30"),
            List.of("validate"))) {
      assertThat(PlainPractice.parse(args, ENV)).as("%s", args).isEmpty();
    }
    // and picocli refuses the bad ones rather than starting practice
    assertThat(picocli(List.of("practice", "--count", "0"))).isEmpty();
    assertThat(picocli(List.of("practice", "--readiness", "tomorrow"))).isEmpty();
    assertThat(picocli(List.of("practice", "--topic", "t", "--exam"))).isEmpty();
  }

  @Test
  @DisplayName("A bad option or value is one line naming it and --help, exit 2, not the usage")
  void badOptionIsOneLine() {
    for (List<String> args :
        List.of(
            List.of("practice", "--count", "0"),
            List.of("practice", "--count", "many"),
            List.of("practice", "--minutes", "999", "--exam"),
            List.of("practice", "--colour"))) {
      StringWriter err = new StringWriter();
      int status =
          QuizbotCommand.commandLine(
                  BotStarter.NOT_WIRED, (options, out, e) -> 0, Path.of("questions"), ENV)
              .setOut(new PrintWriter(new StringWriter()))
              .setErr(new PrintWriter(err))
              .execute(args.toArray(String[]::new));
      assertThat(status).as("%s", args).isEqualTo(2);
      assertThat(err.toString().lines().toList())
          .as("%s", args)
          .singleElement(org.assertj.core.api.InstanceOfAssertFactories.STRING)
          .startsWith("quizbot practice: ")
          .endsWith(". Try 'quizbot practice --help'.");
    }
    StringWriter err = new StringWriter();
    QuizbotCommand.commandLine(
            BotStarter.NOT_WIRED, (options, out, e) -> 0, Path.of("questions"), ENV)
        .setOut(new PrintWriter(new StringWriter()))
        .setErr(new PrintWriter(err))
        .execute("practice", "--count", "0");
    assertThat(err.toString()).contains("--count must be 1 to");
  }

  @Test
  @DisplayName("a bad option in German and Japanese: the bundle's words, one line, status 2")
  void usageInTheLearnersLanguage() {
    StringWriter de = new StringWriter();
    StringWriter ja = new StringWriter();
    int deStatus =
        QuizbotCommand.commandLine(
                BotStarter.NOT_WIRED, (options, out, e) -> 0, Path.of("questions"), ENV)
            .setOut(new PrintWriter(new StringWriter()))
            .setErr(new PrintWriter(de))
            .execute("practice", "--language", "de", "--count", "0");
    int jaStatus =
        QuizbotCommand.commandLine(
                BotStarter.NOT_WIRED, (options, out, e) -> 0, Path.of("questions"), ENV)
            .setOut(new PrintWriter(new StringWriter()))
            .setErr(new PrintWriter(ja))
            .execute("practice", "--language", "ja", "--minutes", "5");

    assertThat(deStatus).isEqualTo(2);
    assertThat(de.toString().strip())
        .isEqualTo(
            "quizbot practice: --count muss zwischen 1 und 200 liegen, angegeben: 0."
                + " Siehe 'quizbot practice --help'.");
    assertThat(jaStatus).isEqualTo(2);
    assertThat(ja.toString().strip())
        .startsWith("quizbot practice: --minutes は --exam と一緒にだけ使えます")
        .doesNotContain("\n");
  }
}
