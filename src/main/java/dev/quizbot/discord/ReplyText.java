package dev.quizbot.discord;

import dev.quizbot.input.Typed;

/**
 * The last guard before a text goes to Discord as a message's content: at most 2000 characters,
 * else Discord (and JDA, before sending) refuses the whole reply and the member sees "The
 * application did not respond". What a member or admin typed is already shortened where it is
 * echoed ({@link Typed#echo}); this catches the rest, e.g. a long list of decks or topics.
 */
public final class ReplyText {
  /** Discord's limit on a message's content. */
  public static final int MAX = 2000;

  private ReplyText() {}

  /** {@code text}, cut to {@value #MAX} characters with an ellipsis when longer. */
  public static String fit(String text) {
    return Typed.cut(text, MAX);
  }
}
