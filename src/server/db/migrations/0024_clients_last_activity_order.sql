-- The clients' default order (issue 16, decision 028) is "last activity": when the client
-- was last contacted, else when the row last changed, newest first, then id. These make
-- its first page — the list's and a kanban column's — an index scan that stops after one
-- page at 10,000+ clients, as 0012's indexes did for updated_at. The expression is spelled
-- as the query spells it (coalesce(last_contacted_at, updated_at)) so the planner uses them.
CREATE INDEX clients_user_activity_id_idx
  ON clients (user_id, (coalesce(last_contacted_at, updated_at)) DESC, id DESC);
CREATE INDEX clients_user_status_activity_id_idx
  ON clients (user_id, status, (coalesce(last_contacted_at, updated_at)) DESC, id DESC);
-- The kanban no longer reads its columns by updated_at, so each write (and each row of an
-- import) keeps one index fewer up to date. (user_id, status) stays a prefix of the index
-- above; the exports' updated_at order keeps clients_user_updated_id_idx.
DROP INDEX clients_user_status_updated_id_idx;
