INSERT INTO branches (branch_id, city) VALUES (1, 'Lyon'), (2, 'Porto');

INSERT INTO members (member_id, name, home_branch) VALUES
    (1, 'Ada', 1),
    (2, 'Grace', 2),
    (3, 'Edsger', 1);
