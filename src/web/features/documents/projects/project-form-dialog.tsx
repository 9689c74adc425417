// Creates or edits a project: name, description (with a counter), tags and status,
// checked with the server's schema before sending; the server's refusal (a plan limit,
// say) stays in the dialog.
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { toast } from 'sonner';
import { DOCUMENT_TAG_MAX, DOCUMENT_TAGS_MAX } from '@/core/document-schemas';
import type { ProjectView } from '@/core/project-schemas';
import {
  PROJECT_DESCRIPTION_MAX,
  PROJECT_NAME_MAX,
  PROJECT_STATUSES,
  type ProjectStatus,
  ZProjectCreate,
} from '@/core/project-schemas';
import { Button } from '@/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/ui/dialog';
import { Input } from '@/ui/input';
import { Label } from '@/ui/label';
import { Select } from '@/ui/select';
import { Textarea } from '@/ui/textarea';
import { CountedField } from '@/web/components/counted-field';
import { FormAlert } from '@/web/components/form-alert';
import { TagsInput } from '@/web/components/tags-input';
import { firstIssues } from '@/web/lib/first-issues';
import { refusalErrors } from '@/web/lib/form-errors';
import { useCreateProject, useUpdateProject } from './api/save-project';
import { STATUS_LABELS } from './project-status';

type Values = { name: string; description: string; tags: string[]; status: ProjectStatus };
type Errors = Partial<Record<keyof Values | 'form', string>>;

export function ProjectFormDialog({
  project,
  trigger,
}: {
  /** The project to edit; none to create one. */
  project?: ProjectView;
  trigger: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{project ? 'Edit project' : 'New project'}</DialogTitle>
          <DialogDescription>
            A project shares documents with the people you add to it.
          </DialogDescription>
        </DialogHeader>
        {open ? <ProjectForm project={project} onDone={() => setOpen(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function ProjectForm({ project, onDone }: { project?: ProjectView; onDone: () => void }) {
  const id = useId();
  const [values, setValues] = useState<Values>({
    name: project?.name ?? '',
    description: project?.description ?? '',
    tags: project?.tags ?? [],
    status: project?.status ?? 'active',
  });
  const [errors, setErrors] = useState<Errors>({});
  const create = useCreateProject();
  const update = useUpdateProject();
  const isPending = create.isPending || update.isPending;

  function change<K extends keyof Values>(field: K, value: Values[K]) {
    setValues((previous) => ({ ...previous, [field]: value }));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = ZProjectCreate.safeParse(values);
    if (!checked.success) {
      setErrors(firstIssues<keyof Values>(checked.error.issues));
      return;
    }
    setErrors({});
    const onError = (error: unknown) =>
      setErrors(refusalErrors(error, ['name', 'description', 'tags']));
    if (project) {
      update.mutate(
        { id: project.id, input: values },
        {
          onSuccess: () => {
            toast.success('Project saved');
            onDone();
          },
          onError,
        },
      );
    } else {
      create.mutate(values, {
        onSuccess: () => {
          toast.success('Project created');
          onDone();
        },
        onError,
      });
    }
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <fieldset disabled={isPending} className="grid min-w-0 gap-4">
        <CountedField
          id={`${id}-name`}
          label="Name"
          length={values.name.length}
          max={PROJECT_NAME_MAX}
          error={errors.name}
        >
          {(control) => (
            <Input
              {...control}
              value={values.name}
              placeholder="Acme rollout"
              onChange={(event) => change('name', event.target.value)}
            />
          )}
        </CountedField>
        <CountedField
          id={`${id}-description`}
          label="Description (optional)"
          length={values.description.length}
          max={PROJECT_DESCRIPTION_MAX}
          error={errors.description}
        >
          {(control) => (
            <Textarea
              {...control}
              rows={3}
              value={values.description}
              onChange={(event) => change('description', event.target.value)}
            />
          )}
        </CountedField>
        <TagsInput
          id={`${id}-tags`}
          tags={values.tags}
          error={errors.tags}
          onChange={(tags) => change('tags', tags)}
          maxLength={DOCUMENT_TAG_MAX}
          placeholder="e.g. q3"
          limit={DOCUMENT_TAGS_MAX}
        />
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-status`}>Status</Label>
          <Select
            id={`${id}-status`}
            value={values.status}
            onChange={(event) => change('status', event.target.value as ProjectStatus)}
          >
            {PROJECT_STATUSES.map((status) => (
              <option key={status} value={status}>
                {STATUS_LABELS[status]}
              </option>
            ))}
          </Select>
        </div>
        <FormAlert message={errors.form} fieldErrors={errors} />
        <DialogFooter>
          <Button type="submit">
            {isPending ? 'Saving…' : project ? 'Save project' : 'Create project'}
          </Button>
        </DialogFooter>
      </fieldset>
    </form>
  );
}
