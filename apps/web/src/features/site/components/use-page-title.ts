import { useEffect } from 'react';
import { useSiteInfo } from '../api/site-info';

/** "页面 - 站点名" in the browser tab while the page is shown. */
export function usePageTitle(title: string): void {
  const siteName = useSiteInfo()?.siteName;
  useEffect(() => {
    document.title = siteName ? `${title} - ${siteName}` : title;
  }, [title, siteName]);
}
