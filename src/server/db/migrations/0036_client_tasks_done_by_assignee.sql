-- Issue 20, decision 047: the Tasks view's Done group of one member ("mine") — its page,
-- newest first, and its count — read off an index of that member's done tasks rather than
-- every done task of the workspace filtered by assignee.
CREATE INDEX client_tasks_assignee_done_idx ON client_tasks (workspace_id, assignee_id, done_at DESC)
  WHERE done_at IS NOT NULL;
