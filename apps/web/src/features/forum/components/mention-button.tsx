import AlternateEmailIcon from '@mui/icons-material/AlternateEmail';
import Button from '@mui/material/Button';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCourse } from '../../catalogue/api/get-course';

type MentionButtonProps = {
  courseId: number;
  onPick: (contentId: number) => void;
  disabled?: boolean;
};

/** Lists the program's items by section; the one picked is mentioned in the text. */
export function MentionButton({ courseId, onPick, disabled }: MentionButtonProps) {
  const { t } = useTranslation();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // the outline is read once the menu is first opened
  const [wanted, setWanted] = useState(false);
  const course = useCourse(courseId, { enabled: wanted });
  const sections = course.data?.sections ?? [];

  const pick = (contentId: number) => {
    setAnchor(null);
    onPick(contentId);
  };

  return (
    <>
      <Button
        size="small"
        startIcon={<AlternateEmailIcon />}
        disabled={disabled}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? true : undefined}
        onClick={(event) => {
          setWanted(true);
          setAnchor(event.currentTarget);
        }}
      >
        {t('forum.mention.button')}
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        slotProps={{ paper: { sx: { maxHeight: 360, maxWidth: 420 } } }}
      >
        {course.isPending && <MenuItem disabled>{t('common.loading')}</MenuItem>}
        {course.isError && <MenuItem disabled>{t('forum.mention.failed')}</MenuItem>}
        {course.isSuccess && sections.every((s) => s.contents.length === 0) && (
          <MenuItem disabled>{t('forum.mention.empty')}</MenuItem>
        )}
        {sections.flatMap((section) =>
          section.contents.length === 0
            ? []
            : [
                <ListSubheader key={`section-${section.id}`}>{section.name}</ListSubheader>,
                ...section.contents.map((content) => (
                  <MenuItem key={content.id} onClick={() => pick(content.id)} sx={{ whiteSpace: 'normal' }}>
                    {content.name}
                  </MenuItem>
                )),
              ],
        )}
      </Menu>
    </>
  );
}
