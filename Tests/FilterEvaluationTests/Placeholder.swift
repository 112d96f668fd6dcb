// Tests for the FilterEvaluation module live in this folder, one file per source file.
