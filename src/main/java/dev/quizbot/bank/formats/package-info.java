/**
 * Question files written by other tools, both ways: Aiken, GIFT, Moodle XML, CSV/TSV and Anki's
 * text import read into decks checked with the bank's rules, and decks written back in each format.
 */
package dev.quizbot.bank.formats;
