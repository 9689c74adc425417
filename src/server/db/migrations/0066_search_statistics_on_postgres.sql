-- A common search keeps the walk of the activity order on PostgreSQL (issue 25, decision
-- 089). The planner estimates `search_text LIKE '%okafor%'` from the column's histogram
-- (100 entries by default). A surname on ~1% of a million clients is in none of them about
-- half the times ANALYZE samples, and the estimate drops to 100 rows: the planner then reads
-- every match off the trigram index and sorts them (80–250 ms) instead of walking the
-- activity order until 51 match (2–9 ms). With 400 entries the walk was chosen in every
-- trial (bench/RESULTS.md, 2026-11-27).
--
-- On PostgreSQL the larger sample lives in an autovacuum worker (ANALYZE of a million
-- clients: 0.8 → 3.5 s, in the background). In the embedded database it would live in the
-- app's own memory (+70 MB peak at a million clients, past issue 25's 400 MB): PGlite keeps
-- the default, and decision 089 says what that costs.
DO $$
BEGIN
  IF version() NOT LIKE '%emscripten%' THEN
    ALTER TABLE clients ALTER COLUMN search_text SET STATISTICS 400;
  END IF;
END
$$;
