package dev.quizbot;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;
import static org.assertj.core.api.Assertions.assertThat;

import com.tngtech.archunit.base.DescribedPredicate;
import com.tngtech.archunit.core.domain.JavaCall;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.lang.ArchRule;
import dev.quizbot.discord.ComponentRouter;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.List;
import java.util.stream.Stream;
import net.dv8tion.jda.api.events.interaction.ModalInteractionEvent;
import net.dv8tion.jda.api.events.interaction.component.GenericComponentInteractionCreateEvent;
import net.dv8tion.jda.api.hooks.EventListener;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The layout rules of {@code docs/architecture.md}, checked on the compiled classes of {@code
 * src/main} (tests may break them: they build fakes and drive the clock).
 */
final class LayoutRulesTest {

  /** The one wiring place: it builds the parts and hands JDA to the adapter. */
  static final String WIRING = "dev.quizbot.app..";

  static final String ADAPTER = "dev.quizbot.discord..";

  /** Plain Java: no JDA, no adapter, no wiring, no command line. */
  static final String[] DOMAIN = {
    "dev.quizbot.bank..",
    "dev.quizbot.round..",
    "dev.quizbot.guildconfig..",
    "dev.quizbot.leaderboard..",
    "dev.quizbot.daily..",
    "dev.quizbot.study..",
    "dev.quizbot.quality..",
    "dev.quizbot.exam..",
    "dev.quizbot.shard..",
    "dev.quizbot.input..",
    "dev.quizbot.storage..",
    "dev.quizbot.health..",
    "dev.quizbot.serverdeck..",
    "dev.quizbot.memberdata..",
    "dev.quizbot.lifecycle..",
    "dev.quizbot.limit..",
    "dev.quizbot.suggestion.."
  };

  /**
   * What {@code config} must not know: every feature, the adapter, the wiring and the command line.
   * It may use the neutral packages {@code input} (text options two parts share), {@code shard}
   * (the shard its settings name) and {@code storage} (to classify a database failure at start-up).
   */
  static final String[] FEATURES = {
    "dev.quizbot.bank..",
    "dev.quizbot.round..",
    "dev.quizbot.guildconfig..",
    "dev.quizbot.leaderboard..",
    "dev.quizbot.daily..",
    "dev.quizbot.study..",
    "dev.quizbot.quality..",
    "dev.quizbot.exam..",
    "dev.quizbot.health..",
    "dev.quizbot.serverdeck..",
    "dev.quizbot.memberdata..",
    "dev.quizbot.lifecycle..",
    "dev.quizbot.limit..",
    "dev.quizbot.suggestion..",
    "dev.quizbot.discord..",
    "dev.quizbot.app..",
    "dev.quizbot.cli.."
  };

  /**
   * Classes that may read the system clock besides the wiring, each with its reason. None today:
   * the adapter's {@code CommandRouter} measures an interaction's age on a clock the wiring gives
   * it. {@code System.nanoTime()} is not a clock reading of the domain and is not covered: it
   * measures elapsed time for timeouts and pacing (stop deadlines, the request pacer).
   */
  static final List<String> CLOCK_EXCEPTIONS =
      // quizbot restore names the database it replaces after the time it runs; no test moves it.
      List.of("dev.quizbot.cli.RestoreCommand");

  /** Longest a file in {@code src/main} may be; past it, split it by job, not by line count. */
  static final int MAX_LINES = 400;

  private static JavaClasses main;

  @BeforeAll
  static void importMainClasses() {
    main =
        new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_JARS)
            .importPackages("dev.quizbot");
  }

  @Test
  @DisplayName("JDA is imported only by the Discord adapter and the one wiring place")
  void jdaOnlyInAdapterAndWiring() {
    ArchRule rule =
        noClasses()
            .that()
            .resideOutsideOfPackages(ADAPTER, WIRING)
            .should()
            .dependOnClassesThat()
            .resideInAPackage("net.dv8tion..")
            .because("the domain is plain Java; only discord talks to Discord");
    rule.check(main);
  }

  @Test
  @DisplayName("The domain packages import neither the Discord adapter nor the wiring")
  void domainKnowsNoAdapterNorWiring() {
    ArchRule rule =
        noClasses()
            .that()
            .resideInAnyPackage(DOMAIN)
            .should()
            .dependOnClassesThat()
            .resideInAnyPackage(ADAPTER, WIRING, "dev.quizbot.cli..")
            .orShould()
            .dependOnClassesThat()
            .belongToAnyOf(Main.class)
            .because("the adapter turns domain results into Discord messages, not the other way");
    rule.check(main);
  }

  @Test
  @DisplayName("config imports no feature package")
  void configImportsNoFeature() {
    ArchRule rule =
        noClasses()
            .that()
            .resideInAPackage("dev.quizbot.config..")
            .should()
            .dependOnClassesThat()
            .resideInAnyPackage(FEATURES)
            .because("every feature reads its settings from config, never the reverse");
    rule.check(main);
  }

  @Test
  @DisplayName("No package cycles: between top-level packages, nor between any two packages")
  void noPackageCycles() {
    slices().matching("dev.quizbot.(*)..").should().beFreeOfCycles().check(main);
    // Every package its own slice: also discord and discord.quiz, round and its neighbours.
    slices().matching("dev.quizbot.(**)").should().beFreeOfCycles().check(main);
  }

  @Test
  @DisplayName("Only the router listens to component events (buttons, select menus, modals)")
  void onlyTheRouterListensToComponents() {
    ArchRule rule =
        noClasses()
            .that()
            .areAssignableTo(EventListener.class)
            .and()
            .areNotAssignableTo(ComponentRouter.class)
            .should()
            .dependOnClassesThat()
            .areAssignableTo(GenericComponentInteractionCreateEvent.class)
            .orShould()
            .dependOnClassesThat()
            .areAssignableTo(ModalInteractionEvent.class)
            .because(
                "a feature's buttons and forms are a ComponentHandler the router runs: one place"
                    + " reads custom_ids, checks the owner and hands work off");
    rule.check(main);
  }

  @Test
  @DisplayName("Only the wiring reads the system clock; everything else is given a Clock")
  void noSystemClockOutsideWiring() {
    ArchRule rule =
        noClasses()
            .that()
            .resideOutsideOfPackages(WIRING)
            .and(DescribedPredicate.not(named(CLOCK_EXCEPTIONS)))
            .should()
            .callCodeUnitWhere(readsSystemClock())
            .because("tests move a TestClock; a direct clock read would not follow it");
    rule.check(main);
  }

  @Test
  @DisplayName("no source file in src/main is over 400 lines")
  void noLongSourceFiles() throws IOException {
    // GIVEN every Java file of src/main (Maven runs the tests in the project folder)
    Path sources = Path.of("src/main/java");
    assertThat(sources).isDirectory();
    List<Path> files;
    try (Stream<Path> walk = Files.walk(sources)) {
      files = walk.filter(p -> p.toString().endsWith(".java")).sorted().toList();
    }

    // WHEN each is measured in lines
    List<String> tooLong =
        files.stream()
            .filter(p -> lineCount(p) > MAX_LINES)
            .map(p -> sources.relativize(p) + " (" + lineCount(p) + " lines)")
            .toList();

    // THEN none is over the limit; the message lists every one that is, with its count
    assertThat(files).isNotEmpty();
    assertThat(tooLong)
        .as("files in src/main/java over %d lines: split each by job", MAX_LINES)
        .isEmpty();
  }

  private static long lineCount(Path file) {
    try (Stream<String> lines = Files.lines(file)) {
      return lines.count();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /**
   * {@code now()} or {@code now(ZoneId)} of any java.time type ({@code now(Clock)} is fine), {@code
   * Clock.systemUTC()} and its kin, {@code System.currentTimeMillis()}, {@code new Date()}.
   */
  private static DescribedPredicate<JavaCall<?>> readsSystemClock() {
    return DescribedPredicate.describe(
        "reads the system clock (Instant.now(), LocalDate.now(), Clock.systemUTC(),"
            + " System.currentTimeMillis(), new Date(), ...)",
        call -> {
          String owner = call.getTargetOwner().getName();
          String name = call.getName();
          List<String> params =
              call.getTarget().getRawParameterTypes().stream().map(t -> t.getName()).toList();
          if (owner.startsWith("java.time.") && name.equals("now")) {
            return !params.equals(List.of(Clock.class.getName()));
          }
          if (owner.equals(Clock.class.getName()) && name.startsWith("system")) {
            return true;
          }
          if (owner.equals(System.class.getName()) && name.equals("currentTimeMillis")) {
            return true;
          }
          return owner.equals("java.util.Date") && name.equals("<init>") && params.isEmpty();
        });
  }

  private static DescribedPredicate<com.tngtech.archunit.core.domain.JavaClass> named(
      List<String> classNames) {
    return DescribedPredicate.describe(
        "one of the named exceptions " + classNames,
        javaClass -> classNames.contains(javaClass.getName()));
  }
}
