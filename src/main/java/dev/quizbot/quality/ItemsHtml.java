package dev.quizbot.quality;

import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;

/**
 * {@code quizbot items --html FILE}: one self-contained page (inline CSS and script; its Content
 * Security Policy forbids every network request), a table sortable by each column (click a header;
 * again to reverse) and filterable by flag, per-choice bars, and the members' report notes.
 *
 * <p>Every text from a deck or a report is untrusted and goes through {@link #escape}; the script
 * only reorders and hides rows that are already there, reading numbers from {@code data-}
 * attributes, and never builds HTML from text.
 */
public final class ItemsHtml {
  private ItemsHtml() {}

  private static final DateTimeFormatter WHEN =
      DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm 'UTC'", Locale.ROOT).withZone(ZoneOffset.UTC);

  /** The whole page as one String (tests, small banks). */
  public static String render(List<ItemStats> items, int minAnswers) {
    StringWriter out = new StringWriter();
    try {
      write(items, minAnswers, out);
    } catch (IOException e) {
      throw new UncheckedIOException(e); // a StringWriter does not fail
    }
    return out.toString();
  }

  /**
   * Writes the page to {@code out} (not closed), row by row: 10,000 questions make tens of MB of
   * HTML, which as one String did not fit the bot's 64 MiB heap.
   */
  public static void write(List<ItemStats> items, int minAnswers, Writer out) throws IOException {
    StringBuilder h = new StringBuilder(64 * 1024);
    h.append("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n")
        .append(
            "<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none';"
                + " style-src 'unsafe-inline'; script-src 'unsafe-inline'\">\n")
        .append("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n")
        .append("<title>Quizbot item statistics</title>\n<style>\n")
        .append(CSS)
        .append("</style>\n</head>\n<body>\n<h1>Quizbot item statistics</h1>\n")
        .append("<p>From every member's first attempt at each question. Questions with fewer than ")
        .append(minAnswers)
        .append(" first attempts are not judged. Click a column header to sort.</p>\n")
        .append("<p><label>Show <select id=\"flag-filter\">\n")
        .append("<option value=\"all\">every question</option>\n")
        .append("<option value=\"any\">flagged (any flag but too few answers)</option>\n");
    for (ItemFlag flag : ItemFlag.values()) {
      h.append("<option value=\"")
          .append(flag.code())
          .append("\">")
          .append(escape(flag.label()))
          .append("</option>\n");
    }
    h.append("<option value=\"retired\">retired</option>\n")
        .append("</select></label> <span id=\"shown\">")
        .append(items.size())
        .append(" of ")
        .append(items.size())
        .append(" shown</span></p>\n")
        .append("<table id=\"items\">\n<thead><tr>")
        .append(header("id", "text", "Question"))
        .append(header("answers", "num", "Answers"))
        .append(header("facility", "num", "Facility"))
        .append(header("discrimination", "num", "Discrimination"))
        .append("<th>Choices</th>")
        .append(header("reports", "num", "Reports"))
        .append(header("severity", "num", "Flags"))
        .append(header("location", "text", "File:line"))
        .append("</tr></thead>\n<tbody>\n");
    for (ItemStats s : items) {
      row(h, s);
      if (h.length() > 32 * 1024) {
        out.append(h);
        h.setLength(0);
      }
    }
    h.append("</tbody>\n</table>\n<script>\n")
        .append(SCRIPT)
        .append("</script>\n</body>\n</html>\n");
    out.append(h);
  }

  private static String header(String key, String type, String label) {
    return "<th data-key=\""
        + key
        + "\" data-type=\""
        + type
        + "\" tabindex=\"0\">"
        + label
        + "</th>";
  }

  private static void row(StringBuilder h, ItemStats s) {
    String flagCodes =
        s.flags().stream().map(ItemFlag::code).collect(Collectors.joining(" "))
            + (s.question().retired() ? (s.flags().isEmpty() ? "" : " ") + "retired" : "");
    h.append("<tr data-id=\"")
        .append(escape(s.question().id()))
        .append("\" data-answers=\"")
        .append(s.answers())
        .append("\" data-facility=\"")
        .append(number(s.facility()))
        .append("\" data-discrimination=\"")
        .append(number(s.discrimination()))
        .append("\" data-reports=\"")
        .append(s.reports().count())
        .append("\" data-severity=\"")
        .append(s.severity())
        .append("\" data-location=\"")
        .append(escape(s.question().location()))
        .append("\" data-flags=\"")
        .append(flagCodes)
        .append("\">\n");
    // Question: id, retired mark, prompt
    h.append("<td><code>").append(escape(s.question().id())).append("</code>");
    if (s.question().retired()) {
      h.append(" <span class=\"retired\">retired</span>");
    }
    h.append("<div class=\"prompt\">")
        .append(escape(s.question().prompt()))
        .append("</div></td>\n");
    h.append("<td class=\"num\">").append(s.answers()).append("</td>\n");
    h.append("<td class=\"num\">")
        .append(s.facility() == null ? "–" : ItemsText.percent(s.facility()))
        .append("</td>\n");
    h.append("<td class=\"num\">")
        .append(
            s.discrimination() == null
                ? "–"
                : String.format(Locale.ROOT, "%.2f", s.discrimination()))
        .append("</td>\n");
    h.append("<td><ul class=\"choices\">");
    for (ChoiceStats c : s.choices()) {
      int width = (int) Math.round(c.share() * 100);
      h.append("<li")
          .append(c.correct() ? " class=\"key\"" : "")
          .append(">")
          .append("<span class=\"bar\"><span style=\"width:")
          .append(width)
          .append("%\"></span></span>")
          .append("<span class=\"pct\">")
          .append(ItemsText.percent(c.share()))
          .append("</span> ")
          .append(c.correct() ? "<b>✔</b> " : "")
          .append(escape(c.text()));
      for (ItemFlag f : c.flags()) {
        h.append(" <span class=\"flag\">").append(escape(f.label())).append("</span>");
      }
      h.append("</li>");
    }
    if (s.unmapped() > 0) {
      h.append("<li class=\"unmapped\">")
          .append(s.unmapped())
          .append(" picked a choice the question no longer has</li>");
    }
    h.append("</ul></td>\n");
    h.append("<td class=\"num\">").append(s.reports().count());
    if (s.reports().count() > 0) {
      h.append("<details><summary>");
      h.append(
          s.reports().reasons().entrySet().stream()
              .map(e -> escape(e.getKey().code()) + " ×" + e.getValue())
              .collect(Collectors.joining(", ")));
      h.append("</summary><ul class=\"notes\">");
      for (QuestionReport r : s.reports().reports()) {
        h.append("<li><span class=\"when\">")
            .append(WHEN.format(r.createdAt()))
            .append("</span> ")
            .append(escape(r.reason().code()));
        if (r.picked() != null) {
          h.append(", had picked “").append(escape(r.picked())).append("”");
        }
        if (r.note() != null && !r.note().isBlank()) {
          h.append(": <q>").append(escape(r.note())).append("</q>");
        }
        h.append("</li>");
      }
      h.append("</ul></details>");
    }
    h.append("</td>\n");
    h.append("<td>");
    if (s.flags().isEmpty()) {
      h.append("–");
    }
    for (ItemFlag f : s.flags()) {
      h.append("<span class=\"flag ")
          .append(f.code())
          .append("\">")
          .append(escape(f.label()))
          .append("</span> ");
    }
    h.append("</td>\n");
    h.append("<td><code>").append(escape(s.question().location())).append("</code></td>\n</tr>\n");
  }

  private static String number(Double value) {
    return value == null ? "" : String.format(Locale.ROOT, "%.6f", value);
  }

  /** HTML text and attribute escaping of untrusted text. */
  static String escape(String text) {
    if (text == null) {
      return "";
    }
    StringBuilder out = new StringBuilder(text.length() + 16);
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      switch (c) {
        case '&' -> out.append("&amp;");
        case '<' -> out.append("&lt;");
        case '>' -> out.append("&gt;");
        case '"' -> out.append("&quot;");
        case '\'' -> out.append("&#39;");
        default -> out.append(c);
      }
    }
    return out.toString();
  }

  private static final String CSS =
      """
      body { font: 14px/1.4 system-ui, sans-serif; margin: 1.5em; color: #222; }
      table { border-collapse: collapse; width: 100%; }
      th, td { border-bottom: 1px solid #ddd; padding: .35em .5em; vertical-align: top; text-align: left; }
      th[data-key] { cursor: pointer; user-select: none; background: #f4f4f4; }
      th[data-key]:hover { background: #e8e8e8; }
      th.asc::after { content: " ▲"; } th.desc::after { content: " ▼"; }
      td.num { text-align: right; white-space: nowrap; }
      .prompt { max-width: 28em; color: #444; }
      ul.choices, ul.notes { list-style: none; margin: 0; padding: 0; }
      ul.choices li { max-width: 30em; }
      ul.choices li.key { font-weight: 600; }
      .bar { display: inline-block; width: 6em; height: .8em; background: #eee; margin-right: .4em; }
      .bar span { display: block; height: 100%; background: #4a7fd4; }
      li.key .bar span { background: #3a9a4a; }
      .pct { display: inline-block; width: 3.6em; text-align: right; margin-right: .3em; }
      .flag { display: inline-block; background: #fde2c8; border-radius: 3px; padding: 0 .3em; margin: .1em 0; font-size: 90%; }
      .flag.possible-wrong-key, .flag.check-the-key { background: #f8c4c4; }
      .flag.too-few-answers { background: #eee; }
      .retired { background: #ddd; border-radius: 3px; padding: 0 .3em; font-size: 90%; }
      .when { color: #777; }
      tr[hidden] { display: none; }
      """;

  private static final String SCRIPT =
      """
      (function () {
        'use strict';
        var table = document.getElementById('items');
        var body = table.tBodies[0];
        var rows = Array.prototype.slice.call(body.rows);
        var filter = document.getElementById('flag-filter');
        var shown = document.getElementById('shown');
        function key(row, name, type) {
          var v = row.dataset[name];
          if (type === 'num') { return v === '' ? NaN : parseFloat(v); }
          return v;
        }
        function sortBy(th) {
          var name = th.dataset.key, type = th.dataset.type;
          var ascending = !th.classList.contains('asc');
          table.querySelectorAll('th').forEach(function (h) { h.classList.remove('asc', 'desc'); });
          th.classList.add(ascending ? 'asc' : 'desc');
          var sorted = Array.prototype.slice.call(body.rows).sort(function (a, b) {
            var x = key(a, name, type), y = key(b, name, type), c;
            if (type === 'num') {
              if (isNaN(x) || isNaN(y)) { return isNaN(x) - isNaN(y); }
              c = x - y;
            } else {
              c = x.localeCompare(y);
            }
            if (c === 0) { c = a.dataset.id.localeCompare(b.dataset.id); }
            return ascending ? c : -c;
          });
          sorted.forEach(function (r) { body.appendChild(r); });
        }
        table.querySelectorAll('th[data-key]').forEach(function (th) {
          th.addEventListener('click', function () { sortBy(th); });
          th.addEventListener('keydown', function (e) { if (e.key === 'Enter') { sortBy(th); } });
        });
        function applyFilter() {
          var f = filter.value, count = 0;
          rows.forEach(function (r) {
            var flags = r.dataset.flags === '' ? [] : r.dataset.flags.split(' ');
            var visible = f === 'all'
              || (f === 'any' ? flags.some(function (x) { return x !== 'retired' && x !== 'too-few-answers'; }) : flags.indexOf(f) >= 0);
            r.hidden = !visible;
            if (visible) { count++; }
          });
          shown.textContent = count + ' of ' + rows.length + ' shown';
        }
        filter.addEventListener('change', applyFilter);
        applyFilter();
      })();
      """;
}
