ALTER TABLE members ADD COLUMN joined date NOT NULL DEFAULT DATE '2024-01-01';

CREATE INDEX members_home_branch_idx ON members (home_branch);

CREATE VIEW members_per_city AS
SELECT b.city, count(*) AS members
FROM members m
JOIN branches b ON b.branch_id = m.home_branch
GROUP BY b.city;
