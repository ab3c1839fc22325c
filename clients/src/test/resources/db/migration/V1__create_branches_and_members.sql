-- A library's branches and members: what a first migration creates.
CREATE TABLE branches (
    branch_id integer PRIMARY KEY,
    city      text    NOT NULL
);

CREATE TABLE members (
    member_id   integer PRIMARY KEY,
    name        text    NOT NULL,
    home_branch integer NOT NULL REFERENCES branches (branch_id)
);
