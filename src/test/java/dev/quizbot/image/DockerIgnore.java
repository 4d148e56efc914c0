package dev.quizbot.image;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * Docker's {@code .dockerignore} rules (moby/patternmatcher), enough to tell which files of a build
 * context reach the build: a pattern per line ({@code #} comments and blank lines skipped, a
 * leading {@code /} dropped), {@code *} and {@code ?} within one path element, {@code **} across
 * any number of them, {@code !} to take a path back in; a pattern that matches a folder matches
 * everything under it; the last matching pattern decides.
 */
final class DockerIgnore {
  private record Rule(Pattern regex, boolean exclusion) {}

  private final List<Rule> rules = new ArrayList<>();

  DockerIgnore(String text) {
    for (String raw : text.split("\n")) {
      String line = raw.strip();
      if (line.isEmpty() || line.startsWith("#")) {
        continue;
      }
      boolean exclusion = line.startsWith("!");
      if (exclusion) {
        line = line.substring(1).strip();
      }
      line = clean(line);
      if (line.isEmpty()) {
        continue;
      }
      rules.add(new Rule(compile(line), exclusion));
    }
  }

  /** True when {@code path} (relative, with {@code /}) is left out of the build context. */
  boolean excludes(String path) {
    String[] parts = path.split("/");
    boolean matched = false;
    for (Rule rule : rules) {
      if (rule.exclusion() != matched) {
        continue; // moby: only a rule that could change the outcome is evaluated
      }
      boolean match = rule.regex().matcher(path).matches();
      for (int i = 1; !match && i < parts.length; i++) {
        match = rule.regex().matcher(String.join("/", List.of(parts).subList(0, i))).matches();
      }
      if (match) {
        matched = !rule.exclusion();
      }
    }
    return matched;
  }

  /** Go's filepath.Clean for the cases a .dockerignore has: no leading /, no trailing /, no ./ . */
  private static String clean(String pattern) {
    String p = pattern.replaceAll("/+", "/");
    while (p.startsWith("/")) {
      p = p.substring(1);
    }
    while (p.startsWith("./")) {
      p = p.substring(2);
    }
    while (p.endsWith("/") && p.length() > 1) {
      p = p.substring(0, p.length() - 1);
    }
    return p.equals(".") ? "" : p;
  }

  private static Pattern compile(String pattern) {
    StringBuilder regex = new StringBuilder("^");
    for (int i = 0; i < pattern.length(); i++) {
      char ch = pattern.charAt(i);
      if (ch == '*') {
        if (i + 1 < pattern.length() && pattern.charAt(i + 1) == '*') {
          i++;
          if (i + 1 < pattern.length() && pattern.charAt(i + 1) == '/') {
            i++; // "**/" is "**"
          }
          regex.append(i + 1 >= pattern.length() ? ".*" : "(.*/)?");
        } else {
          regex.append("[^/]*");
        }
      } else if (ch == '?') {
        regex.append("[^/]");
      } else if (ch == '\\' && i + 1 < pattern.length()) {
        regex.append(Pattern.quote(String.valueOf(pattern.charAt(++i))));
      } else if (ch == '[') {
        int end = pattern.indexOf(']', i + 1);
        String set = pattern.substring(i + 1, end).replace("\\", "\\\\");
        regex
            .append('[')
            .append(set.startsWith("^") || set.startsWith("!") ? "^" + set.substring(1) : set)
            .append(']');
        i = end;
      } else {
        regex.append(Pattern.quote(String.valueOf(ch)));
      }
    }
    return Pattern.compile(regex.append('$').toString());
  }
}
