-- A document's analytics from kept sums (issue 25, decision 093). GET
-- /documents/:id/analytics counted, summed and took apart (jsonb_each) every view of the
-- document on each request: at a million views of one document, seconds. Its figures are
-- all-time and a viewer hash is the same on every visit, so daily rollups would not give
-- unique viewers; these tables keep each figure's parts as the views are written, and
-- statement triggers on document_views apply every insert, update and delete as a change
-- of them. The analytics read a few rows per link and page.

-- Per document and link (a room link's views are per document too): visits, seconds, and
-- the distinct viewers of that pair.
CREATE TABLE document_view_sums (
  document_id uuid NOT NULL REFERENCES documents (id) ON DELETE CASCADE,
  tracking_link_id uuid NOT NULL REFERENCES document_tracking_links (id) ON DELETE CASCADE,
  views integer NOT NULL DEFAULT 0,
  total_seconds bigint NOT NULL DEFAULT 0,
  unique_viewers integer NOT NULL DEFAULT 0,
  PRIMARY KEY (document_id, tracking_link_id)
);
CREATE INDEX document_view_sums_link_idx ON document_view_sums (tracking_link_id);

-- Per document, link and page: seconds read (as the beacons send them, fractions kept) and
-- the visits that spent any time on it.
CREATE TABLE document_view_page_sums (
  document_id uuid NOT NULL,
  tracking_link_id uuid NOT NULL,
  page integer NOT NULL,
  seconds numeric NOT NULL DEFAULT 0,
  views integer NOT NULL DEFAULT 0,
  PRIMARY KEY (document_id, tracking_link_id, page),
  FOREIGN KEY (document_id, tracking_link_id)
    REFERENCES document_view_sums (document_id, tracking_link_id) ON DELETE CASCADE
);

-- The viewers behind the unique counts, with their visits: a viewer stops counting when
-- their last visit goes. Per pair, and per document across its links.
CREATE TABLE document_pair_viewers (
  document_id uuid NOT NULL,
  tracking_link_id uuid NOT NULL,
  viewer_hash text NOT NULL,
  visits integer NOT NULL,
  PRIMARY KEY (document_id, tracking_link_id, viewer_hash),
  FOREIGN KEY (document_id, tracking_link_id)
    REFERENCES document_view_sums (document_id, tracking_link_id) ON DELETE CASCADE
);
CREATE TABLE document_viewers (
  document_id uuid NOT NULL REFERENCES documents (id) ON DELETE CASCADE,
  viewer_hash text NOT NULL,
  visits integer NOT NULL,
  PRIMARY KEY (document_id, viewer_hash)
);
-- The document's distinct viewers across its links (not a column of documents: a view
-- is not an edit of the document).
CREATE TABLE document_view_totals (
  document_id uuid PRIMARY KEY REFERENCES documents (id) ON DELETE CASCADE,
  unique_viewers integer NOT NULL DEFAULT 0
);

-- The rows of a change of views: {document, link, hash, sign (+1 a view added, -1 one
-- taken away), seconds, pages (its page_seconds)}, of documents that still exist and, with
-- `of_links`, of links that still exist too: a deleted document's or link's cascade
-- deletes its views and its sums alike, while the document's viewers across links stay
-- to be counted down when one link goes.
CREATE FUNCTION document_view_change(deltas jsonb, of_links boolean)
RETURNS TABLE (document_id uuid, tracking_link_id uuid, viewer_hash text, sign integer,
  seconds integer, pages jsonb)
LANGUAGE sql STABLE AS $$
  SELECT d.document, d.link, d.hash, d.sign, d.seconds, d.pages
  FROM jsonb_to_recordset(deltas) AS d(document uuid, link uuid, hash text, sign integer,
    seconds integer, pages jsonb)
  WHERE EXISTS (SELECT 1 FROM documents x WHERE x.id = d.document)
    AND (NOT of_links OR EXISTS (SELECT 1 FROM document_tracking_links l WHERE l.id = d.link))
$$;

CREATE FUNCTION document_view_sums_apply(deltas jsonb) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  -- Visits and seconds per pair (first: the other tables' rows hang from these).
  INSERT INTO document_view_sums AS t (document_id, tracking_link_id, views, total_seconds)
  SELECT c.document_id, c.tracking_link_id, sum(c.sign), sum(c.sign * c.seconds)
  FROM document_view_change(deltas, true) c GROUP BY 1, 2
  ON CONFLICT (document_id, tracking_link_id) DO UPDATE
    SET views = t.views + excluded.views, total_seconds = t.total_seconds + excluded.total_seconds;

  -- The pair's viewers: one counts from their first visit until their last one goes.
  WITH changed AS (
    SELECT c.document_id, c.tracking_link_id, c.viewer_hash, sum(c.sign)::int AS visits
    FROM document_view_change(deltas, true) c GROUP BY 1, 2, 3 HAVING sum(c.sign) <> 0
  ), kept AS (
    INSERT INTO document_pair_viewers AS t (document_id, tracking_link_id, viewer_hash, visits)
    SELECT * FROM changed
    ON CONFLICT (document_id, tracking_link_id, viewer_hash) DO UPDATE
      SET visits = t.visits + excluded.visits
    RETURNING t.document_id, t.tracking_link_id, t.visits, (t.xmax = 0) AS fresh
  )
  UPDATE document_view_sums s SET unique_viewers = s.unique_viewers + k.viewers
  FROM (
    SELECT kept.document_id, kept.tracking_link_id,
      count(*) FILTER (WHERE fresh AND visits > 0) - count(*) FILTER (WHERE NOT fresh AND visits <= 0) AS viewers
    FROM kept GROUP BY 1, 2
  ) k
  WHERE s.document_id = k.document_id AND s.tracking_link_id = k.tracking_link_id AND k.viewers <> 0;
  DELETE FROM document_pair_viewers v
  USING (SELECT DISTINCT c.document_id, c.tracking_link_id, c.viewer_hash FROM document_view_change(deltas, true) c) c
  WHERE v.document_id = c.document_id AND v.tracking_link_id = c.tracking_link_id
    AND v.viewer_hash = c.viewer_hash AND v.visits <= 0;

  -- The document's viewers across its links, the same way.
  WITH changed AS (
    SELECT c.document_id, c.viewer_hash, sum(c.sign)::int AS visits
    FROM document_view_change(deltas, false) c GROUP BY 1, 2 HAVING sum(c.sign) <> 0
  ), kept AS (
    INSERT INTO document_viewers AS t (document_id, viewer_hash, visits)
    SELECT * FROM changed
    ON CONFLICT (document_id, viewer_hash) DO UPDATE SET visits = t.visits + excluded.visits
    RETURNING t.document_id, t.visits, (t.xmax = 0) AS fresh
  )
  INSERT INTO document_view_totals AS t (document_id, unique_viewers)
  SELECT kept.document_id,
    count(*) FILTER (WHERE fresh AND visits > 0) - count(*) FILTER (WHERE NOT fresh AND visits <= 0)
  FROM kept GROUP BY 1
  ON CONFLICT (document_id) DO UPDATE SET unique_viewers = t.unique_viewers + excluded.unique_viewers;
  DELETE FROM document_viewers v
  USING (SELECT DISTINCT c.document_id, c.viewer_hash FROM document_view_change(deltas, false) c) c
  WHERE v.document_id = c.document_id AND v.viewer_hash = c.viewer_hash AND v.visits <= 0;

  -- Seconds and visits per page (a page a visit spent no time on counts no visit).
  INSERT INTO document_view_page_sums AS t (document_id, tracking_link_id, page, seconds, views)
  SELECT c.document_id, c.tracking_link_id, p.key::int,
    sum(c.sign * p.value::numeric), sum(c.sign * (p.value::numeric > 0)::int)
  FROM document_view_change(deltas, true) c, jsonb_each_text(c.pages) p
  GROUP BY 1, 2, 3
  ON CONFLICT (document_id, tracking_link_id, page) DO UPDATE
    SET seconds = t.seconds + excluded.seconds, views = t.views + excluded.views;
END;
$$;

-- Each statement's views as one change: inserted ones added, deleted ones taken away, and
-- an updated one (a later beacon of the visit) taken away as it was and added as it is,
-- when anything counted here changed.
CREATE FUNCTION document_view_sums_on_insert() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM document_view_sums_apply(jsonb_agg(jsonb_build_object('document', n.document_id,
    'link', n.tracking_link_id, 'hash', n.viewer_hash, 'sign', 1, 'seconds', n.time_spent,
    'pages', n.page_seconds)))
  FROM new_rows n HAVING count(*) > 0;
  RETURN NULL;
END;
$$;
CREATE FUNCTION document_view_sums_on_delete() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM document_view_sums_apply(jsonb_agg(jsonb_build_object('document', o.document_id,
    'link', o.tracking_link_id, 'hash', o.viewer_hash, 'sign', -1, 'seconds', o.time_spent,
    'pages', o.page_seconds)))
  FROM old_rows o HAVING count(*) > 0;
  RETURN NULL;
END;
$$;
CREATE FUNCTION document_view_sums_on_update() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM document_view_sums_apply(jsonb_agg(change))
  FROM (
    SELECT x.change FROM old_rows o JOIN new_rows n ON n.id = o.id,
      LATERAL (VALUES
        (jsonb_build_object('document', o.document_id, 'link', o.tracking_link_id,
          'hash', o.viewer_hash, 'sign', -1, 'seconds', o.time_spent, 'pages', o.page_seconds)),
        (jsonb_build_object('document', n.document_id, 'link', n.tracking_link_id,
          'hash', n.viewer_hash, 'sign', 1, 'seconds', n.time_spent, 'pages', n.page_seconds))
      ) x(change)
    WHERE (o.document_id, o.tracking_link_id, o.viewer_hash, o.time_spent, o.page_seconds)
      IS DISTINCT FROM (n.document_id, n.tracking_link_id, n.viewer_hash, n.time_spent, n.page_seconds)
  ) c
  HAVING count(*) > 0;
  RETURN NULL;
END;
$$;
CREATE TRIGGER document_views_sums_insert AFTER INSERT ON document_views
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION document_view_sums_on_insert();
CREATE TRIGGER document_views_sums_delete AFTER DELETE ON document_views
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION document_view_sums_on_delete();
CREATE TRIGGER document_views_sums_update AFTER UPDATE ON document_views
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION document_view_sums_on_update();

-- The views written before this migration, as one change.
SELECT document_view_sums_apply(coalesce(jsonb_agg(jsonb_build_object('document', v.document_id,
  'link', v.tracking_link_id, 'hash', v.viewer_hash, 'sign', 1, 'seconds', v.time_spent,
  'pages', v.page_seconds)), '[]'::jsonb))
FROM document_views v;
