// POST and DELETE /api/v1/organizations/:id/logo (multipart, field "file", as the avatar).
import { useMutation } from '@tanstack/react-query';
import type { OrganizationDetail } from '@/core/organizations';
import { answer, api, fileUpload } from '@/web/lib/api-client';
import { useStoreOrganization } from './update-organization';

export function uploadOrganizationLogo({
  organizationId,
  file,
}: {
  organizationId: string;
  file: File;
}): Promise<OrganizationDetail> {
  return answer(
    api.POST('/api/v1/organizations/{orgId}/logo', {
      params: { path: { orgId: organizationId } },
      ...fileUpload(file),
    }),
  );
}

export function removeOrganizationLogo(organizationId: string): Promise<OrganizationDetail> {
  return answer(
    api.DELETE('/api/v1/organizations/{orgId}/logo', {
      params: { path: { orgId: organizationId } },
    }),
  );
}

export function useUploadOrganizationLogo() {
  const store = useStoreOrganization();
  return useMutation({ mutationFn: uploadOrganizationLogo, onSuccess: store });
}

export function useRemoveOrganizationLogo() {
  const store = useStoreOrganization();
  return useMutation({ mutationFn: removeOrganizationLogo, onSuccess: store });
}
