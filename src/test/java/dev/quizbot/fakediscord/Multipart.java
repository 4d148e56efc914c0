package dev.quizbot.fakediscord;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** A minimal multipart/form-data parser, enough for JDA's {@code payload_json} + files uploads. */
final class Multipart {

  record Part(String name, String filename, String contentType, byte[] data) {
    String text() {
      return new String(data, StandardCharsets.UTF_8);
    }
  }

  private static final Pattern NAME = Pattern.compile("name=\"([^\"]*)\"");
  private static final Pattern FILENAME = Pattern.compile("filename=\"([^\"]*)\"");

  private Multipart() {}

  static String boundary(String contentType) {
    for (String piece : contentType.split(";")) {
      String trimmed = piece.trim();
      if (trimmed.startsWith("boundary=")) {
        return trimmed.substring("boundary=".length()).replace("\"", "");
      }
    }
    throw new IllegalArgumentException("multipart without boundary: " + contentType);
  }

  static List<Part> parse(byte[] body, String boundary) {
    byte[] delimiter = ("--" + boundary).getBytes(StandardCharsets.ISO_8859_1);
    List<Part> parts = new ArrayList<>();
    int start = indexOf(body, delimiter, 0);
    while (start >= 0) {
      int headerStart = start + delimiter.length;
      if (headerStart + 1 < body.length
          && body[headerStart] == '-'
          && body[headerStart + 1] == '-') {
        break;
      }
      headerStart += 2; // CRLF after the delimiter
      int headerEnd = indexOf(body, "\r\n\r\n".getBytes(StandardCharsets.ISO_8859_1), headerStart);
      int next = indexOf(body, delimiter, headerEnd);
      if (headerEnd < 0 || next < 0) {
        break;
      }
      String headers =
          new String(body, headerStart, headerEnd - headerStart, StandardCharsets.UTF_8);
      byte[] data = Arrays.copyOfRange(body, headerEnd + 4, next - 2); // minus CRLF
      parts.add(new Part(find(NAME, headers), find(FILENAME, headers), contentType(headers), data));
      start = next;
    }
    return parts;
  }

  private static String contentType(String headers) {
    for (String line : headers.split("\r\n")) {
      if (line.toLowerCase().startsWith("content-type:")) {
        return line.substring("content-type:".length()).trim();
      }
    }
    return "application/octet-stream";
  }

  private static String find(Pattern pattern, String headers) {
    Matcher matcher = pattern.matcher(headers);
    return matcher.find() ? matcher.group(1) : null;
  }

  private static int indexOf(byte[] haystack, byte[] needle, int from) {
    outer:
    for (int i = Math.max(from, 0); i <= haystack.length - needle.length; i++) {
      for (int j = 0; j < needle.length; j++) {
        if (haystack[i + j] != needle[j]) {
          continue outer;
        }
      }
      return i;
    }
    return -1;
  }
}
