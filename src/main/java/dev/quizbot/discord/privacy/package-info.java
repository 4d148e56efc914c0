/**
 * {@code /privacy export} and {@code /privacy delete}: a member's own data, across every server and
 * their DMs, as a JSON file in their DMs, and erased after a confirmation. The work is {@code
 * memberdata}'s; this package only asks, sends and answers.
 */
package dev.quizbot.discord.privacy;
