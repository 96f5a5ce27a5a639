import { useEffect } from 'react';
import { useInstitute } from './institute/get-institute';

/** Sets the document title to `<page> | {institute name}`. */
export function usePageTitle(page: string) {
  const { data: institute } = useInstitute();
  const name = institute?.name;
  useEffect(() => {
    document.title = name ? `${page} | ${name}` : page;
  }, [page, name]);
}
