package dev.quizbot.quality;

import java.util.Arrays;
import java.util.Optional;

/** Why a member reported a question; {@link #code} is what the database stores. */
public enum ReportReason {
  WRONG_KEY("wrong_key"),
  AMBIGUOUS("ambiguous"),
  OUTDATED("outdated"),
  TYPO("typo"),
  OTHER("other");

  private final String code;

  ReportReason(String code) {
    this.code = code;
  }

  public String code() {
    return code;
  }

  public static Optional<ReportReason> ofCode(String code) {
    return Arrays.stream(values()).filter(r -> r.code.equals(code)).findFirst();
  }
}
