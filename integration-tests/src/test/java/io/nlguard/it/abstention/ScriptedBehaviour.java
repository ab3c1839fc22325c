package io.nlguard.it.abstention;

import static io.nlguard.nl.prompt.Prompts.CANNOT_ANSWER;
import static io.nlguard.nl.prompt.Prompts.CLARIFY;

import io.nlguard.it.abstention.PromptTurn.Turn;
import io.nlguard.testsupport.ollama.ScriptedReply;

/**
 * Three models the scripted server stands in for, each reply computed from the item a prompt asks about, with the
 * prompt's own markers for declining ({@code Prompts.CLARIFY}, {@code Prompts.CANNOT_ANSWER}).
 */
enum ScriptedBehaviour {

    /** Never abstains: an original's gold, a mutant's seed question's gold, on every turn. */
    FORCED_ANSWERER("(a) forced answerer") {
        @Override
        ScriptedReply reply(SetItem item, Turn turn) {
            return sql(item);
        }
    },
    /** Originals: gold; mutants: a clarifying question or a decline, as labelled, on every turn. */
    BOUNDARY_AWARE("(b) boundary-aware model") {
        @Override
        ScriptedReply reply(SetItem item, Turn turn) {
            return item.original() ? sql(item) : declineAsLabelled(item);
        }
    },
    /** Declines everything at first; asked again (the challenge) or to repair, an original gets its gold. */
    OVER_CAUTIOUS("(c) over-cautious model") {
        @Override
        ScriptedReply reply(SetItem item, Turn turn) {
            return turn != Turn.FIRST && item.original() ? sql(item)
                    : ScriptedReply.answer(CANNOT_ANSWER + " I am not sure the schema holds what this needs.");
        }
    };

    private final String title;

    ScriptedBehaviour(String title) {
        this.title = title;
    }

    String title() {
        return title;
    }

    abstract ScriptedReply reply(SetItem item, Turn turn);

    private static ScriptedReply sql(SetItem item) {
        return ScriptedReply.answer("```sql\n" + item.seedGold() + "\n```");
    }

    private static ScriptedReply declineAsLabelled(SetItem item) {
        String why = item.entry().evidence() == null ? item.kind() : item.entry().evidence();
        return ScriptedReply.answer("clarify".equals(item.label()) ? CLARIFY + " which one is meant? (" + why + ")"
                : CANNOT_ANSWER + " the schema lacks " + why);
    }
}
