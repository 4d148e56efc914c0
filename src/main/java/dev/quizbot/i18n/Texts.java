package dev.quizbot.i18n;

import java.math.RoundingMode;
import java.text.NumberFormat;
import java.time.LocalDate;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.Locale;
import java.util.MissingResourceException;
import java.util.Optional;
import java.util.ResourceBundle;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;

/**
 * Every text the bot writes to members, in one language: {@code
 * src/main/resources/i18n/messages*.properties} (UTF-8), English in {@code messages.properties} and
 * one file per translation. A feature asks for {@code Texts.of(locale).get("key", args)}; {@code
 * {0}}, {@code {1}}, … are replaced by the arguments, numbers formatted in the language's locale
 * (grouping, decimal sign). There are no MessageFormat quoting rules: an apostrophe is an
 * apostrophe. Plurals are two keys, {@code key.one} and {@code key.other}, chosen by {@link
 * #plural}; a language without plural forms repeats the same text in both.
 *
 * <p>Adding a text: one key in each bundle ({@code KeyCoverageTest} fails on a key missing in a
 * bundle, and on a key no source file names as a literal). Adding a language: a bundle {@code
 * messages_xx.properties} and its locale in {@link #SUPPORTED}.
 */
public final class Texts {

  /** The languages with a complete bundle; the first is the fallback. */
  public static final List<Locale> SUPPORTED =
      List.of(Locale.ENGLISH, Locale.GERMAN, Locale.JAPANESE);

  private static final String BUNDLE = "i18n.messages";
  // No fallback to the JVM's default locale: a server whose language is missing gets English,
  // whatever the machine's locale is.
  private static final ResourceBundle.Control CONTROL =
      ResourceBundle.Control.getNoFallbackControl(ResourceBundle.Control.FORMAT_PROPERTIES);
  private static final ConcurrentMap<Locale, Texts> CACHE = new ConcurrentHashMap<>();

  private final Locale locale;
  private final ResourceBundle bundle;

  private Texts(Locale locale) {
    this.locale = locale;
    this.bundle = ResourceBundle.getBundle(BUNDLE, locale, Texts.class.getClassLoader(), CONTROL);
  }

  /** The texts of {@code locale}'s language when supported, else English. */
  public static Texts of(Locale locale) {
    return CACHE.computeIfAbsent(supported(locale).orElse(Locale.ENGLISH), Texts::new);
  }

  public static Texts english() {
    return of(Locale.ENGLISH);
  }

  /** The supported language of {@code locale} (en-GB → en), or empty. */
  public static Optional<Locale> supported(Locale locale) {
    if (locale == null) {
      return Optional.empty();
    }
    for (Locale candidate : SUPPORTED) {
      if (candidate.getLanguage().equals(locale.getLanguage())) {
        return Optional.of(candidate);
      }
    }
    return Optional.empty();
  }

  /** The language of these texts (one of {@link #SUPPORTED}). */
  public Locale locale() {
    return locale;
  }

  /** The text of {@code key} with its placeholders filled. */
  public String get(String key, Object... args) {
    String pattern;
    try {
      pattern = bundle.getString(key);
    } catch (MissingResourceException e) {
      // KeyCoverageTest keeps this from happening; shown rather than thrown, so a member still
      // gets an answer.
      return key;
    }
    return args.length == 0 ? pattern : fill(pattern, args);
  }

  /** {@code key.one} when {@code count} is 1, else {@code key.other}; {0} is the count. */
  public String plural(String key, long count, Object... more) {
    Object[] args = new Object[more.length + 1];
    args[0] = count;
    System.arraycopy(more, 0, args, 1, more.length);
    return get(key + (count == 1 ? ".one" : ".other"), args);
  }

  /** The text of {@code key} in this language's own bundle only (no English fallback). */
  public Optional<String> own(String key) {
    if (!bundle.containsKey(key) || !bundle.getLocale().equals(locale)) {
      return Optional.empty();
    }
    return Optional.of(bundle.getString(key));
  }

  /**
   * The texts of the keys starting with {@code prefix} (English where this bundle lacks one), by
   * key; e.g. every chart label of a language, to check the chart font covers them.
   */
  public List<String> startingWith(String prefix) {
    return bundle.keySet().stream()
        .filter(k -> k.startsWith(prefix))
        .sorted()
        .map(bundle::getString)
        .toList();
  }

  /** A whole number in this language's format (1,234 · 1.234). */
  public String number(long value) {
    return NumberFormat.getIntegerInstance(locale).format(value);
  }

  /**
   * A decimal number in this language's format with at most {@code maxFractionDigits} digits after
   * the decimal sign, no trailing zeros (1.5 · 1,5; 1,234.5 · 1.234,5).
   */
  public String decimal(double value, int maxFractionDigits) {
    NumberFormat format = NumberFormat.getNumberInstance(locale);
    format.setMinimumFractionDigits(0);
    format.setMaximumFractionDigits(maxFractionDigits);
    format.setRoundingMode(RoundingMode.HALF_UP);
    return format.format(value);
  }

  /** A share (0 to 1) as a whole percent in this language's format (42% · 42 % · 42%). */
  public String percent(double share) {
    return percent(share, 0);
  }

  /** A share (0 to 1) as a percent with at most {@code maxFractionDigits} decimals (12.5%). */
  public String percent(double share, int maxFractionDigits) {
    NumberFormat format = NumberFormat.getPercentInstance(locale);
    format.setMinimumFractionDigits(0);
    format.setMaximumFractionDigits(maxFractionDigits);
    format.setRoundingMode(RoundingMode.HALF_UP);
    return format.format(share);
  }

  /** A whole percent already computed (e.g. {@code AccuracyPercent}) in this language's format. */
  public String wholePercent(long percent) {
    return NumberFormat.getPercentInstance(locale).format(percent / 100.0);
  }

  /** A day in this language's pattern ({@code daily.datePattern}: 2026-06-15 · 15. Juni 2026). */
  public String date(LocalDate day) {
    return DateTimeFormatter.ofPattern(get("daily.datePattern"), locale).format(day);
  }

  private String fill(String pattern, Object[] args) {
    StringBuilder out = new StringBuilder(pattern.length() + 32);
    int i = 0;
    while (i < pattern.length()) {
      char c = pattern.charAt(i);
      int close = c == '{' ? pattern.indexOf('}', i) : -1;
      if (close > i + 1 && isIndex(pattern, i + 1, close)) {
        int index = Integer.parseInt(pattern.substring(i + 1, close));
        out.append(index < args.length ? format(args[index]) : pattern.substring(i, close + 1));
        i = close + 1;
      } else {
        out.append(c);
        i++;
      }
    }
    return out.toString();
  }

  private static boolean isIndex(String s, int from, int to) {
    for (int i = from; i < to; i++) {
      if (!Character.isDigit(s.charAt(i))) {
        return false;
      }
    }
    return to - from <= 2;
  }

  private String format(Object arg) {
    if (arg instanceof Long || arg instanceof Integer) {
      return number(((Number) arg).longValue());
    }
    return String.valueOf(arg);
  }
}
