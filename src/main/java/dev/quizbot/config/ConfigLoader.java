package dev.quizbot.config;

import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Reads {@code config/quizbot.yaml}, then lets {@code QUIZBOT_*} environment variables override any
 * key, and validates everything at once.
 *
 * <p>The file is {@code --config PATH} if given, else {@code $QUIZBOT_CONFIG}, else {@code
 * config/quizbot.yaml}. Only the default file may be missing (then every setting has its default);
 * a file named explicitly must exist.
 */
public final class ConfigLoader {
  public static final Path DEFAULT_PATH = Path.of("config", "quizbot.yaml");

  /** Environment variable naming the config file. */
  public static final String CONFIG_ENV = "QUIZBOT_CONFIG";

  /** Read by the {@code quizbot} launcher (JVM options); it stays in the bot's environment. */
  public static final String JAVA_OPTS_ENV = "QUIZBOT_JAVA_OPTS";

  private static final Logger log = LoggerFactory.getLogger(ConfigLoader.class);

  private final Map<String, String> env;

  /** {@code env} is usually {@code System.getenv()}; tests pass their own map. */
  public ConfigLoader(Map<String, String> env) {
    this.env = Map.copyOf(env);
  }

  /** Loads {@code $QUIZBOT_CONFIG} or {@code config/quizbot.yaml}. */
  public QuizbotConfig load() {
    String fromEnv = env.get(CONFIG_ENV);
    if (fromEnv != null && !fromEnv.isBlank()) {
      return load(Path.of(fromEnv.trim()), CONFIG_ENV);
    }
    return loadDefaultFile(DEFAULT_PATH);
  }

  /** Loads a file named by the admin ({@code --config PATH}); it must exist. */
  public QuizbotConfig load(Path configFile) {
    return load(configFile, "--config");
  }

  /** Loads {@code file} as if it were the default location: missing means defaults. */
  QuizbotConfig loadDefaultFile(Path file) {
    if (!Files.exists(file) && !Files.isSymbolicLink(file)) {
      log.info("No config file at {}: using defaults and QUIZBOT_* environment variables", file);
      return validate(YamlSettingsFile.empty(file.toString()));
    }
    return validate(read(file, null));
  }

  private QuizbotConfig load(Path file, String namedBy) {
    return validate(read(file, namedBy));
  }

  private YamlSettingsFile read(Path file, String namedBy) {
    if (Files.isDirectory(file)) {
      throw new ConfigException(
          "config file "
              + file
              + (namedBy == null ? "" : " (from " + namedBy + ")")
              + " is a folder, not a file",
          "Point "
              + (namedBy == null ? CONFIG_ENV : namedBy)
              + " at the YAML file itself, e.g. "
              + file.resolve("quizbot.yaml"));
    }
    try (Reader reader = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
      log.info("Reading settings from {}", file);
      return YamlSettingsFile.parse(file.toString(), reader);
    } catch (NoSuchFileException e) {
      throw new ConfigException(
          "config file "
              + file
              + (namedBy == null ? "" : " (from " + namedBy + ")")
              + " does not exist",
          "Create it (copy config/quizbot.yaml from the repository) or point "
              + (namedBy == null ? CONFIG_ENV : namedBy)
              + " at an existing file",
          e);
    } catch (IOException e) {
      throw new ConfigException(
          "cannot read config file " + file + ": " + e.getMessage(),
          "Make the file readable by the user running quizbot",
          e);
    }
  }

  private QuizbotConfig validate(YamlSettingsFile file) {
    if (file.unreadable()) {
      throw new ConfigException(
          file.problems(), "Fix the YAML syntax (indent keys by two spaces under their section)");
    }
    SettingsReader reader = new SettingsReader(file, env);
    QuizbotConfig config = QuizbotConfig.read(reader);
    List<String> problems = new ArrayList<>(file.problems());
    problems.addAll(unknownInFile(file, reader.knownKeys()));
    problems.addAll(unknownInEnvironment(reader.knownKeys()));
    problems.addAll(reader.problems());
    if (!problems.isEmpty()) {
      throw new ConfigException(problems, ConfigException.FIX_SETTINGS);
    }
    return config;
  }

  private static List<String> unknownInFile(YamlSettingsFile file, Set<String> known) {
    Set<String> sections =
        known.stream().map(k -> k.substring(0, k.indexOf('.'))).collect(Collectors.toSet());
    List<String> problems = new ArrayList<>();
    file.sectionLines()
        .forEach(
            (section, line) -> {
              if (!sections.contains(section)) {
                problems.add(
                    file.displayName()
                        + ":"
                        + line
                        + ": "
                        + section
                        + ": unknown section; known sections: "
                        + String.join(", ", new TreeSet<>(sections)));
              }
            });
    for (RawSetting raw : file.settings().values()) {
      String section = raw.key().substring(0, raw.key().indexOf('.'));
      if (sections.contains(section) && !known.contains(raw.key())) {
        String siblings =
            known.stream()
                .filter(k -> k.startsWith(section + "."))
                .map(k -> k.substring(section.length() + 1))
                .collect(Collectors.joining(", "));
        problems.add(
            raw.origin()
                + ": "
                + raw.key()
                + ": unknown setting; known in "
                + section
                + ": "
                + siblings);
      }
    }
    return problems;
  }

  /** A mistyped variable name would otherwise be silently ignored. */
  private List<String> unknownInEnvironment(Set<String> known) {
    Set<String> knownVars = known.stream().map(SettingNames::envVar).collect(Collectors.toSet());
    return env.keySet().stream()
        .filter(name -> name.startsWith(SettingNames.ENV_PREFIX))
        .filter(name -> !name.equals(CONFIG_ENV) && !name.equals(JAVA_OPTS_ENV))
        .filter(name -> !knownVars.contains(name))
        // QUIZBOT_TEST_* belong to the test suite (e.g. the PostgreSQL URL), not to the bot.
        .filter(name -> !name.startsWith(SettingNames.ENV_PREFIX + "TEST_"))
        .sorted()
        .map(
            name ->
                "environment "
                    + name
                    + ": unknown setting; QUIZBOT_* variables must name a key listed in"
                    + " README.md, \"Settings\"")
        .toList();
  }
}
