/**
 * Question quality: members' reports of a problem with a question ({@link ReportStore}, table
 * {@code question_reports} of {@code V8__question_reports.sql}) and the item statistics of {@code
 * quizbot items} ({@link ItemStatistics}: facility, item-rest discrimination, choice shares and the
 * flags of the product spec, from every member's first attempt at each question). Plain Java, no
 * JDA.
 */
package dev.quizbot.quality;
