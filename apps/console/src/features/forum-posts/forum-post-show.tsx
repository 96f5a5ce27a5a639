import { type TStaffForumPost, hideStaffForumPost, unhideStaffForumPost } from '@portal/contract';
import Button from '@mui/material/Button';
import {
  EmailField,
  Labeled,
  SelectField,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { DateField } from '../../components/date-field';
import { call } from '../../lib/api';
import { useAllows } from '../../lib/use-allows';
import { STATE_CHOICES } from './forum-post-list';

/** Hides the post from students, or shows it again; a thread's first post takes its thread along. */
function ModerateButton() {
  const post = useRecordContext<TStaffForumPost>();
  const allows = useAllows();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  if (!post || post.state === 'deleted' || !allows({ resource: 'forum', action: 'moderate' })) return null;
  const hidden = post.state === 'hidden';
  const decide = () =>
    call(hidden ? unhideStaffForumPost : hideStaffForumPost, { params: { id: post.id } })
      .then(() => {
        notify(hidden ? 'console.forum.shown' : 'console.forum.hidden', { type: 'success' });
        refresh();
      })
      .catch((error: Error) => notify(error.message, { type: 'error' }));
  const action = hidden ? 'unhide' : post.opens_thread ? 'hideThread' : 'hide';
  return (
    <Button color={hidden ? 'primary' : 'error'} onClick={decide}>
      {translate(`console.forum.${action}`)}
    </Button>
  );
}

/** A post with its thread, board and author, beside the decision to hide it or show it again. */
export function ForumPostShow() {
  return (
    <Show
      actions={
        <TopToolbar>
          <ModerateButton />
        </TopToolbar>
      }
    >
      <SimpleShowLayout>
        <TextField source="thread.title" />
        <TextField source="program.name" emptyText="console.forum.generalBoard" />
        <TextField source="author.name" />
        <EmailField source="author.email" />
        <DateField source="posted_at" />
        <SelectField source="state" choices={STATE_CHOICES} />
        <Labeled>
          <TextField source="body" sx={{ whiteSpace: 'pre-wrap' }} />
        </Labeled>
      </SimpleShowLayout>
    </Show>
  );
}
