package dev.quizbot.daily;

import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/**
 * Why a daily post failed: a kind and its arguments (plain strings), worded by the Discord adapter
 * in the reader's language ({@code /daily now}, {@code /daily status}). Stored in the claim's
 * {@code last_error} as {@link #encode()}: the kind's name, then each argument after a unit
 * separator (U+001F); a stored text that does not decode (written before this format) is shown as
 * it is. Only raw error texts ({@link Kind#DISCORD_REFUSED}, {@link Kind#ERROR}) are verbatim.
 *
 * @param args per kind: {@link Kind#CHANNEL_GONE} (channel id); {@link Kind#MISSING_PERMISSIONS}
 *     (channel name, then the missing permissions' names as the Discord library spells them);
 *     {@link Kind#WINDOW_OUT_OF_RANGE} (least, most and given window, in seconds); {@link
 *     Kind#CHANNEL_NOT_ALLOWED} (the allowed channel ids); {@link Kind#QUESTION_GONE} (question
 *     id); {@link Kind#NO_QUESTIONS_WITH_TOPIC} (topic); {@link Kind#DISCORD_REFUSED} and {@link
 *     Kind#ERROR} (the raw error text); the others none
 */
public record PostFailure(Kind kind, List<String> args) {

  /** What went wrong. */
  public enum Kind {
    NOT_CONNECTED,
    CHANNEL_GONE,
    MISSING_PERMISSIONS,
    WINDOW_OUT_OF_RANGE,
    CHANNEL_NOT_ALLOWED,
    QUESTION_GONE,
    BOT_STOPPING,
    DISCORD_REFUSED,
    NO_QUESTIONS_WITH_TOPIC,
    BANK_EMPTY,
    ERROR
  }

  private static final char SEPARATOR = '\u001F';

  /** Raw texts are cut to this length, so the encoding fits the 500-character column. */
  static final int MAX_ARG_LENGTH = 300;

  public PostFailure {
    args =
        args.stream()
            .map(a -> a.replace(SEPARATOR, ' '))
            .map(a -> a.length() > MAX_ARG_LENGTH ? a.substring(0, MAX_ARG_LENGTH) : a)
            .toList();
  }

  public static PostFailure of(Kind kind, Object... args) {
    return new PostFailure(kind, Arrays.stream(args).map(String::valueOf).toList());
  }

  /** An error with no kind of its own: its raw text. */
  public static PostFailure error(String raw) {
    return of(Kind.ERROR, raw);
  }

  public String arg(int index) {
    return args.get(index);
  }

  /** The text stored for the claim. */
  public String encode() {
    StringBuilder out = new StringBuilder(kind.name());
    args.forEach(a -> out.append(SEPARATOR).append(a));
    return out.toString();
  }

  /** The failure {@link #encode()} stored, or empty for any other text (an older English one). */
  public static Optional<PostFailure> decode(String stored) {
    String[] parts = stored.split(String.valueOf(SEPARATOR), -1);
    Optional<Kind> kind =
        Arrays.stream(Kind.values()).filter(k -> k.name().equals(parts[0])).findFirst();
    return kind.map(k -> new PostFailure(k, List.of(parts).subList(1, parts.length)));
  }

  /** English, for the log. */
  public String english() {
    return switch (kind) {
      case NOT_CONNECTED -> "the bot is not connected to Discord yet";
      case CHANNEL_GONE -> "channel " + arg(0) + " no longer exists or the bot cannot see it";
      case MISSING_PERMISSIONS ->
          "the bot lacks " + String.join(", ", args.subList(1, args.size())) + " in #" + arg(0);
      case WINDOW_OUT_OF_RANGE ->
          "the window of " + arg(2) + " s is outside " + arg(0) + " s to " + arg(1) + " s";
      case CHANNEL_NOT_ALLOWED -> "the channel is not one where quizzes are allowed";
      case QUESTION_GONE -> "question " + arg(0) + " is no longer in the bank";
      case BOT_STOPPING ->
          "not posted: the bot stopped before the post's turn came (it is retried at the next"
              + " start)";
      case DISCORD_REFUSED -> "Discord refused the post: " + arg(0);
      case NO_QUESTIONS_WITH_TOPIC -> "no questions have topic '" + arg(0) + "'";
      case BANK_EMPTY -> "the question bank is empty";
      case ERROR -> arg(0);
    };
  }
}
