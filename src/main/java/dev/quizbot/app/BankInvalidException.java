package dev.quizbot.app;

import dev.quizbot.bank.LoadResult;

/** The bank has problems: the bot refuses to start; the starter lists them for the admin. */
public final class BankInvalidException extends RuntimeException {
  private final transient LoadResult result;

  public BankInvalidException(LoadResult result) {
    super(result.summary());
    this.result = result;
  }

  public LoadResult result() {
    return result;
  }
}
