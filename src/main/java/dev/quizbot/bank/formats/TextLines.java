package dev.quizbot.bank.formats;

import java.util.ArrayList;
import java.util.List;

/** Splits text at CRLF, CR or LF without a regular expression (files of many megabytes). */
final class TextLines {

  private TextLines() {}

  static String[] split(String text) {
    List<String> lines = new ArrayList<>();
    int start = 0;
    int length = text.length();
    for (int i = 0; i < length; i++) {
      char c = text.charAt(i);
      if (c == '\n' || c == '\r') {
        lines.add(text.substring(start, i));
        if (c == '\r' && i + 1 < length && text.charAt(i + 1) == '\n') {
          i++;
        }
        start = i + 1;
      }
    }
    lines.add(text.substring(start));
    return lines.toArray(String[]::new);
  }
}
