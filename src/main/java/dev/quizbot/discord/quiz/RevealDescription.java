package dev.quizbot.discord.quiz;

import java.util.List;

/**
 * The reveal's description: the prompt, a blank line, then one line per choice with its mark and
 * share. The bank validator lets prompt and choices fill the question's whole description, and the
 * reveal adds marks and shares to every choice line; so to fit, the prompt is shortened (the member
 * saw it in full while answering), never a choice line.
 */
final class RevealDescription {
  private static final String ELLIPSIS = "…";
  private static final String AFTER_PROMPT = "\n\n";
  private static final String FENCE = "```";
  private static final String CLOSE_FENCE = "\n" + FENCE;

  private RevealDescription() {}

  /**
   * One choice's line: {@code head + text + tail}.
   *
   * @param head mark, letter emoji and any opening markup
   * @param text the choice as the author wrote it
   * @param tail closing markup and the share
   */
  record ChoiceLine(String head, String text, String tail) {
    int frameLength() {
      return head.length() + tail.length();
    }

    String render(int maxText) {
      return head + shorten(text, maxText) + tail;
    }
  }

  /** The description within {@code max} characters (UTF-16 units, as JDA counts them). */
  static String fit(String prompt, List<ChoiceLine> choices, int max) {
    String lines = render(choices, Integer.MAX_VALUE);
    String fullPrompt = prompt.strip();
    int promptRoom = max - lines.length() - AFTER_PROMPT.length();
    if (promptRoom >= ELLIPSIS.length()) {
      return shortenPrompt(fullPrompt, promptRoom) + AFTER_PROMPT + lines;
    }
    // Only choices far longer than any quiz needs get here (the validator allows ~4000 characters
    // of choices): even without the prompt the lines do not fit, so the longest choice texts are
    // shortened alike; every mark and share still shows.
    int textRoom = max - ELLIPSIS.length() - AFTER_PROMPT.length() - frameLength(choices);
    String fitted = ELLIPSIS + AFTER_PROMPT + render(choices, largestTextLength(choices, textRoom));
    return RoundEmbeds.truncate(fitted, max);
  }

  /**
   * The prompt within {@code max} characters; cut inside a code block, the block is closed after
   * the ellipsis, or Discord would show every choice line after it as raw code.
   */
  private static String shortenPrompt(String prompt, int max) {
    String cut = shorten(prompt, max);
    if (cut.equals(prompt) || fences(cut) % 2 == 0 || max - CLOSE_FENCE.length() < 1) {
      return cut;
    }
    String shorter = shorten(prompt, max - CLOSE_FENCE.length());
    return fences(shorter) % 2 == 0 ? shorter : shorter + CLOSE_FENCE;
  }

  private static int fences(String text) {
    int count = 0;
    for (int at = text.indexOf(FENCE); at >= 0; at = text.indexOf(FENCE, at + FENCE.length())) {
      count++;
    }
    return count;
  }

  private static String render(List<ChoiceLine> choices, int maxText) {
    StringBuilder out = new StringBuilder();
    for (ChoiceLine choice : choices) {
      if (!out.isEmpty()) {
        out.append('\n');
      }
      out.append(choice.render(maxText));
    }
    return out.toString();
  }

  private static int frameLength(List<ChoiceLine> choices) {
    int newlines = Math.max(0, choices.size() - 1);
    return newlines + choices.stream().mapToInt(ChoiceLine::frameLength).sum();
  }

  /** The longest each choice text may be so that all of them together fit {@code room}. */
  private static int largestTextLength(List<ChoiceLine> choices, int room) {
    int low = 1;
    int high = choices.stream().mapToInt(c -> c.text().length()).max().orElse(1);
    while (low < high) {
      int mid = low + (high - low + 1) / 2;
      int total = choices.stream().mapToInt(c -> Math.min(c.text().length(), mid)).sum();
      if (total <= room) {
        low = mid;
      } else {
        high = mid - 1;
      }
    }
    return low;
  }

  /**
   * The text cut to {@code max} characters ending in an ellipsis, never inside a surrogate pair.
   */
  static String shorten(String text, int max) {
    if (text.length() <= max) {
      return text;
    }
    int cut = Math.max(0, max - ELLIPSIS.length());
    if (cut > 0 && Character.isHighSurrogate(text.charAt(cut - 1))) {
      cut--;
    }
    return text.substring(0, cut) + ELLIPSIS;
  }
}
