import {
  type TMoveStaffContent,
  type TStaffProgram,
  type TStaffProgramOutline,
  getStaffProgramOutline,
  moveStaffContent,
  removeStaffContent,
  removeStaffSection,
} from '@portal/contract';
import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Confirm, useNotify, useRecordContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { call } from '../../lib/api';
import { SectionDialog } from './section-dialog';
import { otherLanguage } from '../../lib/other-language';

type Section = TStaffProgramOutline['sections'][number];
type Item = Section['contents'][number];
/** What waits for the member's confirmation: a section or an item to remove. */
type Removing = { section: Section } | { item: Item };

/** Where an item goes one step up or down: past its section's edge, into the next section. */
function stepOf(sections: Section[], s: number, i: number, by: -1 | 1): TMoveStaffContent | null {
  const section = sections[s]!;
  const index = i + by;
  if (index >= 0 && index < section.contents.length) return { section: section.id, index };
  const next = sections[s + by];
  if (!next) return null;
  return { section: next.id, index: by === -1 ? next.contents.length : 0 };
}

/** An item's row: it opens to change its texts and rules; it moves up or down, or goes. */
function ItemRow({
  item,
  up,
  down,
  onMove,
  onRemove,
}: {
  item: Item;
  up: TMoveStaffContent | null;
  down: TMoveStaffContent | null;
  onMove: (move: TMoveStaffContent) => void;
  onRemove: () => void;
}) {
  const translate = useTranslate();
  const named = (key: string) => translate(key, { name: item.name });
  return (
    <ListItem
      disablePadding
      secondaryAction={
        <Box sx={{ display: 'flex' }}>
          <IconButton aria-label={named('console.outline.moveUp')} disabled={!up} onClick={() => onMove(up!)}>
            <ArrowUpwardIcon />
          </IconButton>
          <IconButton
            aria-label={named('console.outline.moveDown')}
            disabled={!down}
            onClick={() => onMove(down!)}
          >
            <ArrowDownwardIcon />
          </IconButton>
          <IconButton aria-label={named('console.outline.removeItem')} onClick={onRemove}>
            <DeleteIcon />
          </IconButton>
        </Box>
      }
      sx={{ pr: 18 }}
    >
      <ListItemButton component={Link} to={`/contents/${item.id}`}>
        <ListItemText
          primary={item.name}
          secondary={translate(`console.programs.types.${item.content_type}`)}
        />
      </ListItemButton>
    </ListItem>
  );
}

/**
 * The program's sections and items in the room's order: sections are added, renamed and removed,
 * items added, moved and removed; each item opens to change its texts and rules.
 */
export function ProgramOutline() {
  const program = useRecordContext<TStaffProgram>();
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<{ section: Section | null } | null>(null);
  const [removing, setRemoving] = useState<Removing | null>(null);
  const key = ['staff-program-outline', program?.id];
  const { data } = useQuery({
    queryKey: key,
    queryFn: () => call(getStaffProgramOutline, { params: { id: program!.id } }),
    enabled: program !== undefined,
  });
  const show = (outline: TStaffProgramOutline) => queryClient.setQueryData(key, outline);
  const change = useMutation({
    mutationFn: (run: () => Promise<TStaffProgramOutline>) => run(),
    onSuccess: show,
    onError: (error) => notify(error.message, { type: 'error' }),
  });
  if (!data || !program) return null;
  const other = otherLanguage(program.default_language);
  const remove = (what: Removing) =>
    change.mutate(
      () =>
        'section' in what
          ? call(removeStaffSection, { params: { id: what.section.id } })
          : call(removeStaffContent, { params: { id: what.item.id } }),
      { onSettled: () => setRemoving(null) },
    );
  return (
    <Box component="section" aria-labelledby="outline-title" sx={{ p: 2 }}>
      <Typography id="outline-title" component="h2" variant="h6">
        {translate('console.programs.outline')}
      </Typography>
      {data.sections.map((section, s) => (
        <Box key={section.id} component="section" aria-labelledby={`section-${section.id}`} sx={{ mt: 2 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
            <Typography
              id={`section-${section.id}`}
              component="h3"
              variant="subtitle1"
              sx={{ fontWeight: 600 }}
            >
              {section.name}
            </Typography>
            <IconButton
              aria-label={translate('console.outline.renameNamed', { name: section.name })}
              onClick={() => setEditing({ section })}
            >
              <EditIcon />
            </IconButton>
            <IconButton
              aria-label={translate('console.outline.removeSection', { name: section.name })}
              onClick={() => setRemoving({ section })}
            >
              <DeleteIcon />
            </IconButton>
          </Box>
          <List dense>
            {section.contents.map((item, i) => (
              <ItemRow
                key={item.id}
                item={item}
                up={stepOf(data.sections, s, i, -1)}
                down={stepOf(data.sections, s, i, 1)}
                onMove={(move) =>
                  change.mutate(() => call(moveStaffContent, { params: { id: item.id }, body: move }))
                }
                onRemove={() => setRemoving({ item })}
              />
            ))}
          </List>
          <Button
            component={Link}
            to={`/contents/create?source=${encodeURIComponent(JSON.stringify({ section: section.id }))}`}
            startIcon={<AddIcon />}
            size="small"
            aria-label={translate('console.outline.addItemTo', { name: section.name })}
          >
            {translate('console.outline.addItem')}
          </Button>
        </Box>
      ))}
      <Button
        startIcon={<AddIcon />}
        sx={{ mt: 2 }}
        variant="outlined"
        onClick={() => setEditing({ section: null })}
      >
        {translate('console.outline.addSection')}
      </Button>
      {editing && (
        <SectionDialog
          program={program.id}
          section={editing.section}
          other={other}
          onSaved={show}
          onClose={() => setEditing(null)}
        />
      )}
      <Confirm
        isOpen={removing !== null}
        loading={change.isPending}
        title={
          removing && 'section' in removing
            ? 'console.outline.removeSectionTitle'
            : 'console.outline.removeItemTitle'
        }
        content={
          removing && 'section' in removing
            ? 'console.outline.removeSectionText'
            : 'console.outline.removeItemText'
        }
        translateOptions={{
          name: removing ? ('section' in removing ? removing.section.name : removing.item.name) : '',
        }}
        confirm="ra.action.delete"
        onConfirm={() => removing && remove(removing)}
        onClose={() => setRemoving(null)}
      />
    </Box>
  );
}
