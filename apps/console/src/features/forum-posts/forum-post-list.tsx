import type { TStaffForumPost } from '@portal/contract';
import { type Theme, useMediaQuery } from '@mui/material';
import {
  Datagrid,
  FilterButton,
  List,
  SearchInput,
  SelectField,
  SelectInput,
  SimpleList,
  TextField,
  TopToolbar,
  useTranslate,
} from 'react-admin';
import { DateField } from '../../components/date-field';
import { useProgramChoices } from '../../lib/program-choices';

export const STATE_CHOICES = ['visible', 'hidden', 'thread_hidden', 'deleted'].map((id) => ({
  id,
  name: `console.forum.states.${id}`,
}));
const HIDDEN_CHOICES = [
  { id: 'true', name: 'console.forum.hiddenOnly' },
  { id: 'false', name: 'console.forum.visibleOnly' },
];

/** Every post of the boards, newest first, hidden ones too; an instructor's programs' boards. */
export function ForumPostList() {
  const translate = useTranslate();
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const filters = [
    <SearchInput key="q" source="q" alwaysOn />,
    <SelectInput key="hidden" source="hidden" choices={HIDDEN_CHOICES} />,
    <SelectInput key="program" source="program" choices={useProgramChoices()} />,
  ];
  return (
    <List
      filters={filters}
      actions={
        <TopToolbar>
          <FilterButton />
        </TopToolbar>
      }
      exporter={false}
    >
      {small ? (
        <SimpleList<TStaffForumPost>
          primaryText={(post) => post.thread.title}
          secondaryText={(post) => `${post.author.name} · ${post.body.slice(0, 80)}`}
          tertiaryText={(post) => translate(`console.forum.states.${post.state}`)}
          linkType="show"
        />
      ) : (
        <Datagrid rowClick="show" bulkActionButtons={false}>
          <DateField source="posted_at" />
          <TextField source="thread.title" sortable={false} />
          <TextField source="author.name" sortable={false} />
          <TextField
            source="body"
            sortable={false}
            sx={{
              display: 'block',
              maxWidth: '28rem',
              overflow: 'hidden',
              textOverflow: 'ellipsis',
              whiteSpace: 'nowrap',
            }}
          />
          <SelectField source="state" choices={STATE_CHOICES} sortable={false} />
        </Datagrid>
      )}
    </List>
  );
}
