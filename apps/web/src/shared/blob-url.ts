import type { Endpoint } from '@pm/contracts';
import { useEffect, useState } from 'react';
import { fetchBlob } from './blob-file';

/**
 * A file endpoint's body (a photo) as an object URL, fetched with the caller's token (an <img> cannot send one):
 * null while it loads or when it failed; the URL is revoked when the photo leaves the screen.
 */
export function useBlobUrl(endpoint: Endpoint, input: Record<string, unknown>): { url: string | null; failed: boolean } {
  const [state, setState] = useState<{ url: string | null; failed: boolean }>({ url: null, failed: false });
  const key = JSON.stringify(input);
  useEffect(() => {
    const controller = new AbortController();
    let url: string | null = null;
    fetchBlob(endpoint, JSON.parse(key) as Record<string, unknown>, controller.signal).then(
      (blob) => {
        url = URL.createObjectURL(blob);
        setState({ url, failed: false });
      },
      () => {
        if (!controller.signal.aborted) setState({ url: null, failed: true });
      },
    );
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [endpoint, key]);
  return state;
}
