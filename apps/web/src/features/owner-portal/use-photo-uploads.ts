import { PHOTOS_PER_REQUEST } from '@pm/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { uploadPhoto, type UploadedPhoto } from './api/upload-photo';
import { errorText } from './sign-in-fns';

/** A photo of the form: its local preview, the upload's progress (0-100), then the server's photo or why it failed. */
export interface PhotoUpload {
  key: number;
  name: string;
  preview: string;
  progress: number;
  photo: UploadedPhoto | null;
  error: string | null;
}

/**
 * The request form's photos: each chosen file uploaded at once for the house (at most 6 kept; the rest are refused
 * with `overflow`), removable before sending (an upload under way is aborted).
 */
export function usePhotoUploads(houseId: number) {
  const [items, setItems] = useState<PhotoUpload[]>([]);
  const [overflow, setOverflow] = useState(false);
  const next = useRef(1);
  const aborts = useRef(new Map<number, AbortController>());
  const previews = useRef(new Map<number, string>());
  const patch = (key: number, over: Partial<PhotoUpload>) => setItems((was) => was.map((p) => (p.key === key ? { ...p, ...over } : p)));

  const add = useCallback(
    (files: File[]) => {
      const room = PHOTOS_PER_REQUEST - items.length;
      setOverflow(files.length > room);
      for (const file of files.slice(0, Math.max(0, room))) {
        const key = next.current++;
        const preview = URL.createObjectURL(file);
        previews.current.set(key, preview);
        const controller = new AbortController();
        aborts.current.set(key, controller);
        setItems((was) => [...was, { key, name: file.name, preview, progress: 0, photo: null, error: null }]);
        uploadPhoto(houseId, file, (progress) => patch(key, { progress }), controller.signal).then(
          (photo) => patch(key, { photo, progress: 100 }),
          (error: unknown) => {
            if (!controller.signal.aborted) patch(key, { error: errorText(error) });
          },
        ).finally(() => aborts.current.delete(key));
      }
    },
    [houseId, items.length],
  );

  const remove = useCallback((key: number) => {
    aborts.current.get(key)?.abort();
    const preview = previews.current.get(key);
    if (preview) URL.revokeObjectURL(preview);
    previews.current.delete(key);
    setItems((was) => was.filter((p) => p.key !== key));
    setOverflow(false);
  }, []);

  // leaving the form: uploads stop and the previews go
  useEffect(() => {
    const a = aborts.current;
    const p = previews.current;
    return () => {
      for (const c of a.values()) c.abort();
      for (const url of p.values()) URL.revokeObjectURL(url);
    };
  }, []);

  const uploading = items.some((p) => p.photo === null && p.error === null);
  const photoIds = items.flatMap((p) => (p.photo ? [p.photo.id] : []));
  return { items, add, remove, uploading, photoIds, overflow, full: items.length >= PHOTOS_PER_REQUEST };
}
