package io.nlguard.model.eval;

import io.nlguard.model.train.CrossFitFolds;
import io.nlguard.model.train.NodeDataset;

/**
 * One of the paper's experiments on our data: a training set, a test set, and the paper's own AUCs
 * for the same experiment to compare with (its Table 1 or 2; null where it reports none).
 *
 * @param paperAucs the paper's AUC (in %) for All, Identifier, Column, Literal, Table, TableAlias
 * @param folds     how calibration and a context stage are cross-fitted: by question when the test
 *                  databases are the training ones, by database when they are new
 */
public record Experiment(String id, String title, String description, NodeDataset train, NodeDataset test,
                         double[] paperAucs, CrossFitFolds folds) {
}
