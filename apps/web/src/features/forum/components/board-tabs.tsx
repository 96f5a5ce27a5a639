import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { TForumBoard } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { UnreadChip } from './unread-chip';

const GENERAL = 'general';

const valueOf = (course: number | null) => (course === null ? GENERAL : String(course));

type BoardTabsProps = {
  boards: TForumBoard[];
  /** The course of the board shown, null for the general one. */
  selected: number | null;
  onSelect: (course: number | null) => void;
};

/** General, then a tab per program the student is in, each with what is new on it. */
export function BoardTabs({ boards, selected, onSelect }: BoardTabsProps) {
  const { t } = useTranslation();
  const known = boards.some((b) => (b.course?.id ?? null) === selected);
  return (
    <Tabs
      value={known ? valueOf(selected) : false}
      onChange={(_event, value: string) => onSelect(value === GENERAL ? null : Number(value))}
      variant="scrollable"
      allowScrollButtonsMobile
      aria-label={t('forum.boards')}
      sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}
    >
      {boards.map((board) => (
        <Tab
          key={valueOf(board.course?.id ?? null)}
          value={valueOf(board.course?.id ?? null)}
          sx={{ textTransform: 'none' }}
          label={
            <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
              {board.course ? <span lang={board.course.lang}>{board.course.name}</span> : t('forum.general')}
              <UnreadChip count={board.unread_count} />
            </Box>
          }
        />
      ))}
    </Tabs>
  );
}
