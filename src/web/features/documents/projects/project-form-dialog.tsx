// Creates or edits a project: name, description (with a counter), tags and status,
// checked with the server's schema before sending (the shared form scaffold); the
// server's refusal (a plan limit, say) stays in the dialog.
import { type ReactNode, useState } from 'react';
import { toast } from 'sonner';
import { DOCUMENT_TAG_MAX, DOCUMENT_TAGS_MAX } from '@/core/document-schemas';
import {
  PROJECT_DESCRIPTION_MAX,
  PROJECT_NAME_MAX,
  PROJECT_STATUSES,
  type ProjectView,
  ZProjectCreate,
} from '@/core/project-schemas';
import { Input } from '@/ui/input';
import { Textarea } from '@/ui/textarea';
import { Form, FormActions, FormError, FormFields } from '@/web/components/form/form';
import { FormDialog } from '@/web/components/form/form-dialog';
import { FormField, FormSelect, FormValue } from '@/web/components/form/form-field';
import { useScaleForm } from '@/web/components/form/use-scale-form';
import { TagsInput } from '@/web/components/tags-input';
import { useCreateProject, useUpdateProject } from './api/save-project';
import { STATUS_LABELS } from './project-status';

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
    <FormDialog
      open={open}
      onOpenChange={setOpen}
      trigger={trigger}
      title={project ? 'Edit project' : 'New project'}
      description="A project shares documents with the people you add to it."
    >
      <ProjectForm project={project} onDone={() => setOpen(false)} />
    </FormDialog>
  );
}

function ProjectForm({ project, onDone }: { project?: ProjectView; onDone: () => void }) {
  const create = useCreateProject();
  const update = useUpdateProject();
  const form = useScaleForm({
    defaultValues: {
      name: project?.name ?? '',
      description: project?.description ?? '',
      tags: project?.tags ?? [],
      status: project?.status ?? 'active',
    },
    schema: ZProjectCreate,
    onSubmit: async (_checked, values) => {
      if (project) await update.mutateAsync({ id: project.id, input: values });
      else await create.mutateAsync(values);
      toast.success(project ? 'Project saved' : 'Project created');
      onDone();
    },
  });

  return (
    <Form form={form} className="grid gap-4">
      <FormFields>
        <FormField name="name" label="Name" max={PROJECT_NAME_MAX}>
          {(control) => <Input {...control} placeholder="Acme rollout" />}
        </FormField>
        <FormField name="description" label="Description (optional)" max={PROJECT_DESCRIPTION_MAX}>
          {(control) => <Textarea {...control} rows={3} />}
        </FormField>
        <FormValue<string[]> name="tags">
          {(tags, onChange) => (
            <TagsInput
              id={form.fieldId('tags')}
              tags={tags}
              error={form.fieldErrors.tags}
              onChange={onChange}
              maxLength={DOCUMENT_TAG_MAX}
              placeholder="e.g. q3"
              limit={DOCUMENT_TAGS_MAX}
            />
          )}
        </FormValue>
        <FormSelect
          name="status"
          label="Status"
          options={PROJECT_STATUSES}
          labels={STATUS_LABELS}
        />
        <FormError />
        <FormActions submitLabel={project ? 'Save project' : 'Create project'} />
      </FormFields>
    </Form>
  );
}
