package dev.quizbot.discord.remind;

import net.dv8tion.jda.api.JDA;
import net.dv8tion.jda.api.entities.channel.concrete.PrivateChannel;
import net.dv8tion.jda.api.utils.data.DataObject;
import net.dv8tion.jda.internal.JDAImpl;

/**
 * The member's DM channel from its stored id, without a request. JDA keeps the DM channels it
 * opened in this process (then its own object is used), but has no public way to address one it has
 * not seen since the start: {@code openPrivateChannelById} asks Discord every time (the bot caches
 * no users). So the channel is built the way JDA builds it from Discord's answer to that open (its
 * {@code EntityBuilder}, JDA's internal API, here only): the channel's id, type 1 (DM) and the
 * recipient's id. Sending to it is then one request; should Discord no longer know the channel
 * (10003), the caller opens it again.
 */
final class StoredDmChannel {
  private StoredDmChannel() {}

  static PrivateChannel of(JDA jda, long channelId, long memberId) {
    PrivateChannel known = jda.getPrivateChannelById(channelId);
    if (known != null) {
      return known;
    }
    DataObject recipient =
        DataObject.empty()
            .put("id", Long.toUnsignedString(memberId))
            .put("username", "member")
            .put("discriminator", "0000")
            .put("avatar", null)
            .put("global_name", null)
            .put("bot", false);
    DataObject channel =
        DataObject.empty()
            .put("id", Long.toUnsignedString(channelId))
            .put("type", 1)
            .put("last_message_id", null)
            .put("recipients", net.dv8tion.jda.api.utils.data.DataArray.empty().add(recipient));
    return ((JDAImpl) jda).getEntityBuilder().createPrivateChannel(channel);
  }
}
