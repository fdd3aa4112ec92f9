import { workflowEndpoints as e, type DocKind } from '@pm/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { officeKeys } from './keys';
import { useOfficeMutation } from './office-mutation';

/** 流程模板 of the company (inactive ones too: the screen can enable them again). */
export function useTemplates(kind: DocKind | undefined) {
  return useQuery({
    queryKey: officeKeys.templates(kind),
    queryFn: ({ signal }) => api(e.listDefines, { ...(kind ? { kind } : {}), includeInactive: true }, signal),
  });
}
export const useSaveTemplate = () => useOfficeMutation(e.saveDefine);
export const useTemplateState = () => useOfficeMutation(e.defineState);
