package dev.quizbot.discord;

import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/**
 * A button's, select menu's or modal's custom_id: a family, which names the handler ({@link
 * ComponentRouter}), then the arguments the press needs, joined by colons ({@code ex:a:42:3:1}).
 * Everything a press needs is in the id, so a press after a restart works with nothing kept in
 * memory; the ids on messages already posted parse unchanged, since every feature's ids had this
 * shape before the router came. Discord allows {@value #MAX_LENGTH} characters: checked when
 * encoding, so an id too long fails where it is built, not as Discord's 400 on the send.
 */
public record ComponentId(String family, List<String> args) {
  /** Discord's limit on a custom_id. */
  public static final int MAX_LENGTH = 100;

  private static final String SEPARATOR = ":";

  public ComponentId {
    if (family.isEmpty() || family.contains(SEPARATOR)) {
      throw new IllegalArgumentException("a component family is one non-empty word: " + family);
    }
    args = List.copyOf(args);
  }

  /** An id of {@code family} with {@code args} (numbers, words, dates) in order. */
  public static ComponentId of(String family, Object... args) {
    return new ComponentId(family, Arrays.stream(args).map(String::valueOf).toList());
  }

  /**
   * The custom_id; an argument holding the separator, or a result over Discord's limit, is a bug of
   * the id's builder and throws.
   */
  public String encode() {
    StringBuilder id = new StringBuilder(family);
    for (String arg : args) {
      if (arg.contains(SEPARATOR)) {
        throw new IllegalArgumentException(
            "a component id argument must not hold '" + SEPARATOR + "': " + arg);
      }
      id.append(SEPARATOR).append(arg);
    }
    if (id.length() > MAX_LENGTH) {
      throw new IllegalArgumentException(
          "component id of "
              + id.length()
              + " characters, Discord allows "
              + MAX_LENGTH
              + ": "
              + id);
    }
    return id.toString();
  }

  /** Any custom_id Discord sends back; empty only for an empty one. */
  public static Optional<ComponentId> parse(String customId) {
    if (customId == null || customId.isEmpty()) {
      return Optional.empty();
    }
    String[] parts = customId.split(SEPARATOR, -1);
    if (parts[0].isEmpty()) {
      return Optional.empty();
    }
    return Optional.of(new ComponentId(parts[0], Arrays.asList(parts).subList(1, parts.length)));
  }

  /** The number of arguments. */
  public int arity() {
    return args.size();
  }

  /** Argument {@code i} (from 0, after the family). */
  public String arg(int i) {
    return args.get(i);
  }

  /** The id as joined, unchecked (for log lines). */
  @Override
  public String toString() {
    StringBuilder id = new StringBuilder(family);
    args.forEach(arg -> id.append(SEPARATOR).append(arg));
    return id.toString();
  }
}
