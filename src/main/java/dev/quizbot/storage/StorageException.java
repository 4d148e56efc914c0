package dev.quizbot.storage;

/** A storage failure with a message fit to show an admin (what failed and how to fix it). */
public final class StorageException extends RuntimeException {
  public StorageException(String message) {
    super(message);
  }

  public StorageException(String message, Throwable cause) {
    super(message, cause);
  }
}
