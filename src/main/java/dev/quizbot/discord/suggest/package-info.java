/**
 * {@code /question}: members suggest questions in a form, see their suggestions' states, and admins
 * review them (a review channel's cards or a private queue) with Approve, Edit and Reject. The
 * rules and the store are the {@code suggestion} package's; here only Discord.
 */
package dev.quizbot.discord.suggest;
