package org.polyboard.web.api;

import java.io.IOException;

/** One resource of the API, {@code /api/NAME...}: answers the calls routed to it. */
interface Resource {

    /**
     * Answers {@code call}.
     *
     * @throws HttpError for a call it refuses, with its status and one line
     * @throws IllegalArgumentException for bad input the core refuses (a 400 with its line)
     */
    void answer(Exchange call) throws IOException, InterruptedException;
}
