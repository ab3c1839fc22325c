package io.nlguard.testsupport.ollama;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * The JSON lines of a successful model answer, in Ollama's shapes: {@code /api/chat} carries the
 * text in {@code message.content}, {@code /api/generate} in {@code response}. Not streamed, the
 * answer is one object with {@code done: true}; streamed, the text comes in small pieces with
 * {@code done: false} and a last object with an empty text, {@code done: true}, {@code done_reason}
 * and the counts.
 */
final class AnswerLines {

    /** Characters per streamed piece: small, so that clients have to join several. */
    static final int PIECE_CODE_POINTS = 8;

    private static final ObjectMapper JSON = new ObjectMapper();

    enum Endpoint { CHAT, GENERATE }

    private AnswerLines() {
    }

    static List<String> render(Endpoint endpoint, boolean stream, ScriptedReply reply, String requestedModel,
            long elapsedNanos) {
        String model = reply.reportedModel(requestedModel);
        List<String> lines = new ArrayList<>();
        if (stream) {
            for (String piece : pieces(reply.text())) {
                lines.add(chunk(endpoint, model, piece).put("done", false).toString());
            }
            lines.add(last(endpoint, model, "", reply, elapsedNanos).toString());
        } else {
            lines.add(last(endpoint, model, reply.text(), reply, elapsedNanos).toString());
        }
        return lines;
    }

    private static ObjectNode last(Endpoint endpoint, String model, String text, ScriptedReply reply,
            long elapsedNanos) {
        ObjectNode last = chunk(endpoint, model, text);
        last.put("done", true);
        last.put("done_reason", "stop");
        last.put("total_duration", elapsedNanos);
        if (reply.promptEvalCount() != null) {
            last.put("prompt_eval_count", reply.promptEvalCount());
        }
        if (reply.evalCount() != null) {
            last.put("eval_count", reply.evalCount());
        }
        return last;
    }

    private static ObjectNode chunk(Endpoint endpoint, String model, String text) {
        ObjectNode chunk = JSON.createObjectNode();
        chunk.put("model", model);
        chunk.put("created_at", Instant.now().toString());
        if (endpoint == Endpoint.CHAT) {
            ObjectNode message = chunk.putObject("message");
            message.put("role", "assistant");
            message.put("content", text);
        } else {
            chunk.put("response", text);
        }
        return chunk;
    }

    /** The text cut into pieces of at most {@link #PIECE_CODE_POINTS} code points, in order. */
    static List<String> pieces(String text) {
        List<String> pieces = new ArrayList<>();
        int start = 0;
        while (start < text.length()) {
            int end = text.offsetByCodePoints(start, Math.min(PIECE_CODE_POINTS, text.codePointCount(start, text.length())));
            pieces.add(text.substring(start, end));
            start = end;
        }
        return pieces;
    }
}
