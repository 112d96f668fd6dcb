// Tests for the Boards module live in this folder, one file per source file.
