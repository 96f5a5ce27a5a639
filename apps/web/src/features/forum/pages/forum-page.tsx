import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Page } from '../../../components/page';
import { RetryAlert } from '../../../components/retry-alert';
import { useForumBoards } from '../api/list-forum-boards';
import { BoardTabs } from '../components/board-tabs';
import { NewThreadForm } from '../components/lazy-forms';
import { ThreadList } from '../components/thread-list';

const COURSE_PARAM = 'course';
const NEW_THREAD_FORM_HEIGHT = 380;

/** The board in the address: `?course=<id>` for a program's, none for the general one. */
function useSelectedBoard() {
  const [searchParams, setSearchParams] = useSearchParams();
  const raw = Number(searchParams.get(COURSE_PARAM));
  const course = Number.isInteger(raw) && raw > 0 ? raw : null;
  const select = (next: number | null) =>
    setSearchParams((params) => {
      if (next === null) params.delete(COURSE_PARAM);
      else params.set(COURSE_PARAM, String(next));
      return params;
    });
  return [course, select] as const;
}

/** `/forum`: the boards as tabs, the chosen board's threads, and a form to start one. */
export function ForumPage() {
  const { t } = useTranslation();
  const boards = useForumBoards();
  const [course, selectBoard] = useSelectedBoard();
  // the form belongs to the board it was opened on
  const [composingOn, setComposingOn] = useState<number | null | undefined>(undefined);
  const composing = composingOn === course;

  return (
    <Page
      title={t('pages.forum.title')}
      subtitle={t('pages.forum.description')}
      actions={
        !composing && (
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            onPointerEnter={NewThreadForm.preload}
            onFocus={NewThreadForm.preload}
            onClick={() => setComposingOn(course)}
          >
            {t('forum.newThread')}
          </Button>
        )
      }
    >
      {boards.isPending ? (
        <Skeleton variant="rounded" height={48} sx={{ mb: 3 }} />
      ) : boards.isError ? (
        <Box sx={{ mb: 3 }}>
          <RetryAlert message={t('forum.boardsLoadFailed')} onRetry={() => void boards.refetch()} />
        </Box>
      ) : (
        <BoardTabs boards={boards.data.results} selected={course} onSelect={selectBoard} />
      )}
      {composing && (
        // the form's height, kept while its code loads
        <Suspense fallback={<Skeleton variant="rounded" height={NEW_THREAD_FORM_HEIGHT} sx={{ mb: 3 }} />}>
          <NewThreadForm key={course} course={course} onCancel={() => setComposingOn(undefined)} />
        </Suspense>
      )}
      <ThreadList key={course} course={course} />
    </Page>
  );
}
