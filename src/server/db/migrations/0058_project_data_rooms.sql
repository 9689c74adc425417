-- Decision 078: a data room is a project shared as one link with a tracking link's
-- controls (Papermark's data rooms). It is a row of document_tracking_links that names
-- a project instead of a document, so the gate, its cookie, its one-time codes, the
-- view mails and the views themselves work by link id for both; each view still names
-- the document that was read, so views are per document and per link.
ALTER TABLE document_tracking_links
  ALTER COLUMN document_id DROP NOT NULL,
  ADD COLUMN project_id uuid REFERENCES projects (id) ON DELETE CASCADE,
  ADD CONSTRAINT document_tracking_links_one_target CHECK ((document_id IS NULL) <> (project_id IS NULL));
CREATE INDEX document_tracking_links_project_idx ON document_tracking_links (project_id)
  WHERE project_id IS NOT NULL;

-- A view counts on its link when the link is the document's own, or a room link of a
-- project that holds the document (a forged pair still counts nothing).
CREATE OR REPLACE FUNCTION increment_document_view_count(p_tracking_link_id uuid, p_document_id uuid)
RETURNS boolean
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE document_tracking_links l
    SET view_count = view_count + 1
    WHERE l.id = p_tracking_link_id
      AND (l.document_id = p_document_id
        OR EXISTS (SELECT 1 FROM project_documents pd
                   WHERE pd.project_id = l.project_id AND pd.document_id = p_document_id));
  IF NOT FOUND THEN
    RETURN false;
  END IF;
  UPDATE documents SET view_count = view_count + 1 WHERE id = p_document_id;
  RETURN true;
END;
$$;
