import { ownerPortalEndpoints, type EndpointOutput } from '@pm/contracts';
import { ApiError, authHeaders } from '../../../api/client';
import { clearOwnerToken } from '../../../shared/owner-session';

export type UploadedPhoto = EndpointOutput<typeof ownerPortalEndpoints.uploadPhoto>;

/**
 * POST /api/owner/houses/:houseId/photos (multipart `file`, the owner's token) through XMLHttpRequest, the one browser
 * call that reports upload progress: `onProgress` gets 0-100. Rejects with an ApiError carrying the server's msg.
 */
export function uploadPhoto(houseId: number, file: File, onProgress: (percent: number) => void, signal?: AbortSignal): Promise<UploadedPhoto> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', ownerPortalEndpoints.uploadPhoto.path.replace(':houseId', String(houseId)));
    for (const [name, value] of Object.entries(authHeaders(ownerPortalEndpoints.uploadPhoto))) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onload = () => {
      let body: { code?: number; msg?: string; errorCode?: string; data?: UploadedPhoto } = {};
      try {
        body = JSON.parse(xhr.responseText) as typeof body;
      } catch {
        // an answer that is not the envelope (a proxy's 413 page): the status says it
      }
      if (xhr.status === 401) clearOwnerToken();
      if (xhr.status === 200 && body.code === 200 && body.data) resolve(body.data);
      else reject(new ApiError(body.code ?? xhr.status, body.msg ?? '', xhr.status, body.errorCode));
    };
    xhr.onerror = () => reject(new ApiError(0, '网络出现问题，请稍后再试！', 0, 'network'));
    xhr.onabort = () => reject(new ApiError(0, '', 0, 'aborted'));
    signal?.addEventListener('abort', () => xhr.abort());
    const form = new FormData();
    form.append('file', file);
    xhr.send(form);
  });
}
