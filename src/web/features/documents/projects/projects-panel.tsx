// The documents tab's "Projects" section: the projects I own or belong to (name, status,
// tags, counts, my role), creating one within the plan's limit, and a project's detail.
import { FileText, Plus, Users } from 'lucide-react';
import { useState } from 'react';
import type { ProjectView } from '@/core/project-schemas';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { Skeleton } from '@/ui/skeleton';
import { LoadError } from '@/web/components/load-error';
import { PlanUsageLine } from '@/web/components/plan-usage-line';
import { isPlanFull, useUsage } from '@/web/lib/usage-query';
import { useDocumentAccess } from '../document-access';
import { useProjects } from './api/projects-query';
import { ProjectDetailSheet } from './project-detail-sheet';
import { ProjectFormDialog } from './project-form-dialog';
import { ProjectStatusBadge, ROLE_LABELS } from './project-status';

export function ProjectsPanel() {
  const projects = useProjects();
  const usage = useUsage();
  // New projects only where the caller may edit documents (issue 18).
  const { canEdit } = useDocumentAccess();
  const [openId, setOpenId] = useState<string | null>(null);

  if (projects.isPending) {
    return (
      <div className="grid gap-3 sm:grid-cols-2" role="status" aria-label="Loading projects">
        <Skeleton className="h-28 rounded-xl" />
        <Skeleton className="h-28 rounded-xl" />
      </div>
    );
  }
  if (projects.isError) {
    return <LoadError what="Your projects" error={projects.error} onRetry={projects.refetch} />;
  }

  const isFull = isPlanFull(usage.data, 'projects');

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <PlanUsageLine resource="projects" />
        {canEdit ? (
          <ProjectFormDialog
            trigger={
              <Button type="button" disabled={isFull}>
                <Plus aria-hidden="true" /> New project
              </Button>
            }
          />
        ) : null}
      </div>
      {projects.data.length === 0 ? (
        <div className="rounded-lg border border-dashed border-border px-4 py-8 text-center">
          <p className="font-medium">No projects yet</p>
          <p className="mt-1 text-sm text-muted-foreground">
            Group documents in a project and add the people who should see them.
          </p>
        </div>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2" aria-label="Projects">
          {projects.data.map((project) => (
            <ProjectItem key={project.id} project={project} onOpen={() => setOpenId(project.id)} />
          ))}
        </ul>
      )}
      <ProjectDetailSheet projectId={openId} onClose={() => setOpenId(null)} />
    </div>
  );
}

function ProjectItem({ project, onOpen }: { project: ProjectView; onOpen: () => void }) {
  return (
    <li className="min-w-0 rounded-xl border border-border bg-card p-4 shadow-sm">
      <div className="flex items-start justify-between gap-2">
        <button
          type="button"
          className="min-w-0 text-left font-semibold break-words text-brand-800 underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          onClick={onOpen}
        >
          {project.name}
        </button>
        <ProjectStatusBadge status={project.status} />
      </div>
      {project.description ? (
        <p className="mt-1 line-clamp-2 text-sm text-muted-foreground">{project.description}</p>
      ) : null}
      {project.tags.length > 0 ? (
        <ul className="mt-2 flex flex-wrap gap-1" aria-label="Tags">
          {project.tags.map((tag) => (
            <li key={tag}>
              <Badge variant="secondary">{tag}</Badge>
            </li>
          ))}
        </ul>
      ) : null}
      <p className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-muted-foreground">
        <span className="inline-flex items-center gap-1">
          <FileText className="size-3.5" aria-hidden="true" />
          {project.documentCount} {project.documentCount === 1 ? 'document' : 'documents'}
        </span>
        <span className="inline-flex items-center gap-1">
          <Users className="size-3.5" aria-hidden="true" />
          {project.memberCount} {project.memberCount === 1 ? 'member' : 'members'}
        </span>
        <span>
          {ROLE_LABELS[project.role]}
          {project.role !== 'owner' && project.ownerName ? ` · owned by ${project.ownerName}` : ''}
        </span>
      </p>
    </li>
  );
}
