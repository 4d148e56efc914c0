/**
 * A server's own decks, stored in the database: each upload a new version of the deck, each
 * question's versions named by the hash of its text as the bank's reports name them. No Discord
 * here: {@code /bank upload} and its confirmation build on it.
 */
package dev.quizbot.serverdeck;
