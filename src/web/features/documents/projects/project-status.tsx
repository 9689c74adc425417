// A project's status as words and as a badge.
import type { ProjectRole, ProjectStatus } from '@/core/project-schemas';
import { Badge } from '@/ui/badge';

export const STATUS_LABELS: Readonly<Record<ProjectStatus, string>> = {
  active: 'Active',
  completed: 'Completed',
  archived: 'Archived',
};

export const ROLE_LABELS: Readonly<Record<ProjectRole, string>> = {
  owner: 'Owner',
  editor: 'Editor',
  viewer: 'Viewer',
};

const STATUS_VARIANTS = {
  active: 'success',
  completed: 'default',
  archived: 'secondary',
} as const;

export function ProjectStatusBadge({ status }: { status: ProjectStatus }) {
  return <Badge variant={STATUS_VARIANTS[status]}>{STATUS_LABELS[status]}</Badge>;
}
