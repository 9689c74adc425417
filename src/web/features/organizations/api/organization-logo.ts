// POST and DELETE /api/v1/organizations/:id/logo (multipart, field "file", as the avatar).
import { useMutation } from '@tanstack/react-query';
import type { OrganizationDetail } from '@/core/organizations';
import { apiFetch } from '@/web/lib/api';
import { useStoreOrganization } from './update-organization';

const logoPath = (organizationId: string) =>
  `/organizations/${encodeURIComponent(organizationId)}/logo`;

export function uploadOrganizationLogo({
  organizationId,
  file,
}: {
  organizationId: string;
  file: File;
}): Promise<OrganizationDetail> {
  const body = new FormData();
  body.set('file', file);
  return apiFetch<OrganizationDetail>(logoPath(organizationId), { method: 'POST', body });
}

export function removeOrganizationLogo(organizationId: string): Promise<OrganizationDetail> {
  return apiFetch<OrganizationDetail>(logoPath(organizationId), { method: 'DELETE' });
}

export function useUploadOrganizationLogo() {
  const store = useStoreOrganization();
  return useMutation({ mutationFn: uploadOrganizationLogo, onSuccess: store });
}

export function useRemoveOrganizationLogo() {
  const store = useStoreOrganization();
  return useMutation({ mutationFn: removeOrganizationLogo, onSuccess: store });
}
