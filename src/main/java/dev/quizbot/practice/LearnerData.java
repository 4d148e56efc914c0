package dev.quizbot.practice;

import dev.quizbot.i18n.Texts;
import dev.quizbot.memberdata.MemberDataEraser;
import dev.quizbot.memberdata.MemberDataExport;
import dev.quizbot.storage.FileFailure;
import dev.quizbot.storage.OwnerOnlyFiles;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintWriter;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.OptionalLong;

/**
 * {@code quizbot practice --export FILE} and {@code --forget}: a terminal learner's own data, as
 * {@code /privacy export} and {@code /privacy delete} give a Discord member theirs. Neither
 * registers a learner that is not there. Forgetting asks first: the learner types their name back.
 */
public final class LearnerData {

  private final JdbcLearners learners;
  private final MemberDataExport export;
  private final MemberDataEraser eraser;
  private final Texts texts;

  public LearnerData(
      JdbcLearners learners, MemberDataExport export, MemberDataEraser eraser, Texts texts) {
    this.learners = learners;
    this.export = export;
    this.eraser = eraser;
    this.texts = texts;
  }

  /** Writes the learner's data to a new file (never over an existing one). */
  public int export(String learner, Path file, PrintWriter out, PrintWriter err) {
    OptionalLong id = learners.existing(learner);
    if (id.isEmpty()) {
      return refuse(err, texts.get("practice.privacy.noLearner", learner));
    }
    long rows;
    try {
      // a member's answers and notes: readable by the owner only, never over an existing file
      OwnerOnlyFiles.createFile(file);
    } catch (FileAlreadyExistsException e) {
      return refuse(err, texts.get("practice.privacy.fileExists", file));
    } catch (IOException e) {
      return refuse(err, texts.get("practice.privacy.cannotWrite", file, why(e, file)));
    }
    try (OutputStream to = Files.newOutputStream(file, StandardOpenOption.WRITE)) {
      rows = export.write(id.getAsLong(), to);
    } catch (IOException | RuntimeException e) {
      deleteQuietly(file); // no half-written export left behind
      if (e instanceof RuntimeException failure) {
        throw failure; // the database's: the caller says it
      }
      return refuse(
          err, texts.get("practice.privacy.cannotWrite", file, why((IOException) e, file)));
    }
    out.println(texts.plural("practice.privacy.exported", rows, learner, file));
    out.flush();
    return PracticeStatus.OK;
  }

  /** Shows what would go, reads the learner's name back from {@code in}, then erases. */
  public int forget(String learner, BufferedReader in, PrintWriter out, PrintWriter err) {
    OptionalLong id = learners.existing(learner);
    if (id.isEmpty()) {
      return refuse(err, texts.get("practice.privacy.noLearner", learner));
    }
    long rows = eraser.count(id.getAsLong()).values().stream().mapToLong(Long::longValue).sum();
    out.println(texts.plural("practice.privacy.confirm", rows, learner));
    out.print(texts.get("practice.privacy.typeName", learner) + " ");
    out.flush();
    String typed;
    try {
      typed = in.readLine();
    } catch (IOException e) {
      typed = null;
    }
    if (typed == null || !typed.strip().equals(learner)) {
      out.println(texts.get("practice.privacy.cancelled"));
      out.flush();
      return PracticeStatus.OK;
    }
    long erased = eraser.erase(id.getAsLong()).values().stream().mapToLong(Long::longValue).sum();
    out.println(texts.plural("practice.privacy.forgotten", erased, learner));
    out.flush();
    return PracticeStatus.OK;
  }

  /** Why {@code file} could not be written, in the learner's language. */
  private String why(IOException e, Path file) {
    FileFailure failure = FileFailure.of(e, file);
    return switch (failure.kind()) {
      case PERMISSION_DENIED -> texts.get("practice.privacy.why.permissionDenied", failure.path());
      case NO_SUCH_FOLDER -> texts.get("practice.privacy.why.noSuchFolder", failure.path());
      case NOT_A_FOLDER -> texts.get("practice.privacy.why.notAFolder", failure.path());
      case READ_ONLY -> texts.get("practice.privacy.why.readOnly");
      case DISK_FULL -> texts.get("practice.privacy.why.diskFull");
      case OTHER -> failure.detail();
    };
  }

  private static void deleteQuietly(Path file) {
    try {
      Files.deleteIfExists(file);
    } catch (IOException e) {
      // the write's failure is what the learner needs to know
    }
  }

  private int refuse(PrintWriter err, String message) {
    // "quizbot practice: {0}." as every refusal of the terminal; the key's own full stop stays.
    String line = message.strip();
    err.println(
        texts.get(
            "practice.failure", line.endsWith(".") ? line.substring(0, line.length() - 1) : line));
    err.flush();
    return PracticeStatus.USAGE;
  }
}
