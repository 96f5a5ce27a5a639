import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Page } from '../../../components/page';
import { useCourses } from '../api/list-courses';
import { KindChips, parseCeiling, parseKind } from '../components/program-filters';
import { PriceSelect } from '../components/price-select';
import { ProgramGrid } from '../components/program-grid';
import { ProgramSearch } from '../components/program-search';
import { useReadFirst } from '../../../ssr/page-marks';

const PAGE_SIZE = 12;

export function ProgramsPage() {
  useReadFirst();
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const kind = parseKind(params.get('kind'));
  const ceiling = parseCeiling(params.get('max_price'));
  const filtered = Boolean(search || kind || ceiling);
  const page = Math.max(1, Number(params.get('page')) || 1);
  const courses = useCourses({
    search: search || undefined,
    kind,
    max_price: ceiling === undefined ? undefined : ceiling * 100,
    offset: (page - 1) * PAGE_SIZE,
    limit: PAGE_SIZE,
  });
  const pages = Math.ceil((courses.data?.count ?? 0) / PAGE_SIZE);

  /** Sets one filter in the address, so a filtered list can be shared, and goes back to page 1. */
  const setFilter = useCallback(
    (name: 'search' | 'kind' | 'max_price', value: string | undefined) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value) next.set(name, value);
          else next.delete(name);
          next.delete('page');
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  const onSearch = useCallback((value: string) => setFilter('search', value), [setFilter]);

  return (
    <Page title={t('pages.programs.title')} subtitle={t('pages.programs.description')}>
      <Stack spacing={2} sx={{ mb: 4 }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          <Box sx={{ flexGrow: 1, maxWidth: 560 }}>
            <ProgramSearch value={search} onSearch={onSearch} />
          </Box>
          <PriceSelect value={ceiling} onChange={(value) => setFilter('max_price', value?.toString())} />
        </Stack>
        <KindChips value={kind} onChange={(value) => setFilter('kind', value)} />
      </Stack>
      {courses.data && (
        <Typography role="status" variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
          {search
            ? t('catalogue.resultsFor', { count: courses.data.count, search })
            : t('catalogue.results', { count: courses.data.count })}
        </Typography>
      )}
      <ProgramGrid
        courses={courses.data?.results}
        isPending={courses.isPending}
        isError={courses.isError}
        onRetry={() => void courses.refetch()}
        empty={
          search
            ? t('catalogue.noMatch', { search })
            : filtered
              ? t('catalogue.filters.noMatch')
              : t('catalogue.emptyText')
        }
        headingComponent="h2"
      />
      {pages > 1 && (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 5 }}>
          <Pagination
            count={pages}
            page={page}
            color="primary"
            getItemAriaLabel={(type, item, selected) => {
              switch (type) {
                case 'page':
                  return t(selected ? 'pagination.current' : 'pagination.page', { page: item });
                case 'first':
                case 'last':
                case 'next':
                case 'previous':
                  return t(`pagination.${type}`);
                default:
                  return '';
              }
            }}
            onChange={(_, value) =>
              setParams((current) => {
                const next = new URLSearchParams(current);
                next.set('page', String(value));
                return next;
              })
            }
          />
        </Box>
      )}
    </Page>
  );
}
