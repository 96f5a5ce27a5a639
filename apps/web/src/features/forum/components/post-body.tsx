import Typography from '@mui/material/Typography';
import type { TForumPost } from '@portal/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyMarkdown } from '../../../components/lazy-markdown';
import { mentionLinks, remarkMentions } from '../mentions';

type PostBodyProps = {
  post: TForumPost;
  /** The reader's own course room of the thread's program, where mentions lead; null on the general board. */
  room: { slug: string; subscriptionId: number } | null;
};

/**
 * The post's Markdown, its raw HTML shown as text; mentions of the program's items are links into the
 * reader's room. A deleted or hidden post says so instead. The renderer loads apart: the thread page
 * waits for it, so a post never shows unformatted.
 */
export function PostBody({ post, room }: PostBodyProps) {
  const { t } = useTranslation();
  const plugins = useMemo(() => [remarkMentions(mentionLinks(post.mentions, room))], [post.mentions, room]);
  if (post.state !== 'visible')
    return (
      <Typography sx={{ fontStyle: 'italic', color: 'text.secondary' }}>
        {t(post.state === 'deleted' ? 'messages.forum.deleted' : 'messages.forum.hidden')}
      </Typography>
    );
  return <LazyMarkdown source={post.body} remarkPlugins={plugins} />;
}
