package io.nlguard.guard.verdict;

/** What the guard knows about the call besides the SQL text. */
public record GuardContext(EntryPoint entryPoint) {
}
