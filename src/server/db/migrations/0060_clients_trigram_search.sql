-- Issue 25: the client search indexed by trigrams, and blind to accents.
--
-- search_text (migration 0012) holds name, e-mail, phone, the phone's digits, company and
-- tags lowercased; LIKE '%…%' over it read every row of the workspace (446 ms for a common
-- surname at a million clients). A GIN trigram index answers a substring of three or more
-- characters from the index. The text is also folded through unaccent, so "jose" finds
-- "José" and "NUNEZ" finds "Núñez"; the query folds the pattern with the same function.
CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public;
CREATE EXTENSION IF NOT EXISTS unaccent SCHEMA public;

-- unaccent() is only STABLE (its dictionary could change); naming the dictionary makes
-- the result fixed, which a generated column and an index need.
CREATE FUNCTION scale_search_fold(t text)
  RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $$
    SELECT lower(public.unaccent('public.unaccent'::regdictionary, t))
  $$;

-- A generated column keeps the values it was written with: it is dropped and added again
-- so every client's text is folded the new way.
ALTER TABLE clients DROP COLUMN search_text;
CREATE OR REPLACE FUNCTION clients_search_text(name text, email text, phone text, company text, tags text[])
  RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
    SELECT scale_search_fold(concat_ws(E'\x1f', name, email, phone,
      nullif(translate(coalesce(phone, ''), ' +-().', ''), ''),
      company, array_to_string(tags, E'\x1f')))
  $$;
ALTER TABLE clients ADD COLUMN search_text text NOT NULL
  GENERATED ALWAYS AS (clients_search_text(name, email, phone, company, tags)) STORED;

CREATE INDEX clients_search_trgm_idx ON clients USING gin (search_text gin_trgm_ops);
