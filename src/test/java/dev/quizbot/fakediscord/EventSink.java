package dev.quizbot.fakediscord;

import com.fasterxml.jackson.databind.node.ObjectNode;

/** Where the REST side and the test side send gateway dispatches (the gateway server). */
interface EventSink {

  /**
   * Dispatches an event (op 0) to every live bot session whose intents allow it.
   *
   * @param requiredIntent intent bit the event needs, or 0 if none
   */
  void dispatch(String type, ObjectNode data, int requiredIntent);
}
