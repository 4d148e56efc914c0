package dev.quizbot.discord;

import dev.quizbot.i18n.Texts;
import java.util.Locale;
import java.util.Optional;
import net.dv8tion.jda.api.entities.Guild;
import net.dv8tion.jda.api.interactions.DiscordLocale;
import net.dv8tion.jda.api.interactions.Interaction;

/**
 * Which language the bot speaks: to a member, the language of their Discord client (the
 * interaction's {@code locale}), else their server's preferred language ({@code guild_locale}),
 * else English; in a channel, where many read the same message (a round, its reveal, the daily
 * question), the server's preferred language, else English. A language is used when {@link
 * Texts#SUPPORTED} has it (en-GB and en-US are both English).
 */
public final class Language {
  private Language() {}

  /** The texts for the member behind {@code interaction}. */
  public static Texts of(Interaction interaction) {
    Optional<Locale> user = supported(interaction.getUserLocale());
    if (user.isPresent()) {
      return Texts.of(user.get());
    }
    if (interaction.isFromGuild()) {
      return Texts.of(supported(interaction.getGuildLocale()).orElse(Locale.ENGLISH));
    }
    return Texts.english();
  }

  /** The texts for a message many members of {@code guild} read; English without a server. */
  public static Texts ofServer(Guild guild) {
    return guild == null
        ? Texts.english()
        : Texts.of(supported(guild.getLocale()).orElse(Locale.ENGLISH));
  }

  private static Optional<Locale> supported(DiscordLocale locale) {
    if (locale == null || locale == DiscordLocale.UNKNOWN) {
      return Optional.empty();
    }
    return Texts.supported(Locale.forLanguageTag(locale.getLocale()));
  }
}
