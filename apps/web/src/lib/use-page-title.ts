import { useEffect } from 'react';
import { markPage } from '../ssr/page-marks';
import { useInstitute } from '../features/institute/api/get-institute';

/** Sets the document title to `<page> | {institute name}`, in the page painted on the server too. */
export function usePageTitle(page: string) {
  const { data: institute } = useInstitute();
  const name = institute?.name;
  const title = name ? `${page} | ${name}` : page;
  markPage({ title });
  useEffect(() => {
    document.title = title;
  }, [title]);
}
