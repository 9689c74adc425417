// One project in a side panel: its documents (open; add one of mine; remove) and its
// members (add by e-mail, change a role, remove, leave). Each control shows only to the
// roles the server allows it to: the owner manages everything, an editor the documents.
import { ExternalLink, Pencil, Trash2 } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { toast } from 'sonner';
import type { ProjectDetail, ProjectMemberView } from '@/core/project-schemas';
import { ZProjectMemberAdd } from '@/core/project-schemas';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { Input } from '@/ui/input';
import { Label } from '@/ui/label';
import { Select } from '@/ui/select';
import { SheetDescription, SheetHeader, SheetTitle } from '@/ui/sheet';
import { Skeleton } from '@/ui/skeleton';
import { ConfirmDialog } from '@/web/components/confirm-dialog';
import { DetailSheet } from '@/web/components/detail-sheet';
import { describedBy, FieldMessage } from '@/web/components/field-message';
import { Form, SubmitButton } from '@/web/components/form/form';
import { FormField } from '@/web/components/form/form-field';
import { FormRefusal } from '@/web/components/form/form-messages';
import { useScaleForm } from '@/web/components/form/use-scale-form';
import { LoadError } from '@/web/components/load-error';
import { errorMessage, workspaceUrl } from '@/web/lib/api';
import { useMe } from '@/web/lib/get-me';
import { DataRoomLinksSection } from '../tracking-links-section';
import { useMyDocuments, useProject } from './api/projects-query';
import {
  useAddProjectDocument,
  useAddProjectMember,
  useDeleteProject,
  useRemoveProjectDocument,
  useRemoveProjectMember,
  useUpdateProjectMember,
} from './api/save-project';
import { ProjectFormDialog } from './project-form-dialog';
import { ProjectStatusBadge, ROLE_LABELS } from './project-status';

export function ProjectDetailSheet({
  projectId,
  onClose,
}: {
  projectId: string | null;
  onClose: () => void;
}) {
  return (
    <DetailSheet id={projectId} onClose={onClose}>
      {(id) => <ProjectDetailBody projectId={id} onClose={onClose} />}
    </DetailSheet>
  );
}

function ProjectDetailBody({ projectId, onClose }: { projectId: string; onClose: () => void }) {
  const project = useProject(projectId);
  if (project.isPending) {
    return (
      <div className="grid gap-3" role="status" aria-label="Loading project">
        <SheetTitle className="sr-only">Project</SheetTitle>
        <Skeleton className="h-7 w-2/3" />
        <Skeleton className="h-24" />
        <Skeleton className="h-24" />
      </div>
    );
  }
  if (project.isError) {
    return (
      <div className="grid gap-3">
        <SheetTitle>Project</SheetTitle>
        <LoadError what="This project" error={project.error} onRetry={project.refetch} />
      </div>
    );
  }
  const detail = project.data;
  return (
    <>
      <SheetHeader>
        <SheetTitle className="break-words">{detail.name}</SheetTitle>
        <SheetDescription className="flex flex-wrap items-center gap-2">
          <ProjectStatusBadge status={detail.status} />
          <span>
            You are {detail.role === 'owner' ? 'the owner' : `a ${detail.role}`}
            {detail.role !== 'owner' && detail.ownerName ? ` · owned by ${detail.ownerName}` : ''}
          </span>
        </SheetDescription>
      </SheetHeader>
      {detail.description ? (
        <p className="text-sm whitespace-pre-line break-words">{detail.description}</p>
      ) : null}
      {detail.tags.length > 0 ? (
        <ul className="flex flex-wrap gap-1" aria-label="Tags">
          {detail.tags.map((tag) => (
            <li key={tag}>
              <Badge variant="secondary">{tag}</Badge>
            </li>
          ))}
        </ul>
      ) : null}
      {detail.role === 'owner' ? <OwnerActions project={detail} onDeleted={onClose} /> : null}
      <ProjectDocuments project={detail} />
      {/* The owner alone shares the project as a data room (decision 078). */}
      {detail.role === 'owner' ? <DataRoomLinksSection projectId={detail.id} /> : null}
      <ProjectMembers project={detail} onLeft={onClose} />
    </>
  );
}

function OwnerActions({ project, onDeleted }: { project: ProjectDetail; onDeleted: () => void }) {
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteProject();
  return (
    <div className="flex flex-wrap gap-2">
      <ProjectFormDialog
        project={project}
        trigger={
          <Button type="button" variant="outline" size="sm">
            <Pencil aria-hidden="true" /> Edit project
          </Button>
        }
      />
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        trigger={
          <Button type="button" variant="outline" size="sm">
            <Trash2 aria-hidden="true" /> Delete project
          </Button>
        }
        title={`Delete ${project.name}?`}
        description="Its members lose access to its documents. The documents themselves stay with their owners."
        error={remove.error ? errorMessage(remove.error) : null}
        confirmLabel="Delete project"
        pendingLabel="Deleting…"
        isPending={remove.isPending}
        onConfirm={() =>
          remove.mutate(project.id, {
            onSuccess: () => {
              toast.success('Project deleted');
              setConfirming(false);
              onDeleted();
            },
          })
        }
      />
    </div>
  );
}

function formatLimit(used: number, limit: number, noun: string) {
  return limit === -1 ? `${used} ${noun}` : `${used} of ${limit} ${noun}`;
}

function ProjectDocuments({ project }: { project: ProjectDetail }) {
  const id = useId();
  const canEdit = project.role === 'owner' || project.role === 'editor';
  const mine = useMyDocuments(canEdit);
  const add = useAddProjectDocument(project.id);
  const remove = useRemoveProjectDocument(project.id);
  const [choice, setChoice] = useState('');
  const inProject = new Set(project.documents.map((document) => document.id));
  const choices = (mine.data ?? []).filter((document) => !inProject.has(document.id));

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!choice) return;
    add.mutate(choice, {
      onSuccess: () => {
        toast.success('Document added to the project');
        setChoice('');
      },
      onError: (error) => toast.error(errorMessage(error)),
    });
  }

  return (
    <section aria-labelledby={`${id}-heading`} className="grid gap-3">
      <div className="flex items-baseline justify-between gap-2">
        <h3 id={`${id}-heading`} className="font-semibold">
          Documents
        </h3>
        <span className="text-xs text-muted-foreground">
          {formatLimit(
            project.documents.length,
            project.limits.documentsPerProject,
            'documents per project',
          )}
        </span>
      </div>
      {project.documents.length === 0 ? (
        <p className="text-sm text-muted-foreground">No documents in this project yet.</p>
      ) : (
        <ul className="grid gap-2" aria-label="Project documents">
          {project.documents.map((document) => (
            <li
              key={document.id}
              className="flex items-center justify-between gap-2 rounded-lg border border-border p-3"
            >
              <div className="min-w-0">
                <a
                  href={workspaceUrl(document.fileUrl)}
                  target="_blank"
                  rel="noreferrer"
                  className="inline-flex max-w-full items-center gap-1 font-medium break-words text-brand-800 underline-offset-4 hover:underline"
                >
                  <span className="truncate">{document.title}</span>
                  <ExternalLink className="size-3.5 shrink-0" aria-hidden="true" />
                  <span className="sr-only">(opens in a new tab)</span>
                </a>
                <p className="text-xs text-muted-foreground">
                  {document.type.toUpperCase()}
                  {document.isOwn
                    ? ' · yours'
                    : document.ownerName
                      ? ` · ${document.ownerName}`
                      : ''}
                </p>
              </div>
              {canEdit ? (
                <Button
                  type="button"
                  size="sm"
                  variant="ghost"
                  aria-label={`Remove ${document.title} from the project`}
                  disabled={remove.isPending}
                  onClick={() =>
                    remove.mutate(document.id, {
                      onSuccess: () => toast.success('Document removed from the project'),
                      onError: (error) => toast.error(errorMessage(error)),
                    })
                  }
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {canEdit ? (
        mine.isError ? (
          <LoadError what="Your documents" error={mine.error} onRetry={mine.refetch} />
        ) : (
          <form onSubmit={submit} className="flex flex-col gap-2 sm:flex-row sm:items-end">
            <div className="grid min-w-0 flex-1 gap-1.5">
              <Label htmlFor={`${id}-document`}>Add one of my documents</Label>
              <Select
                id={`${id}-document`}
                value={choice}
                disabled={mine.isPending || choices.length === 0}
                onChange={(event) => setChoice(event.target.value)}
              >
                <option value="">
                  {mine.isPending
                    ? 'Loading documents…'
                    : choices.length === 0
                      ? 'No other documents to add'
                      : 'Choose a document'}
                </option>
                {choices.map((document) => (
                  <option key={document.id} value={document.id}>
                    {document.title}
                  </option>
                ))}
              </Select>
            </div>
            <Button type="submit" disabled={!choice || add.isPending}>
              {add.isPending ? 'Adding…' : 'Add document'}
            </Button>
          </form>
        )
      ) : null}
    </section>
  );
}

function ProjectMembers({ project, onLeft }: { project: ProjectDetail; onLeft: () => void }) {
  const id = useId();
  const me = useMe();
  const myId = me.data?.user.id;
  const isOwner = project.role === 'owner';
  const others = project.members.filter((member) => member.role !== 'owner').length;
  return (
    <section aria-labelledby={`${id}-heading`} className="grid gap-3">
      <div className="flex items-baseline justify-between gap-2">
        <h3 id={`${id}-heading`} className="font-semibold">
          Members
        </h3>
        <span className="text-xs text-muted-foreground">
          {formatLimit(others, project.limits.membersPerProject, 'members per project')}
        </span>
      </div>
      <ul className="grid gap-2" aria-label="Project members">
        {project.members.map((member) => (
          <MemberRow
            key={member.id}
            projectId={project.id}
            member={member}
            isOwner={isOwner}
            isMe={member.userId === myId}
            onLeft={onLeft}
          />
        ))}
      </ul>
      {isOwner ? <AddMemberForm projectId={project.id} /> : null}
    </section>
  );
}

function MemberRow({
  projectId,
  member,
  isOwner,
  isMe,
  onLeft,
}: {
  projectId: string;
  member: ProjectMemberView;
  isOwner: boolean;
  isMe: boolean;
  onLeft: () => void;
}) {
  const update = useUpdateProjectMember(projectId);
  const remove = useRemoveProjectMember(projectId);
  const [confirming, setConfirming] = useState(false);
  const name = member.displayName ?? member.email;
  const canRemove = member.role !== 'owner' && (isOwner || isMe);
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-border p-3">
      <div className="min-w-0">
        <p className="truncate font-medium">
          {name}
          {isMe ? ' (you)' : ''}
        </p>
        {member.displayName ? (
          <p className="truncate text-xs text-muted-foreground">{member.email}</p>
        ) : null}
      </div>
      <div className="flex items-center gap-2">
        {isOwner && member.role !== 'owner' ? (
          <Select
            aria-label={`Role of ${name}`}
            value={member.role}
            disabled={update.isPending}
            className="w-28"
            onChange={(event) =>
              update.mutate(
                { memberId: member.id, role: event.target.value as 'editor' | 'viewer' },
                {
                  onSuccess: () => toast.success('Role changed'),
                  onError: (error) => toast.error(errorMessage(error)),
                },
              )
            }
          >
            <option value="editor">{ROLE_LABELS.editor}</option>
            <option value="viewer">{ROLE_LABELS.viewer}</option>
          </Select>
        ) : (
          <Badge variant="secondary">{ROLE_LABELS[member.role]}</Badge>
        )}
        {canRemove ? (
          <ConfirmDialog
            open={confirming}
            onOpenChange={setConfirming}
            trigger={
              <Button
                type="button"
                size="sm"
                variant="outline"
                aria-label={isMe ? 'Leave the project' : `Remove ${name}`}
              >
                {isMe ? 'Leave' : 'Remove'}
              </Button>
            }
            title={isMe ? 'Leave this project?' : `Remove ${name}?`}
            description={
              isMe
                ? 'You will no longer see its documents, and documents you added leave with you.'
                : 'They will no longer see its documents, and documents they added leave with them.'
            }
            error={remove.error ? errorMessage(remove.error) : null}
            confirmLabel={isMe ? 'Leave project' : 'Remove member'}
            pendingLabel={isMe ? 'Leaving…' : 'Removing…'}
            isPending={remove.isPending}
            onConfirm={() =>
              remove.mutate(member.id, {
                onSuccess: () => {
                  setConfirming(false);
                  toast.success(isMe ? 'You left the project' : 'Member removed');
                  if (isMe) onLeft();
                },
              })
            }
          />
        ) : null}
      </div>
    </li>
  );
}

function AddMemberForm({ projectId }: { projectId: string }) {
  const add = useAddProjectMember(projectId);
  const form = useScaleForm({
    defaultValues: { email: '', role: 'viewer' as 'editor' | 'viewer' },
    schema: ZProjectMemberAdd,
    onSubmit: async (checked) => {
      // Every refusal (no such account, the owner) is about the address.
      await add.mutateAsync(checked).catch((failure: unknown) => {
        throw new FormRefusal(errorMessage(failure), 'email');
      });
      toast.success('Member added');
      form.resetField('email');
    },
  });
  const emailId = form.fieldId('email');
  const emailError = form.fieldErrors.email;

  return (
    <Form form={form} className="grid gap-2">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="grid min-w-0 flex-1 gap-1.5">
          <Label htmlFor={emailId}>Add a member by e-mail</Label>
          <Input
            id={emailId}
            type="email"
            autoComplete="off"
            placeholder="name@example.com"
            {...form.register('email')}
            {...describedBy(emailId, emailError)}
          />
        </div>
        <FormField name="role" label="Role">
          {(control) => (
            <Select {...control} className="sm:w-32">
              <option value="viewer">{ROLE_LABELS.viewer}</option>
              <option value="editor">{ROLE_LABELS.editor}</option>
            </Select>
          )}
        </FormField>
        <SubmitButton busyLabel="Adding…">Add member</SubmitButton>
      </div>
      {/* Under the row, so the fields and the button stay in line. */}
      <FieldMessage id={`${emailId}-error`} message={emailError} />
    </Form>
  );
}
