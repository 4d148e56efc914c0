package dev.quizbot.discord;

import dev.quizbot.i18n.Texts;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import net.dv8tion.jda.api.interactions.DiscordLocale;
import net.dv8tion.jda.api.interactions.commands.localization.LocalizationFunction;

/**
 * Discord's per-locale command names, descriptions, options and choices, from the same bundles as
 * every other text: JDA asks for keys such as {@code review.start.options.count.description} and
 * this answers with {@code cmd.}+key from each translation (English is the definition itself).
 * German goes to Discord's {@code de}, Japanese to {@code ja}. Names follow Discord's rule
 * (lowercase, letters, digits, {@code -} and {@code _}, at most 32), checked by {@code
 * CommandLocalizationE2ETest}.
 */
public final class CommandLocalizations implements LocalizationFunction {

  private static final Map<Locale, DiscordLocale> DISCORD =
      Map.of(Locale.GERMAN, DiscordLocale.GERMAN, Locale.JAPANESE, DiscordLocale.JAPANESE);

  @Override
  public Map<DiscordLocale, String> apply(String localizationKey) {
    Map<DiscordLocale, String> out = new LinkedHashMap<>();
    for (Locale language : Texts.SUPPORTED) {
      DiscordLocale target = DISCORD.get(language);
      if (target != null) {
        Texts.of(language).own("cmd." + localizationKey).ifPresent(text -> out.put(target, text));
      }
    }
    return out;
  }
}
