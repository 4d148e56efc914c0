/**
 * Members' suggested questions: a member's form checked by the bank's rules, stored pending, and an
 * admin's Approve, Edit or Reject. An approval changes the state from pending once (a
 * compare-and-set in one transaction with the rebuild of the server's deck of members' questions),
 * however many admins press at once and in however many processes. No Discord here.
 */
package dev.quizbot.suggestion;
