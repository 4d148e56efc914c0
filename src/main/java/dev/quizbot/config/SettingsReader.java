package dev.quizbot.config;

import java.net.URI;
import java.net.URISyntaxException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Typed, validated access to settings: the environment variable of a key wins over the file. Every
 * bad value is recorded as a problem and answered with the default, so that one load reports all
 * problems. The keys asked for are the schema: anything else in the file is unknown.
 */
final class SettingsReader {
  private final YamlSettingsFile file;
  private final Map<String, String> env;
  private final Set<String> knownKeys = new LinkedHashSet<>();
  private final List<String> problems = new ArrayList<>();

  SettingsReader(YamlSettingsFile file, Map<String, String> env) {
    this.file = file;
    this.env = env;
  }

  /** A free-text value, or empty when unset. */
  Optional<String> optionalString(String key) {
    return raw(key).map(r -> r.text() == null ? null : r.text().trim()).filter(s -> !s.isEmpty());
  }

  String string(String key, String defaultValue) {
    Optional<RawSetting> raw = raw(key);
    if (raw.isPresent() && raw.get().list() != null) {
      problem(raw.get(), "must be a single value, got a list");
      return defaultValue;
    }
    return optionalString(key).orElse(defaultValue);
  }

  /** An absolute URL with a host and one of the given schemes, or empty when unset. */
  Optional<URI> url(String key, String... schemes) {
    Optional<RawSetting> raw = raw(key);
    Optional<String> text = scalar(raw);
    if (text.isEmpty()) {
      return Optional.empty();
    }
    String accepted =
        "must be an absolute "
            + String.join(" or ", schemes)
            + " URL such as "
            + schemes[0]
            + "://localhost:8080/";
    try {
      URI uri = new URI(text.get());
      String scheme = uri.getScheme() == null ? "" : uri.getScheme().toLowerCase(Locale.ROOT);
      if (!Arrays.asList(schemes).contains(scheme) || uri.getHost() == null) {
        problem(raw.get(), accepted + ", got " + text.get());
        return Optional.empty();
      }
      return Optional.of(uri);
    } catch (URISyntaxException e) {
      problem(raw.get(), accepted + ", got " + text.get());
      return Optional.empty();
    }
  }

  int intBetween(String key, int defaultValue, int min, int max) {
    Optional<RawSetting> raw = raw(key);
    Optional<String> text = scalar(raw);
    if (text.isEmpty()) {
      return defaultValue;
    }
    long value;
    try {
      value = Long.parseLong(text.get());
    } catch (NumberFormatException e) {
      problem(
          raw.get(),
          "must be a whole number between " + min + " and " + max + ", got " + text.get());
      return defaultValue;
    }
    if (value < min || value > max) {
      problem(raw.get(), "must be between " + min + " and " + max + ", got " + text.get());
      return defaultValue;
    }
    return (int) value;
  }

  /** A positive whole number such as a Discord id (snowflake), or empty when unset. */
  Optional<Long> positiveId(String key) {
    Optional<RawSetting> raw = raw(key);
    Optional<String> text = scalar(raw);
    if (text.isEmpty()) {
      return Optional.empty();
    }
    try {
      long id = Long.parseLong(text.get());
      if (id > 0) {
        return Optional.of(id);
      }
    } catch (NumberFormatException e) {
      // reported below
    }
    problem(raw.get(), "must be a Discord id (a positive whole number), got " + text.get());
    return Optional.empty();
  }

  Duration durationBetween(String key, Duration defaultValue, Duration min, Duration max) {
    Optional<RawSetting> raw = raw(key);
    Optional<String> text = scalar(raw);
    if (text.isEmpty()) {
      return defaultValue;
    }
    Optional<Duration> parsed = Durations.parse(text.get());
    if (parsed.isEmpty()) {
      problem(raw.get(), "must be " + Durations.ACCEPTED + ", got " + text.get());
      return defaultValue;
    }
    Duration d = parsed.get();
    if (d.compareTo(min) < 0 || d.compareTo(max) > 0) {
      problem(
          raw.get(),
          "must be between "
              + Durations.format(min)
              + " and "
              + Durations.format(max)
              + ", got "
              + text.get());
      return defaultValue;
    }
    return d;
  }

  /** One of the choices, case-insensitive; returns the choice as spelled in {@code choices}. */
  String oneOf(String key, String defaultValue, List<String> choices) {
    Optional<RawSetting> raw = raw(key);
    Optional<String> text = scalar(raw);
    if (text.isEmpty()) {
      return defaultValue;
    }
    for (String choice : choices) {
      if (choice.equalsIgnoreCase(text.get())) {
        return choice;
      }
    }
    problem(raw.get(), "must be one of " + String.join(", ", choices) + ", got " + text.get());
    return defaultValue;
  }

  /** A list (YAML list, or comma-separated in the environment); a single value is a list of one. */
  List<String> list(String key, List<String> defaultValue) {
    Optional<RawSetting> raw = raw(key);
    if (raw.isEmpty() || raw.get().isEmpty()) {
      return defaultValue;
    }
    List<String> items =
        raw.get().list() != null ? raw.get().list() : Arrays.asList(raw.get().text().split(","));
    List<String> cleaned = items.stream().map(String::trim).filter(s -> !s.isEmpty()).toList();
    if (cleaned.isEmpty()) {
      problem(raw.get(), "must name at least one item");
      return defaultValue;
    }
    return cleaned;
  }

  /** Records a problem found by a settings record's own cross-field checks. */
  void problem(String key, String message) {
    Optional<RawSetting> raw = raw(key);
    if (raw.isPresent()) {
      problem(raw.get(), message);
    } else {
      problems.add(key + ": " + message);
    }
  }

  Set<String> knownKeys() {
    return knownKeys;
  }

  List<String> problems() {
    return problems;
  }

  private Optional<RawSetting> raw(String key) {
    knownKeys.add(key);
    String envName = SettingNames.envVar(key);
    String envValue = env.get(envName);
    if (envValue != null && !envValue.isBlank()) {
      return Optional.of(new RawSetting(key, envValue.trim(), null, "environment " + envName));
    }
    return Optional.ofNullable(file.settings().get(key));
  }

  private Optional<String> scalar(Optional<RawSetting> raw) {
    if (raw.isEmpty() || raw.get().isEmpty()) {
      return Optional.empty();
    }
    if (raw.get().list() != null) {
      problem(raw.get(), "must be a single value, got a list");
      return Optional.empty();
    }
    return Optional.of(raw.get().text().trim());
  }

  private void problem(RawSetting raw, String message) {
    problems.add(raw.origin() + ": " + raw.key() + ": " + message);
  }
}
