package io.nlguard.nl.pipeline;

import java.util.List;

import io.nlguard.nl.contract.SchemaContract;
import io.nlguard.nl.joins.JoinPlan;
import io.nlguard.nl.prompt.PromptSection;

/**
 * What grounding gave a question: its prompt sections, and the contract and join plan that selection
 * judges the candidates against.
 *
 * @param contract {@link SchemaContract#NONE} when the schema linker is off
 * @param plan     {@link JoinPlan#NONE} when the join planner is off
 */
record Grounding(List<PromptSection> sections, SchemaContract contract, JoinPlan plan) {

    Grounding {
        sections = List.copyOf(sections);
    }
}
