package dev.quizbot.discord;

import java.util.List;
import net.dv8tion.jda.api.JDA;
import net.dv8tion.jda.api.JDABuilder;
import net.dv8tion.jda.api.requests.GatewayIntent;
import net.dv8tion.jda.api.requests.RestConfig;
import net.dv8tion.jda.api.utils.ChunkingFilter;
import net.dv8tion.jda.api.utils.Compression;
import net.dv8tion.jda.api.utils.MemberCachePolicy;

/**
 * Builds the bot's JDA instance: reaction intent only, no member cache, and JDA's own JVM shutdown
 * hook off because the application shuts JDA down itself (letting queued requests finish).
 */
public final class JdaFactory {

  /**
   * Starts logging in and returns at once; call {@link JDA#awaitReady()} to wait for the guilds.
   *
   * @param token the bot token
   * @param endpoints where Discord is; {@link DiscordEndpoints#realDiscord()} for production
   * @param listeners JDA event listeners (objects implementing {@code EventListener})
   */
  public JDA create(String token, DiscordEndpoints endpoints, List<?> listeners) {
    JDABuilder builder =
        JDABuilder.createLight(token, GatewayIntent.GUILD_MESSAGE_REACTIONS)
            .setMemberCachePolicy(MemberCachePolicy.NONE)
            .setChunkingFilter(ChunkingFilter.NONE)
            .setEnableShutdownHook(false)
            .addEventListeners(listeners.toArray());
    endpoints
        .apiBaseUrl()
        .ifPresent(url -> builder.setRestConfig(new RestConfig().setBaseUrl(url)));
    endpoints
        .gatewayUrl()
        .ifPresent(
            url ->
                builder
                    .setSessionController(new FixedGatewaySessionController(url))
                    // A custom gateway is a test or staging server: keep frames plain text.
                    .setCompression(Compression.NONE));
    return builder.build();
  }
}
