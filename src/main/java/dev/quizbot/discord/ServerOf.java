package dev.quizbot.discord;

import dev.quizbot.bank.GuildBanks;
import net.dv8tion.jda.api.interactions.Interaction;

/** The server whose bank an interaction draws from: none in a DM. */
public final class ServerOf {
  private ServerOf() {}

  public static long id(Interaction interaction) {
    return interaction.getGuild() == null
        ? GuildBanks.NO_GUILD
        : interaction.getGuild().getIdLong();
  }
}
