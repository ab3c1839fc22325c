package io.nlguard.guard.rewrite;

/** What every pass has besides its work: an id, a stage and a one-line summary. */
public abstract class AbstractPass implements RewritePass {

    private final String id;
    private final RewriteStage stage;
    private final String summary;

    protected AbstractPass(String id, RewriteStage stage, String summary) {
        this.id = id;
        this.stage = stage;
        this.summary = summary;
    }

    @Override
    public final String id() {
        return id;
    }

    @Override
    public final RewriteStage stage() {
        return stage;
    }

    @Override
    public final String summary() {
        return summary;
    }
}
