package dev.quizbot.input;

/** What a member typed, as a refusal repeats it. */
public final class Typed {
  /** How much is repeated: a string option may hold 6000 characters, a reply only 2000. */
  static final int ECHOED = 100;

  private Typed() {}

  /** {@code typed}, cut to {@value #ECHOED} characters with an ellipsis. */
  public static String echo(String typed) {
    return typed.length() <= ECHOED ? typed : typed.substring(0, ECHOED - 1) + "…";
  }
}
