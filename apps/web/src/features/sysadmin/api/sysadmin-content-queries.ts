import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createPicture,
  createRelease,
  createSiteSection,
  deletePicture,
  deleteRelease,
  deleteSiteSection,
  listFileRules,
  listPictures,
  listReleases,
  listSitePages,
  publishRelease,
  replacePicture,
  resetFileRule,
  saveFileRule,
  updateRelease,
  updateSitePage,
  updateSiteSection,
  type CreatePictureInput,
  type ReleaseInput,
  type ReplacePictureInput,
  type SaveFileRuleInput,
  type SectionInput,
  type UpdateReleaseInput,
  type UpdateSectionInput,
  type UpdateSitePageInput,
} from '@pm/contracts';
import { api, type ApiError } from '../../../api/client';

export const contentKeys = {
  pictures: ['sysadmin', 'pictures'] as const,
  releases: ['sysadmin', 'releases'] as const,
  fileRules: ['sysadmin', 'file-rules'] as const,
  sitePages: ['sysadmin', 'site-pages'] as const,
};

/** A mutation that reloads one list afterwards (and the site settings the pictures change). */
function useWrite<I, O>(key: readonly string[], call: (input: I) => Promise<O>, alsoSite = false) {
  const client = useQueryClient();
  return useMutation<O, ApiError, I>({
    mutationFn: call,
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: key });
      if (alsoSite) await client.invalidateQueries({ queryKey: ['site'] });
    },
  });
}

export const usePictures = () => useQuery({ queryKey: contentKeys.pictures, queryFn: ({ signal }) => api(listPictures, {}, signal) });
export const useCreatePicture = () => useWrite(contentKeys.pictures, (input: CreatePictureInput) => api(createPicture, input), true);
export const useReplacePicture = () => useWrite(contentKeys.pictures, (input: ReplacePictureInput) => api(replacePicture, input), true);
export const useDeletePicture = () => useWrite(contentKeys.pictures, (id: number) => api(deletePicture, { id }), true);

export const useReleases = () => useQuery({ queryKey: contentKeys.releases, queryFn: ({ signal }) => api(listReleases, {}, signal) });
export const useCreateRelease = () => useWrite(contentKeys.releases, (input: ReleaseInput) => api(createRelease, input));
export const useUpdateRelease = () => useWrite(contentKeys.releases, (input: UpdateReleaseInput) => api(updateRelease, input));
export const usePublishRelease = () => useWrite(contentKeys.releases, (id: number) => api(publishRelease, { id }));
export const useDeleteRelease = () => useWrite(contentKeys.releases, (id: number) => api(deleteRelease, { id }));

export const useFileRules = () => useQuery({ queryKey: contentKeys.fileRules, queryFn: ({ signal }) => api(listFileRules, {}, signal) });
export const useSaveFileRule = () => useWrite(contentKeys.fileRules, (input: SaveFileRuleInput) => api(saveFileRule, input));
export const useResetFileRule = () => useWrite(contentKeys.fileRules, (category: number) => api(resetFileRule, { category }));

export const useSitePages = () => useQuery({ queryKey: contentKeys.sitePages, queryFn: ({ signal }) => api(listSitePages, {}, signal) });
export const useUpdateSitePage = () => useWrite(contentKeys.sitePages, (input: UpdateSitePageInput) => api(updateSitePage, input));
export const useCreateSection = () => useWrite(contentKeys.sitePages, (input: SectionInput) => api(createSiteSection, input));
export const useUpdateSection = () => useWrite(contentKeys.sitePages, (input: UpdateSectionInput) => api(updateSiteSection, input));
export const useDeleteSection = () => useWrite(contentKeys.sitePages, (id: number) => api(deleteSiteSection, { id }));
