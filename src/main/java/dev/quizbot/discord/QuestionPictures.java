package dev.quizbot.discord;

import dev.quizbot.bank.Question;
import dev.quizbot.bank.QuestionImage;
import java.io.IOException;
import java.nio.file.Files;
import java.util.Optional;
import net.dv8tion.jda.api.utils.FileUpload;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * A question's picture as an upload: every message that shows the question (a round, its reveal, a
 * review question and its answer) carries the file itself and its embed shows it with {@code
 * attachment://name}. The file is read when the message is sent (the bank checked it at load); one
 * gone since is a WARN and the message goes out without the picture rather than not at all.
 */
public final class QuestionPictures {
  private static final Logger log = LoggerFactory.getLogger(QuestionPictures.class);

  private QuestionPictures() {}

  /** The picture to attach and the URL its embed must show; empty without one. */
  public static Optional<Attached> of(Question question) {
    if (question == null || question.image() == null) {
      return Optional.empty();
    }
    QuestionImage image = question.image();
    try {
      byte[] bytes = Files.readAllBytes(image.file());
      return Optional.of(new Attached(bytes, image.attachmentName(), image.embedUrl()));
    } catch (IOException e) {
      log.warn(
          "the picture of question {} ({}) cannot be read any more ({}); it is shown without it",
          question.id(),
          image.file(),
          e.toString());
      return Optional.empty();
    }
  }

  /** The URL an embed shows the picture with, or null (no picture). */
  public static String url(Optional<Attached> picture) {
    return picture.map(Attached::embedUrl).orElse(null);
  }

  /**
   * A read picture. {@link #upload()} makes a fresh upload each time: JDA closes an upload once its
   * request is done, and a retried edit needs its own.
   */
  public record Attached(byte[] bytes, String name, String embedUrl) {
    public FileUpload upload() {
      return FileUpload.fromData(bytes, name);
    }
  }
}
