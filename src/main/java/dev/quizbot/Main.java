package dev.quizbot;

/** Entry point of {@code java -jar quizbot.jar}. */
public final class Main {
  private Main() {}

  public static void main(String[] args) {
    System.err.println("quizbot: not built yet");
    System.exit(2);
  }
}
