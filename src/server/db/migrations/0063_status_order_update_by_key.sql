-- A bulk status change of 10,000 clients within 1 s on PGlite (issue 20, decision 085).
-- After 0062 the kept status order's UPDATE trigger was most of what was left: its
-- planner hash-joined the 10,000 changed rows with every kept row, reading the whole
-- table (100,000 rows) to build the hash. Each changed client's kept row is one probe of
-- the table's primary key instead: measured on the bench's workspace (PGlite, 10,000 of
-- 100,000, seven alternating samples), the bare UPDATE went from 963 to 880 ms median.
--
-- The settings hold only while this function runs. Its statements join the changed rows
-- with client_status_order (by its primary key) and, for a client with two versions, with
-- clients (by theirs): a nested loop over an index is right for any number of rows, since
-- every probe finds one row.
ALTER FUNCTION client_status_order_on_update() SET enable_hashjoin = off;
ALTER FUNCTION client_status_order_on_update() SET enable_mergejoin = off;
