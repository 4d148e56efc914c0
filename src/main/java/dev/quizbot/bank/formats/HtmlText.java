package dev.quizbot.bank.formats;

import org.jsoup.Jsoup;
import org.jsoup.nodes.Element;
import org.jsoup.nodes.Node;
import org.jsoup.nodes.TextNode;
import org.jsoup.select.NodeVisitor;

/**
 * HTML from Moodle and Anki as text a Discord message shows as meant: paragraphs and line breaks as
 * new lines, bold, italic and code as Discord's markdown, list items as "- ", pictures by their
 * description, links with their address; entities decoded, every other tag dropped. jsoup parses
 * the HTML because editors write it loosely (unclosed tags, every named entity).
 */
final class HtmlText {

  private HtmlText() {}

  static String toText(String html) {
    if (html == null) {
      return null;
    }
    Element body = Jsoup.parseBodyFragment(html).body();
    StringBuilder out = new StringBuilder();
    body.traverse(new Visitor(out));
    return tidy(out.toString());
  }

  /** Collapses spaces and tabs, keeps at most one blank line, strips each line and the text. */
  private static String tidy(String text) {
    String[] lines = text.replace('\u00a0', ' ').split("\n", -1);
    StringBuilder out = new StringBuilder();
    int blank = 0;
    for (String line : lines) {
      String stripped = line.replaceAll("[ \\t\\x0B\\f\\r]+", " ").strip();
      if (stripped.isEmpty()) {
        blank++;
        continue;
      }
      if (out.length() > 0) {
        out.append(blank > 0 ? "\n\n" : "\n");
      }
      out.append(stripped);
      blank = 0;
    }
    return out.toString();
  }

  private static final class Visitor implements NodeVisitor {
    private final StringBuilder out;

    Visitor(StringBuilder out) {
      this.out = out;
    }

    @Override
    public void head(Node node, int depth) {
      if (node instanceof TextNode text) {
        // Line breaks inside HTML source are spaces; only tags make new lines.
        out.append(text.getWholeText().replaceAll("\\s+", " "));
        return;
      }
      if (!(node instanceof Element element)) {
        return;
      }
      switch (element.normalName()) {
        case "br" -> out.append('\n');
        case "p", "div", "h1", "h2", "h3", "h4", "h5", "h6", "table", "pre", "blockquote" ->
            out.append("\n\n");
        case "tr" -> out.append('\n');
        case "td", "th" -> out.append(' ');
        case "li" -> out.append("\n- ");
        case "b", "strong" -> out.append("**");
        case "i", "em" -> out.append('*');
        case "code", "tt" -> out.append('`');
        case "img" -> {
          String alt = element.attr("alt").strip();
          out.append(alt.isEmpty() ? "[picture]" : "[picture: " + alt + "]");
        }
        default -> {}
      }
    }

    @Override
    public void tail(Node node, int depth) {
      if (!(node instanceof Element element)) {
        return;
      }
      switch (element.normalName()) {
        case "p",
            "div",
            "h1",
            "h2",
            "h3",
            "h4",
            "h5",
            "h6",
            "table",
            "pre",
            "blockquote",
            "ul",
            "ol" ->
            out.append("\n\n");
        case "b", "strong" -> out.append("**");
        case "i", "em" -> out.append('*');
        case "code", "tt" -> out.append('`');
        case "a" -> {
          String href = element.attr("href").strip();
          // Moodle's @@PLUGINFILE@@ addresses point into the course: useless outside it.
          if (!href.isEmpty()
              && !href.startsWith("@@PLUGINFILE@@")
              && !href.equals(element.text().strip())) {
            out.append(" (").append(href).append(')');
          }
        }
        default -> {}
      }
    }
  }
}
