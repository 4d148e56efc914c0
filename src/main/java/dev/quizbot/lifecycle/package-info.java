/**
 * Servers and members leaving (issue 28): a server the bot was removed from keeps its data for a
 * grace period, then every row of it is purged; an admin can erase a server's data at once. Plain
 * Java with an injected clock; the Discord adapter reports departures and re-invites.
 */
package dev.quizbot.lifecycle;
