package dev.quizbot.bank;

import java.nio.file.Path;

/**
 * A question's picture: a file beside its deck, checked by {@link ImageCheck} when the bank loads.
 * The bot uploads it with each message that shows the question (never a hot link, which rots when
 * its host goes away) and the embed refers to it as {@code attachment://}{@link #attachmentName}.
 *
 * @param file the file, resolved against the deck's folder
 * @param attachmentName the upload's file name: the file's name reduced to {@code [A-Za-z0-9._-]},
 *     ending in the extension of its real type, as Discord matches {@code attachment://} names
 *     literally and guesses the content type from the extension
 * @param type the type its first bytes show
 */
public record QuestionImage(Path file, String attachmentName, Type type) {

  /** The picture types Discord shows inside an embed. */
  public enum Type {
    PNG("png"),
    JPEG("jpg"),
    GIF("gif"),
    WEBP("webp");

    private final String extension;

    Type(String extension) {
      this.extension = extension;
    }

    public String extension() {
      return extension;
    }
  }

  /** {@code attachment://name}, what an embed's image URL must be to show the upload. */
  public String embedUrl() {
    return "attachment://" + attachmentName;
  }
}
